import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { LeaveWaitlistDocument } from '@/generated/graphql';

/**
 * Leaving a waitlist by the link of its join mail (/waitlist/leave/<token>). The visit changes nothing
 * (mail scanners open links); the button does.
 */
export function WaitlistLeave({ token }: { token: string }) {
  const [leave, { loading }] = useMutation(LeaveWaitlistDocument);
  const [state, setState] = useState<'left' | 'failed' | null>(null);

  async function confirm() {
    try {
      await leave({ variables: { token } });
      setState('left');
    } catch {
      setState('failed');
    }
  }

  if (state === 'left')
    return (
      <p role="status">
        <Trans>You have left the waitlist. We will not e-mail you about this time slot again.</Trans>
      </p>
    );
  if (state === 'failed')
    return (
      <p role="alert">
        <Trans>This waitlist link is not valid.</Trans>
      </p>
    );
  return (
    <>
      <p>
        <Trans>
          Leave the waitlist for this time slot? If we are holding seats for you, they go to the next guest.
        </Trans>
      </p>
      <Button onClick={() => void confirm()} disabled={loading}>
        <Trans>Leave the waitlist</Trans>
      </Button>
    </>
  );
}
