import { useState } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import type { CheckInRequest } from '../lib/queue';
import { QrCamera } from './QrCamera';

const Bar = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const NumberForm = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};

  input {
    flex: 1;
    min-width: 0;
    min-height: 52px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 2px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** A booking number (`123`, `#123`) or, otherwise, a ticket code as typed from the guest's screen. */
export function parseTyped(text: string): CheckInRequest | null {
  const typed = text.trim();
  const number = /^#?\s*(\d{1,9})$/.exec(typed);
  if (number) return { bookingId: Number(number[1]) };
  const code = typed.toUpperCase().replace(/\s+/g, '');
  return /^[0-9A-Z-]{8,40}$/.test(code) ? { ticketCode: code } : null;
}

/** The camera (opened on demand) and the typed booking number. */
export function ScanBar({
  onRequest,
}: {
  /** A check-in asked for; `fromCamera`: read by the camera (ignored while an answer is on screen). */
  onRequest: (request: CheckInRequest, fromCamera: boolean) => void;
}) {
  const { t } = useLingui();
  const [camera, setCamera] = useState(false);
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);

  return (
    <Bar aria-label={t`Scan or type`}>
      <Button
        size="lg"
        fullWidth
        variant={camera ? 'secondary' : 'primary'}
        onClick={() => setCamera(!camera)}
      >
        {camera ? <Trans>Close the camera</Trans> : <Trans>Scan a ticket</Trans>}
      </Button>
      {camera ? <QrCamera onCode={(ticketCode) => onRequest({ ticketCode }, true)} /> : null}
      <NumberForm
        onSubmit={(event) => {
          event.preventDefault();
          const request = parseTyped(typed);
          setInvalid(!request);
          if (!request) return;
          onRequest(request, false);
          setTyped('');
        }}
      >
        <input
          aria-label={t`Booking number or ticket code`}
          placeholder={t`Booking no. or ticket code`}
          value={typed}
          autoComplete="off"
          autoCapitalize="characters"
          enterKeyHint="go"
          aria-invalid={invalid}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button size="lg" type="submit">
          <Trans>Check in</Trans>
        </Button>
      </NumberForm>
      {invalid ? (
        <p role="alert" style={{ margin: 0 }}>
          <Trans>Type a booking number (e.g. 123) or the ticket code.</Trans>
        </p>
      ) : null}
    </Bar>
  );
}
