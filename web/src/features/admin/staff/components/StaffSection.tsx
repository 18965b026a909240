import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { Spinner } from '@/components/Spinner';
import { DataTable, type DataColumn } from '@/components/table';
import { useToast } from '@/components/toast';
import { AlertDialog, Dialog } from '@/components/ui';
import {
  DisableStaffDocument,
  EnableStaffDocument,
  MeDocument,
  ResetTwoFactorDocument,
  StaffMembersDocument,
  UnlockTwoFactorDocument,
  type StaffMembersQuery,
} from '@/generated/graphql';
import { SessionList } from '@/features/admin/kit/SessionList';
import { InviteForm } from './InviteForm';

type Member = StaffMembersQuery['staffMembers'][number];
type Invitation = StaffMembersQuery['staffInvitations'][number];

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Card = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  max-width: 480px;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/** Owner only: the team's accounts (disable / enable), open invitations and the invitation form. */
export function StaffSection() {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const { data, loading, error } = useQuery(StaffMembersDocument, { fetchPolicy: 'cache-and-network' });
  // The signed-in owner (known since the session check): their own factor is theirs to change, not here.
  const me = useQuery(MeDocument, { fetchPolicy: 'cache-only' }).data?.me?.id;
  const [disable, disabling] = useMutation(DisableStaffDocument);
  const [enable] = useMutation(EnableStaffDocument);
  const [resetFactor, resetting] = useMutation(ResetTwoFactorDocument);
  const [unlockFactor] = useMutation(UnlockTwoFactorDocument);
  const [leaving, setLeaving] = useState<Member | null>(null);
  const [resetOf, setResetOf] = useState<Member | null>(null);
  const [watching, setWatching] = useState<Member | null>(null);
  const roleName = (role: string) => (role === 'owner' ? t`Owner` : t`Staff`);
  const when = (iso: string | null | undefined) =>
    iso ? i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

  async function confirmDisable() {
    if (!leaving) return;
    try {
      await disable({ variables: { id: leaving.id } });
      toast({ title: t`Account disabled`, description: t`${leaving.username} was signed out everywhere.` });
    } catch {
      toast({
        variant: 'destructive',
        title: t`Could not disable the account`,
        description: t`Please try again.`,
      });
    }
  }

  async function confirmReset() {
    if (!resetOf) return;
    try {
      await resetFactor({ variables: { id: resetOf.id } });
      toast({
        title: t`Two-factor sign-in reset`,
        description: t`${resetOf.username} was signed out everywhere and was told by mail.`,
      });
    } catch {
      toast({ variant: 'destructive', title: t`Could not reset it`, description: t`Please try again.` });
    }
  }

  async function unlock(member: Member) {
    try {
      await unlockFactor({ variables: { id: member.id } });
      toast({ title: t`${member.username} can enter codes again` });
    } catch {
      toast({ variant: 'destructive', title: t`Could not unlock it`, description: t`Please try again.` });
    }
  }

  const twoFactorState = (member: Member) =>
    member.twoFactorLocked ? t`Locked` : member.twoFactorEnabled ? t`On` : t`Off`;

  const memberColumns: DataColumn<Member>[] = [
    { id: 'username', header: t`Username`, cell: (member) => member.username, rowHeader: true },
    { id: 'role', header: t`Role`, cell: (member) => roleName(member.role) },
    { id: 'email', header: t`E-mail address`, cell: (member) => member.email ?? '—' },
    { id: 'lastLoginAt', header: t`Last sign-in`, cell: (member) => when(member.lastLoginAt) },
    { id: 'status', header: t`Status`, cell: (member) => (member.disabledAt ? t`Disabled` : t`Active`) },
    { id: 'twoFactor', header: t`Two-factor sign-in`, cell: twoFactorState },
    {
      id: 'actions',
      header: t`Actions`,
      cell: (member) => (
        <Actions>
          <Button variant="secondary" onClick={() => setWatching(member)}>
            {t`Sessions of ${member.username}`}
          </Button>
          {member.twoFactorLocked ? (
            <Button variant="secondary" onClick={() => void unlock(member)}>
              {t`Unlock two-factor sign-in of ${member.username}`}
            </Button>
          ) : null}
          {member.twoFactorEnabled && member.id !== me ? (
            <Button variant="secondary" onClick={() => setResetOf(member)}>
              {t`Reset two-factor sign-in of ${member.username}`}
            </Button>
          ) : null}
          {member.disabledAt ? (
            <Button variant="secondary" onClick={() => void enable({ variables: { id: member.id } })}>
              {t`Enable ${member.username}`}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setLeaving(member)}>
              {t`Disable ${member.username}`}
            </Button>
          )}
        </Actions>
      ),
    },
  ];
  const invitationColumns: DataColumn<Invitation>[] = [
    { id: 'email', header: t`E-mail address`, cell: (invitation) => invitation.email, rowHeader: true },
    { id: 'role', header: t`Role`, cell: (invitation) => roleName(invitation.role) },
    {
      id: 'expiresAt',
      header: t`Valid until`,
      cell: (invitation) =>
        new Date(invitation.expiresAt).getTime() < Date.now() ? t`Expired` : when(invitation.expiresAt),
    },
  ];

  if (loading && !data) return <Spinner label={t`Loading the team`} />;
  if (error && !data) return <p role="alert">{t`Could not load the team. Please try again.`}</p>;
  const members = data?.staffMembers ?? [];
  const invitations = data?.staffInvitations ?? [];

  return (
    <>
      <h2>
        <Trans>Staff</Trans>
      </h2>
      <DataTable
        caption={<Trans>Accounts</Trans>}
        columns={memberColumns}
        rows={members}
        rowId={(member) => member.id}
        empty={<Trans>No accounts.</Trans>}
      />
      {invitations.length ? (
        <DataTable
          caption={<Trans>Open invitations</Trans>}
          columns={invitationColumns}
          rows={invitations}
          rowId={(invitation) => invitation.id}
          empty={null}
        />
      ) : null}
      <Card>
        <h3>
          <Trans>Invite a team member</Trans>
        </h3>
        <InviteForm />
      </Card>
      <Dialog
        open={watching !== null}
        onOpenChange={(open) => (open ? undefined : setWatching(null))}
        title={t`Sessions of ${watching?.username ?? ''}`}
        size="lg"
      >
        {watching ? <SessionList userId={watching.id} username={watching.username} /> : null}
      </Dialog>
      <AlertDialog
        open={resetOf !== null}
        onOpenChange={(open) => (open ? undefined : setResetOf(null))}
        title={t`Reset two-factor sign-in of ${resetOf?.username ?? ''}?`}
        description={t`Their authenticator app and recovery codes stop working, they are signed out everywhere and told by mail. Where their account needs it, they set it up again at their next sign-in. Do this only when you are sure who asks (a lost phone).`}
        confirmLabel={t`Reset`}
        destructive
        pending={resetting.loading}
        onConfirm={confirmReset}
      />
      <AlertDialog
        open={leaving !== null}
        onOpenChange={(open) => (open ? undefined : setLeaving(null))}
        title={t`Disable ${leaving?.username ?? ''}?`}
        description={t`They are signed out at once on every device and cannot sign in until an owner enables the account again.`}
        confirmLabel={t`Disable`}
        destructive
        pending={disabling.loading}
        onConfirm={confirmDisable}
      />
    </>
  );
}
