import { Trans, useLingui } from '@lingui/react/macro';
import { ShownOnce } from '../../kit/ShownOnce';

/**
 * A signing secret (whsec_…) as the server answers it once, at creation or rotation: the server keeps
 * it encrypted and never shows it again, so the owner copies it now.
 */
export function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useLingui();
  return (
    <ShownOnce
      value={secret}
      onDone={onDone}
      words={{
        intro: (
          <Trans>
            Copy this signing secret now and keep it with the receiver: it verifies each delivery&apos;s
            signature. You will not see it again.
          </Trans>
        ),
        label: t`Signing secret`,
        copy: <Trans>Copy the secret</Trans>,
        copied: t`Signing secret copied`,
        copyFailed: t`Could not copy. Select the secret and copy it by hand.`,
        saved: <Trans>I have saved the secret</Trans>,
      }}
    />
  );
}
