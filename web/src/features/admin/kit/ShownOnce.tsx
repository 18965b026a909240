import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '@/components/Button';
import { Actions } from '@/components/form';
import { useToast } from '@/components/toast';

const Value = styled.code`
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

/** What a secret shown once says (each section words it for its secret). */
export interface ShownOnceWords {
  /** Why to copy it now, and where it goes. */
  intro: ReactNode;
  /** The value's accessible name. */
  label: string;
  copy: ReactNode;
  copied: string;
  copyFailed: string;
  saved: ReactNode;
}

/**
 * A secret the server answers once (a webhook's signing secret, a reseller's API key): it keeps only a
 * hash or a sealed copy, so the owner copies it now, by the button or by selecting it.
 */
export function ShownOnce({
  value,
  words,
  onDone,
}: {
  value: string;
  words: ShownOnceWords;
  onDone: () => void;
}) {
  const { toast } = useToast();

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: words.copied });
    } catch {
      toast({ variant: 'destructive', title: words.copyFailed });
    }
  }

  return (
    <>
      <p>{words.intro}</p>
      <Value aria-label={words.label}>{value}</Value>
      <Actions>
        <Button variant="secondary" onClick={() => void copy()}>
          {words.copy}
        </Button>
        <Button onClick={onDone}>{words.saved}</Button>
      </Actions>
    </>
  );
}
