import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { Actions } from '@/components/form';
import { useToast } from '@/components/toast';

const Key = styled.code`
  display: block;
  margin: ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace;
  overflow-wrap: anywhere;
  user-select: all;
`;

/**
 * An API key (octo_…) as the server answers it once: only its hash is stored, so the owner copies it
 * now and hands it to the reseller's developer.
 */
export function ApiKeyOnce({ apiKey, onDone }: { apiKey: string; onDone: () => void }) {
  const { t } = useLingui();
  const { toast } = useToast();

  async function copy() {
    try {
      await navigator.clipboard.writeText(apiKey);
      toast({ title: t`API key copied` });
    } catch {
      toast({ variant: 'destructive', title: t`Could not copy. Select the key and copy it by hand.` });
    }
  }

  return (
    <>
      <p>
        <Trans>
          Copy this API key now and send it to the reseller&apos;s developer by a safe channel: it opens the
          OCTO API in the reseller&apos;s name. You will not see it again.
        </Trans>
      </p>
      <Key aria-label={t`API key`}>{apiKey}</Key>
      <Actions>
        <Button variant="secondary" onClick={() => void copy()}>
          <Trans>Copy the key</Trans>
        </Button>
        <Button onClick={onDone}>
          <Trans>I have saved the key</Trans>
        </Button>
      </Actions>
    </>
  );
}
