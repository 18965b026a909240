import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { Actions } from '@/components/form';
import { useToast } from '@/components/toast';

const Secret = styled.code`
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
 * A signing secret (whsec_…) as the server answers it once, at creation or rotation: the server keeps
 * it encrypted and never shows it again, so the owner copies it now.
 */
export function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useLingui();
  const { toast } = useToast();

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      toast({ title: t`Signing secret copied` });
    } catch {
      toast({ variant: 'destructive', title: t`Could not copy. Select the secret and copy it by hand.` });
    }
  }

  return (
    <>
      <p>
        <Trans>
          Copy this signing secret now and keep it with the receiver: it verifies each delivery&apos;s
          signature. You will not see it again.
        </Trans>
      </p>
      <Secret aria-label={t`Signing secret`}>{secret}</Secret>
      <Actions>
        <Button variant="secondary" onClick={() => void copy()}>
          <Trans>Copy the secret</Trans>
        </Button>
        <Button onClick={onDone}>
          <Trans>I have saved the secret</Trans>
        </Button>
      </Actions>
    </>
  );
}
