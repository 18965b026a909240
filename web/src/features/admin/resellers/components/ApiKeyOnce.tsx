import { Trans, useLingui } from '@lingui/react/macro';
import { ShownOnce } from '../../kit/ShownOnce';

/**
 * An API key (octo_…) as the server answers it once: only its hash is stored, so the owner copies it
 * now and hands it to the reseller's developer.
 */
export function ApiKeyOnce({ apiKey, onDone }: { apiKey: string; onDone: () => void }) {
  const { t } = useLingui();
  return (
    <ShownOnce
      value={apiKey}
      onDone={onDone}
      words={{
        intro: (
          <Trans>
            Copy this API key now and send it to the reseller&apos;s developer by a safe channel: it opens the
            OCTO API in the reseller&apos;s name. You will not see it again.
          </Trans>
        ),
        label: t`API key`,
        copy: <Trans>Copy the key</Trans>,
        copied: t`API key copied`,
        copyFailed: t`Could not copy. Select the key and copy it by hand.`,
        saved: <Trans>I have saved the key</Trans>,
      }}
    />
  );
}
