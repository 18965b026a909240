import { useMemo, useRef, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { createPinSchema, REVIEW_LIMITS } from '@domain/schemas/review';
import { Button } from '@/components/Button';
import { TextField } from '@/components/FormField';
import { Modal } from '@/components/Modal';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  input {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    letter-spacing: 0.4em;
    text-align: center;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Keeps only digits, at most the PIN's length (spec §5: non-digits stripped, max 6). */
export const toPin = (value: string) => value.replace(/\D/g, '').slice(0, REVIEW_LIMITS.pinLength);

export type PinDialogProps = {
  open: boolean;
  title: string;
  description: string;
  /** "Next" when choosing a PIN, "Verify" when checking one. */
  submitLabel: string;
  /** Resolves to an error message to show, or null when the PIN was accepted. */
  onSubmit: (pin: string) => Promise<string | null> | string | null;
  onClose: () => void;
};

/**
 * Asks for a review's 6-digit PIN: digits only, the button disabled until there are six.
 * An error (wrong PIN, too many tries) is shown under the field and cleared by typing.
 */
export function PinDialog({ open, title, description, submitLabel, onSubmit, onClose }: PinDialogProps) {
  const { t } = useLingui();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const schema = useMemo(() => createPinSchema(t`PIN must be 6 digits`), [t]);
  const complete = schema.isValidSync(pin);

  function close() {
    setPin('');
    setError(null);
    onClose();
  }

  /** Shows 'PIN must be 6 digits' for a partial PIN; true when the PIN is complete. */
  function check(): boolean {
    try {
      schema.validateSync(pin);
      return true;
    } catch (invalid) {
      setError((invalid as Error).message);
      return false;
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !check()) return;
    setBusy(true);
    let problem: string | null;
    try {
      problem = await onSubmit(pin);
    } finally {
      setBusy(false);
    }
    if (problem) {
      setError(problem);
      inputRef.current?.focus();
    } else {
      setPin('');
      setError(null);
    }
  }

  return (
    <Modal open={open} onClose={close} title={title} description={description} initialFocusRef={inputRef}>
      <Form onSubmit={submit} noValidate>
        <TextField
          ref={inputRef}
          label={t`PIN (6 digits)`}
          value={pin}
          onChange={(event) => {
            setPin(toPin(event.target.value));
            setError(null);
          }}
          inputMode="numeric"
          autoComplete="off"
          maxLength={REVIEW_LIMITS.pinLength}
          pattern="[0-9]*"
          aria-required
          error={error ?? undefined}
          // The button is disabled until 6 digits, so Enter or leaving the field says why.
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !complete) check();
          }}
          onBlur={() => {
            if (pin && !complete) check();
          }}
        />
        <Actions>
          <Button variant="ghost" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={!complete || busy}>
            {busy ? <Trans>Checking…</Trans> : submitLabel}
          </Button>
        </Actions>
      </Form>
    </Modal>
  );
}
