import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatKrw } from '@domain/pricing';
import { Button } from '@/components/Button';
import { Modal } from '@/components/Modal';
import { formatSeoulDate, formatSeoulMoment } from '@/features/admin/kit/seoulTime';
import type { CheckInRequest, CollectMethod } from '../lib/queue';

/** What the screen asks or tells after a scan or a tap, in a dialog. */
export type Prompt =
  /** An unpaid booking: collect the amount (recorded in the same step) or check in without it. */
  | { kind: 'collect'; name: string; amount: number; request: CheckInRequest; checkedIn?: boolean }
  | { kind: 'already'; name: string | null; at: string; by: string | null }
  /** A count changed offline on this phone, sent after the check-in it would change: the server kept its own. */
  | {
      kind: 'count-kept';
      name: string | null;
      kept: number;
      asked: number;
      guests: number;
      at: string;
      by: string | null;
      bookingId: number;
    }
  | {
      kind: 'wrong-slot';
      name: string | null;
      slot: { date: string; time: string; itemName: string };
      request: CheckInRequest;
    }
  | { kind: 'refused'; message: string };

const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Big = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
`;

export type AnswerDialogProps = {
  prompt: Prompt | null;
  onClose: () => void;
  /** Sends the check-in again with what staff chose (an override, a payment); `from` is the prompt answered. */
  onSubmit: (request: CheckInRequest, from: Prompt) => void;
};

/** The answers staff must read: already checked in, another slot's ticket, money to collect, a refusal. */
export function AnswerDialog({ prompt, onClose, onSubmit }: AnswerDialogProps) {
  const { t, i18n } = useLingui();
  const choose = (request: CheckInRequest) => {
    if (!prompt) return;
    onClose();
    onSubmit(request, prompt);
  };
  const collect = (method: CollectMethod) => {
    if (prompt?.kind !== 'collect') return;
    choose({ ...prompt.request, collect: { amount: prompt.amount, method } });
  };

  let title = '';
  let body = null;
  if (prompt?.kind === 'collect') {
    const amount = formatKrw(prompt.amount, i18n.locale);
    title = t`Collect ${amount}`;
    body = (
      <>
        <p>
          <Trans>{prompt.name} has not paid yet. Take the payment, then record how it was paid.</Trans>
        </p>
        <Big>{amount}</Big>
        <Choices>
          <Button size="lg" onClick={() => collect('cash_on_site')}>
            <Trans>Cash received · check in</Trans>
          </Button>
          <Button size="lg" onClick={() => collect('card_on_site')}>
            <Trans>Card paid · check in</Trans>
          </Button>
          {prompt.checkedIn ? (
            <Button size="lg" variant="secondary" onClick={onClose}>
              <Trans>Not now</Trans>
            </Button>
          ) : (
            <Button size="lg" variant="secondary" onClick={() => choose(prompt.request)}>
              <Trans>Check in without payment</Trans>
            </Button>
          )}
        </Choices>
      </>
    );
  } else if (prompt?.kind === 'already') {
    const at = formatSeoulMoment(prompt.at);
    const by = prompt.by ?? '—';
    title = t`Already checked in`;
    body = (
      <>
        <Big>
          <Trans>
            Already checked in at {at} by {by}
          </Trans>
        </Big>
        {prompt.name ? <p>{prompt.name}</p> : null}
        <Choices>
          <Button size="lg" onClick={onClose}>
            <Trans>OK</Trans>
          </Button>
        </Choices>
      </>
    );
  } else if (prompt?.kind === 'count-kept') {
    const { kept, asked, guests } = prompt;
    const at = formatSeoulMoment(prompt.at);
    const by = prompt.by ?? '—';
    title = t`Guest count not changed`;
    body = (
      <>
        <Big>
          <Trans>
            Kept {kept} of {guests} from {at} by {by}
          </Trans>
        </Big>
        {prompt.name ? <p>{prompt.name}</p> : null}
        <p>
          <Trans>
            This phone changed it to {asked} of {guests} while offline; that change was made after the
            check-in and was not applied.
          </Trans>
        </p>
        <Choices>
          <Button
            size="lg"
            variant="secondary"
            onClick={() => choose({ bookingId: prompt.bookingId, guestsArrived: asked })}
          >
            <Trans>
              Make it {asked} of {guests}
            </Trans>
          </Button>
          <Button size="lg" onClick={onClose}>
            <Trans>Keep {kept}</Trans>
          </Button>
        </Choices>
      </>
    );
  } else if (prompt?.kind === 'wrong-slot') {
    const { itemName, time } = prompt.slot;
    const date = formatSeoulDate(prompt.slot.date);
    title = t`Ticket for another slot`;
    body = (
      <>
        <Big>
          <Trans>
            This ticket is for {itemName}, {date} {time}.
          </Trans>
        </Big>
        {prompt.name ? <p>{prompt.name}</p> : null}
        <Choices>
          <Button size="lg" variant="secondary" onClick={() => choose({ ...prompt.request, override: true })}>
            <Trans>Check in anyway</Trans>
          </Button>
          <Button size="lg" onClick={onClose}>
            <Trans>Do not check in</Trans>
          </Button>
        </Choices>
      </>
    );
  } else if (prompt?.kind === 'refused') {
    title = t`Not checked in`;
    body = (
      <>
        <Big>{prompt.message}</Big>
        <Choices>
          <Button size="lg" onClick={onClose}>
            <Trans>OK</Trans>
          </Button>
        </Choices>
      </>
    );
  }

  return (
    <Modal open={!!prompt} onClose={onClose} title={title} width="420px">
      {body}
    </Modal>
  );
}
