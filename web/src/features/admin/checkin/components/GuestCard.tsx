import { useState } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { CHECK_IN_UNDO_SECONDS } from '@domain/checkIn';
import { formatKrw } from '@domain/pricing';
import { Button } from '@/components/Button';
import { formatSeoulMoment } from '@/features/admin/kit/seoulTime';
import type { ManifestRow } from '../lib/types';
import { contactLinks } from '../lib/contact';

/** A row of the manifest as the screen shows it: with what this phone has not sent yet. */
export type GuestRow = ManifestRow & { pending: boolean };

const UNDO_MS = CHECK_IN_UNDO_SECONDS * 1000;

const Card = styled.li<{ $here: boolean; $noShow: boolean }>`
  list-style: none;
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid
    ${({ $here, $noShow, theme }) => ($here ? theme.colors.success : $noShow ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $here, theme }) => ($here ? theme.colors.successSurface : theme.colors.surfaceRaised)};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Facts = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

const Requests = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surface};
`;

const Due = styled.p<{ $due: boolean }>`
  margin: 0;
  font-weight: 700;
  color: ${({ $due, theme }) => ($due ? theme.colors.warning : theme.colors.success)};
`;

const Contacts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.link};
    font-weight: 600;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  output {
    min-width: 6.5em;
    text-align: center;
    font-weight: 700;
  }
`;

export type GuestCardProps = {
  row: GuestRow;
  /** The slot has started: guests not here may be marked as no-shows. */
  started: boolean;
  now: number;
  onCheckIn: (row: GuestRow) => void;
  onArrived: (row: GuestRow, arrived: number) => void;
  onUndo: (row: GuestRow) => void;
  onNoShow: (row: GuestRow, noShow: boolean) => void;
};

/** One booking of the manifest: who, how many, what to know, and the buttons a guide taps with a thumb. */
export function GuestCard({ row, started, now, onCheckIn, onArrived, onUndo, onNoShow }: GuestCardProps) {
  const { t, i18n } = useLingui();
  const [copied, setCopied] = useState(false);
  const here = row.arrived;
  const contact = contactLinks(row.phone);
  const due = row.amountDue > 0;
  const number = row.bookingNumber ?? `#${row.bookingId}`;
  const name = row.name;
  const arrived = row.guestsArrived ?? row.guests;
  const guests = row.guests;
  // The undo's minute counts from the server's check-in (an offline scan sent later gets its minute
  // then); the time shown is the guest's arrival, the scan's when the phone queued it.
  const undoable = here && (row.pending || (row.checkedInAt && now - Date.parse(row.checkedInAt) < UNDO_MS));

  return (
    <Card aria-label={name} $here={here} $noShow={row.noShow} data-booking={row.bookingId}>
      <Name>{name}</Name>
      <Facts>
        {number} · <Trans>{guests} guests</Trans>
        {row.option ? ` · ${row.option}` : ''}
        {row.language ? ` · ${row.language}` : ''}
      </Facts>
      {row.specialRequests ? <Requests>{row.specialRequests}</Requests> : null}
      <Due $due={due}>
        {due ? <Trans>To collect: {formatKrw(row.amountDue, i18n.locale)}</Trans> : <Trans>Paid</Trans>}
      </Due>
      {contact ? (
        <Contacts>
          <a href={contact.tel} aria-label={t`Call ${name}`}>
            {contact.display}
          </a>
          <a href={contact.whatsapp} target="_blank" rel="noreferrer" aria-label={t`WhatsApp ${name}`}>
            WhatsApp
          </a>
          <a href={contact.sms} aria-label={t`Text ${name}`}>
            SMS
          </a>
          <Button
            size="md"
            variant="ghost"
            title={t`KakaoTalk and LINE open chats by account, not by number: search the copied number in the app.`}
            onClick={() => void navigator.clipboard?.writeText(contact.display).then(() => setCopied(true))}
          >
            {copied ? <Trans>Copied</Trans> : <Trans>Copy for KakaoTalk / LINE</Trans>}
          </Button>
        </Contacts>
      ) : null}
      <Actions>
        {row.status !== 'confirmed' ? (
          <p style={{ margin: 0, fontWeight: 700 }}>
            <Trans>Application not approved yet: approve it in Bookings before checking in.</Trans>
          </p>
        ) : here ? (
          <>
            <p role="status" style={{ margin: 0, fontWeight: 700 }}>
              {row.pending ? (
                <Trans>Checked in · waiting to be sent</Trans>
              ) : row.checkedInAt ? (
                <Trans>
                  Checked in at {formatSeoulMoment(row.scannedAt ?? row.checkedInAt)} by{' '}
                  {row.checkedInBy ?? '—'}
                </Trans>
              ) : (
                <Trans>Checked in</Trans>
              )}
            </p>
            {guests > 1 ? (
              <Stepper>
                <Button
                  size="lg"
                  variant="secondary"
                  aria-label={t`One guest fewer`}
                  disabled={arrived <= 1}
                  onClick={() => onArrived(row, arrived - 1)}
                >
                  −
                </Button>
                <output aria-live="polite">
                  <Trans>
                    {arrived} of {guests} here
                  </Trans>
                </output>
                <Button
                  size="lg"
                  variant="secondary"
                  aria-label={t`One guest more`}
                  disabled={arrived >= guests}
                  onClick={() => onArrived(row, arrived + 1)}
                >
                  +
                </Button>
              </Stepper>
            ) : null}
            {undoable ? (
              <Button size="lg" variant="ghost" onClick={() => onUndo(row)}>
                <Trans>Undo check-in</Trans>
              </Button>
            ) : null}
          </>
        ) : row.noShow ? (
          <>
            <p style={{ margin: 0, fontWeight: 700 }}>
              <Trans>No-show</Trans>
            </p>
            <Button size="lg" variant="ghost" onClick={() => onNoShow(row, false)}>
              <Trans>Undo no-show</Trans>
            </Button>
          </>
        ) : (
          <>
            <Button size="lg" fullWidth onClick={() => onCheckIn(row)} aria-label={t`Check in ${name}`}>
              <Trans>Check in</Trans>
            </Button>
            {started ? (
              <Button
                size="lg"
                variant="secondary"
                onClick={() => onNoShow(row, true)}
                aria-label={t`Mark ${name} as a no-show`}
              >
                <Trans>No-show</Trans>
              </Button>
            ) : null}
          </>
        )}
      </Actions>
    </Card>
  );
}
