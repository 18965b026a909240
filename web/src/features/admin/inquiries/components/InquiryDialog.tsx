import { useEffect, useMemo } from 'react';
import { useFormik } from 'formik';
import { useMutation, useQuery } from '@apollo/client/react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { createInquiryReplySchema } from '@domain/schemas/inquiry';
import { Button } from '@/components/Button';
import { FormText } from '@/components/form';
import { useToast } from '@/components/toast';
import { Dialog } from '@/components/ui';
import {
  InquiryRepliesDocument,
  OpenInquiryDocument,
  ReplyToInquiryDocument,
  SetInquiryStatusDocument,
  type AdminInquiryRowFragment,
} from '@/generated/graphql';
import { DialogForm } from '@/features/admin/kit/DialogForm';
import { formatSeoulTime } from './format';
import { StatusLabel } from './StatusLabel';

/** The lists and counts a change in the inbox touches. */
const REFETCH = ['AdminInquiries', 'InquiryCounts', 'InboxBadge', 'InquiryReplies'];

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  overflow-wrap: anywhere;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Message = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Replies = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-left: 3px solid ${({ theme }) => theme.colors.primary};
  }
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const StateActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/**
 * One inquiry: the message and who sent it, the replies sent so far (by whom, when, and whether
 * the mail went out), a reply form (mailed through the outbox in the guest's language) and the
 * state buttons. Opening an unread inquiry marks it read.
 */
export function InquiryDialog({
  inquiry,
  onClose,
}: {
  inquiry: AdminInquiryRowFragment;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { toast } = useToast();
  const [open] = useMutation(OpenInquiryDocument, { refetchQueries: ['InquiryCounts', 'InboxBadge'] });
  const [setStatus, statusState] = useMutation(SetInquiryStatusDocument, { refetchQueries: REFETCH });
  const [reply] = useMutation(ReplyToInquiryDocument, { refetchQueries: REFETCH, awaitRefetchQueries: true });
  const replies = useQuery(InquiryRepliesDocument, { variables: { filter: { search: String(inquiry.id) } } });
  const log = replies.data?.adminInquiries.items.find((i) => i.id === inquiry.id)?.replies ?? [];

  useEffect(() => {
    if (inquiry.status === 'new') void open({ variables: { id: inquiry.id } });
  }, [inquiry.id, inquiry.status, open]);

  const schema = useMemo(
    () =>
      createInquiryReplySchema({
        subjectRequired: t`Please enter a subject.`,
        subjectTooLong: t`The subject is too long.`,
        messageRequired: t`Please write the reply.`,
        messageTooLong: t`The reply is too long.`,
      }),
    [t],
  );
  const formik = useFormik({
    initialValues: { subject: `Re: ${inquiry.subject}`, message: '' },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      try {
        await reply({ variables: { id: inquiry.id, input: values } });
        toast({ variant: 'success', title: t`Reply queued for sending` });
        helpers.resetForm({ values: { subject: values.subject, message: '' } });
      } catch {
        toast({
          variant: 'destructive',
          title: t`The reply could not be sent`,
          description: t`Please try again.`,
        });
      }
    },
  });
  const mailState = (status: string) =>
    status === 'sent' ? t`Sent` : status === 'failed' ? t`Not delivered` : t`Waiting to be sent`;
  const current = statusState.data?.setInquiryStatus.status ?? inquiry.status;

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={inquiry.subject} size="lg">
      <Facts>
        <dt>
          <Trans>From</Trans>
        </dt>
        <dd>
          {inquiry.name} &lt;<a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>&gt;
        </dd>
        <dt>
          <Trans>Language</Trans>
        </dt>
        <dd>{inquiry.language}</dd>
        <dt>
          <Trans>Received</Trans>
        </dt>
        <dd>{formatSeoulTime(inquiry.createdAt)}</dd>
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>
          <StatusLabel status={current === 'new' ? 'read' : current} />
        </dd>
      </Facts>
      <Message>{inquiry.message}</Message>
      <StateActions>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void setStatus({ variables: { id: inquiry.id, status: 'new' } }).then(onClose)}
        >
          <Trans>Mark unread</Trans>
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={current === 'handled'}
          onClick={() => void setStatus({ variables: { id: inquiry.id, status: 'handled' } })}
        >
          <Trans>Mark handled</Trans>
        </Button>
      </StateActions>
      <h3>
        <Trans>Replies</Trans>
      </h3>
      {log.length ? (
        <Replies aria-label={t`Replies sent`}>
          {log.map((r) => {
            const by = r.createdBy;
            const when = formatSeoulTime(r.createdAt);
            return (
              <li key={r.id}>
                <strong>{r.subject}</strong>
                <p>{r.message}</p>
                <small>
                  <Trans>
                    {by}, {when}
                  </Trans>{' '}
                  · {mailState(r.mailStatus)}
                </small>
              </li>
            );
          })}
        </Replies>
      ) : (
        <p>
          <Trans>No reply yet.</Trans>
        </p>
      )}
      <DialogForm
        formik={formik}
        label={t`Reply to ${inquiry.name}`}
        idPrefix={`inquiry-${inquiry.id}-reply`}
        labels={{ subject: t`Subject`, message: t`Reply` }}
        editing={false}
        addLabel={<Trans>Send reply</Trans>}
      >
        <FormText name="subject" label={t`Subject`} />
        <FormText
          name="message"
          label={t`Reply`}
          multiline
          hint={t`Sent by e-mail in the guest's language layout, quoting their message.`}
        />
      </DialogForm>
    </Dialog>
  );
}
