import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { useToast } from '@/components/toast';

const Codes = styled.ul`
  margin: ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => theme.space.md};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.8;
  letter-spacing: 0.08em;

  li {
    white-space: nowrap;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** The codes as the saved file holds them: one a line, under a line saying what they are. */
export function recoveryCodesText(codes: readonly string[], heading: string): string {
  return `${heading}\n\n${codes.join('\n')}\n`;
}

/**
 * Ten recovery codes, shown once: one a line in a monospace font (nothing to misread or run into
 * the next), with buttons to copy them or save them as a .txt file.
 */
export function RecoveryCodes({ codes, username }: { codes: readonly string[]; username: string }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const heading = t`Recovery codes of the back-office account ${username} (each works once)`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(recoveryCodesText(codes, heading));
      toast({ title: t`Recovery codes copied` });
    } catch {
      toast({ variant: 'destructive', title: t`Could not copy. Select the codes and copy them by hand.` });
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([recoveryCodesText(codes, heading)], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `recovery-codes-${username}.txt`;
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  }

  return (
    <>
      <Codes aria-label={t`Recovery codes`}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <Buttons>
        <Button variant="secondary" onClick={() => void copy()}>
          <Trans>Copy the codes</Trans>
        </Button>
        <Button variant="secondary" onClick={download}>
          <Trans>Download (.txt)</Trans>
        </Button>
      </Buttons>
    </>
  );
}
