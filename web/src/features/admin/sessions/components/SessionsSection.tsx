import { Trans } from '@lingui/react/macro';
import { SessionList } from '@/features/admin/kit/SessionList';

/** Everyone: where one is signed in, and ending a session one does not recognise. */
export function SessionsSection() {
  return (
    <>
      <h2>
        <Trans>Sessions</Trans>
      </h2>
      <p>
        <Trans>
          Where you are signed in. End any session you do not recognise, then change your password.
        </Trans>
      </p>
      <SessionList />
    </>
  );
}
