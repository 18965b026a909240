import { useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { Spinner } from '@/components/Spinner';
import { DataTable, type DataColumn } from '@/components/table';
import { useToast } from '@/components/toast';
import { AlertDialog } from '@/components/ui';
import { endSession } from '@/lib/sessionEnd';
import { AdminSessionsDocument, EndAdminSessionDocument, type AdminSessionsQuery } from '@/generated/graphql';
import { Marker } from './Marker';
import { dropAdminData } from './session';

type Session = AdminSessionsQuery['adminSessions'][number];

/**
 * The signed-in sessions of the admin (or, for an owner, of `userId`): device, address, sign-in
 * and last use; each can be ended. Ending this device's session signs this browser out.
 */
export function SessionList({ userId, username }: { userId?: number; username?: string }) {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const client = useApolloClient();
  const variables = { userId: userId ?? null };
  const { data, loading, error } = useQuery(AdminSessionsDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const [end, ending] = useMutation(EndAdminSessionDocument, {
    refetchQueries: [{ query: AdminSessionsDocument, variables }],
  });
  const [ending_, setEnding] = useState<Session | null>(null);
  const when = (iso: string) => i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const deviceOf = (session: Session) => session.device ?? t`Unknown device`;

  async function confirmEnd() {
    const session = ending_;
    if (!session) return;
    try {
      if (session.current) {
        // As a log-out: the page's queries answered first, none refused for the ended session.
        await endSession(client, async () => {
          await end({ variables: { id: session.id } });
          await dropAdminData(client);
        });
        return;
      }
      await end({ variables: { id: session.id } });
      toast({ title: t`Session ended`, description: t`${deviceOf(session)} was signed out.` });
    } catch {
      toast({
        variant: 'destructive',
        title: t`Could not end the session`,
        description: t`Please try again.`,
      });
    }
  }

  const columns: DataColumn<Session>[] = [
    {
      id: 'device',
      header: t`Device`,
      rowHeader: true,
      cell: (session) => (
        <>
          {deviceOf(session)} {session.current ? <Marker $tone="success">{t`This device`}</Marker> : null}
        </>
      ),
    },
    { id: 'address', header: t`Address`, cell: (session) => session.address ?? '—' },
    { id: 'signedInAt', header: t`Signed in`, cell: (session) => when(session.signedInAt) },
    { id: 'lastUsedAt', header: t`Last used`, cell: (session) => when(session.lastUsedAt) },
    {
      id: 'actions',
      header: t`Actions`,
      cell: (session) => (
        <Button variant="secondary" onClick={() => setEnding(session)}>
          {session.current ? t`Sign out this device` : t`End session on ${deviceOf(session)}`}
        </Button>
      ),
    },
  ];

  if (loading && !data) return <Spinner label={t`Loading the sessions`} />;
  if (error && !data) return <p role="alert">{t`Could not load the sessions. Please try again.`}</p>;
  const sessions = data?.adminSessions ?? [];
  const caption = username ? t`Sessions of ${username}` : t`Your sessions`;
  if (!sessions.length) return <p>{username ? t`${username} is not signed in anywhere.` : caption}</p>;

  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        rows={sessions}
        rowId={(session) => session.id}
        empty={null}
      />
      <AlertDialog
        open={ending_ !== null}
        onOpenChange={(open) => (open ? undefined : setEnding(null))}
        title={
          ending_?.current
            ? t`Sign out this device?`
            : t`End the session on ${ending_ ? deviceOf(ending_) : ''}?`
        }
        description={
          ending_?.current
            ? t`You will need to sign in again here.`
            : t`That browser is signed out at once; signing in again there needs the password.`
        }
        confirmLabel={t`End session`}
        destructive
        pending={ending.loading}
        onConfirm={confirmEnd}
      />
    </>
  );
}
