import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { useToast } from '@/components/toast';
import { formatSeoulDate } from '@/features/admin/kit/seoulTime';
import { useCheckInQueue } from '../hooks/useCheckInQueue';
import { useDay } from '../hooks/useDay';
import { useNow } from '../hooks/useNow';
import { ApiError, markNoShow, undoCheckIn, unmarkNoShow } from '../lib/api';
import { withQueued } from '../lib/overlay';
import type { CheckInRequest, FlushReport, Outcome } from '../lib/queue';
import { seoulToday, slotStarted } from '../lib/time';
import type { SlotSummary } from '../lib/types';
import { AnswerDialog, type Prompt } from './AnswerDialog';
import { GuestCard, type GuestRow } from './GuestCard';
import { ScanBar } from './ScanBar';
import { SlotList } from './SlotList';
import { SyncStatus } from './SyncStatus';

const Screen = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 720px;

  h2 {
    margin: 0;
  }
`;

const Guests = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
`;

/**
 * Check-in at the meeting point, phone first: today's slots (Seoul), a slot's manifest, check-in by
 * the camera, the booking number or a tap; partial arrival, undo, no-shows. Works from the copy saved
 * on the phone when the connection drops, and queues check-ins until it returns.
 */
export function CheckInSection() {
  const { t } = useLingui();
  const { toast, dismiss } = useToast();
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? seoulToday();
  const time = params.get('slot');
  const itemId = Number(params.get('item')) || null;
  const day = useDay(date, time, itemId);
  // Every check-in names the slot open on screen: the server tells a ticket for another one.
  const slotContext = time ? { slot: { date, time, ...(itemId ? { itemId } : {}) } } : {};
  const now = useNow(5000);
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const desk = useCheckInQueue((reports) => {
    reports.forEach(showReport);
    void day.reload();
  });
  const rows: GuestRow[] | null = day.rows ? withQueued(day.rows, desk.queue) : null;
  const started = !!time && slotStarted(date, time, new Date(now));

  const open = (slot: SlotSummary | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (slot) {
        next.set('slot', slot.time);
        next.set('item', String(slot.itemId));
      } else {
        next.delete('slot');
        next.delete('item');
      }
      return next;
    });

  const nameOf = (outcome: Extract<Outcome, { answer: unknown }>, request: CheckInRequest) =>
    outcome.answer.booking?.name ?? rows?.find((row) => row.bookingId === request.bookingId)?.name ?? null;

  function undo(bookingId: number) {
    dismiss();
    undoCheckIn(bookingId, desk.deviceId)
      .then(() => day.reload())
      .catch((error: unknown) =>
        toast({
          variant: 'destructive',
          title:
            error instanceof ApiError && error.status === 409
              ? t`Too late to undo: more than a minute has passed.`
              : t`Could not reach the server. Please try again.`,
        }),
      );
  }

  /**
   * `collectAsked`: staff were asked to collect before this check-in and chose to check in without it.
   * `onCard`: the check-in was a tap on the guest's card, which shows it (and its undo) in place: no
   * toast then, which on a phone would lie over the next cards and this one's guest count.
   */
  function show(outcome: Outcome, request: CheckInRequest, collectAsked = false, onCard = false) {
    if (outcome.kind === 'sent') {
      const name = nameOf(outcome, request) ?? '';
      const bookingId = outcome.answer.booking?.bookingId ?? request.bookingId;
      if (request.guestsArrived !== undefined) return;
      if (!onCard)
        toast({
          variant: 'success',
          title: t`Checked in: ${name}`,
          duration: 10_000,
          description: bookingId ? (
            <Button size="md" variant="secondary" onClick={() => undo(bookingId)}>
              {t`Undo`}
            </Button>
          ) : undefined,
        });
      const due = outcome.answer.amountDue ?? 0;
      if (due > 0 && !request.collect && !collectAsked && bookingId)
        setPrompt({ kind: 'collect', name, amount: due, request: { bookingId }, checkedIn: true });
    } else if (outcome.kind === 'conflict') {
      const { keptGuestsArrived: kept, booking } = outcome.answer;
      if (request.guestsArrived !== undefined && kept != null && booking) {
        // A count changed offline, sent after the check-in: the server kept its own; staff are told.
        setPrompt({
          kind: 'count-kept',
          name: booking.name,
          kept,
          asked: request.guestsArrived,
          guests: booking.guests,
          at: outcome.answer.alreadyCheckedInAt ?? '',
          by: outcome.answer.alreadyCheckedInBy ?? null,
          bookingId: booking.bookingId,
        });
        return;
      }
      // A new guest count for a booking already in is an update, not a second scan.
      if (request.guestsArrived !== undefined || request.collect) return;
      setPrompt({
        kind: 'already',
        name: nameOf(outcome, request),
        at: outcome.answer.alreadyCheckedInAt ?? '',
        by: outcome.answer.alreadyCheckedInBy ?? null,
      });
    } else if (outcome.kind === 'wrong-slot' && outcome.answer.wrongSlot) {
      setPrompt({
        kind: 'wrong-slot',
        name: nameOf(outcome, request),
        slot: outcome.answer.wrongSlot,
        request,
      });
    } else if (outcome.kind === 'refused') {
      setPrompt({
        kind: 'refused',
        message:
          outcome.status === 404
            ? t`No booking has this ticket code or number.`
            : outcome.status === 429
              ? t`Too many unknown codes from this account: wait a few minutes, or type the booking number.`
              : t`This booking cannot be checked in: it is cancelled, expired or not approved yet.`,
      });
    }
  }

  function showReport({ item, outcome }: FlushReport) {
    show(outcome, item.request);
  }

  async function run(asked: CheckInRequest, collectAsked = false, onCard = false) {
    const request = { ...slotContext, ...asked };
    const result = await desk.submit(request);
    if ('queued' in result) {
      toast({ title: t`Saved on this phone: it will be sent when the connection returns.` });
      return;
    }
    show(result.outcome, request, collectAsked, onCard);
    void day.reload();
  }

  /** `onCard`: tapped on the card (a typed number checks its card's booking in too, and is told so). */
  const checkIn = (row: GuestRow, onCard = false) => {
    const request = { bookingId: row.bookingId };
    if (row.amountDue > 0) setPrompt({ kind: 'collect', name: row.name, amount: row.amountDue, request });
    else void run(request, false, onCard);
  };

  const noShow = (row: GuestRow, on: boolean) =>
    void (on ? markNoShow(row.bookingId) : unmarkNoShow(row.bookingId))
      .then(() => day.reload())
      .catch((error: unknown) =>
        toast({ variant: 'destructive', title: error instanceof Error ? error.message : String(error) }),
      );

  const undoRow = (row: GuestRow) => {
    const queued = desk.queue.find((item) => item.request.bookingId === row.bookingId);
    if (queued) desk.drop(queued.id);
    else undo(row.bookingId);
  };

  const slot = day.slots?.find((s) => s.time === time && (!itemId || s.itemId === itemId));
  return (
    <Screen>
      <h2>
        <Trans>Check-in</Trans> · {formatSeoulDate(date)}
      </h2>
      <SyncStatus online={desk.online} waiting={desk.queue.length} savedAt={day.savedAt} />
      <ScanBar
        onRequest={(request, fromCamera) => {
          // The ticket still held up to the camera while its answer is read is not a new scan.
          if (fromCamera && prompt) return;
          // A typed number of this slot's manifest is a tap on its card (an unpaid one asks first).
          const row = rows?.find((r) => r.bookingId === request.bookingId && !r.arrived);
          if (row) checkIn(row);
          else void run(request);
        }}
      />
      {time ? (
        <>
          <Button variant="ghost" onClick={() => open(null)}>
            <Trans>← All of today's slots</Trans>
          </Button>
          <h3 style={{ margin: 0 }}>
            {time}
            {slot ? ` · ${slot.itemName}` : ''}
          </h3>
          {rows ? (
            <Guests aria-label={t`Guests of ${time}`}>
              {rows.map((row) => (
                <GuestCard
                  key={row.bookingId}
                  row={row}
                  started={started}
                  now={now}
                  onCheckIn={(row) => checkIn(row, true)}
                  onArrived={(r, arrived) => void run({ bookingId: r.bookingId, guestsArrived: arrived })}
                  onUndo={undoRow}
                  onNoShow={noShow}
                />
              ))}
            </Guests>
          ) : day.error ? (
            <p role="alert">
              <Trans>This slot's guest list could not be loaded, and none is saved on this phone.</Trans>
            </p>
          ) : (
            <p aria-busy="true">
              <Trans>Loading…</Trans>
            </p>
          )}
        </>
      ) : day.slots ? (
        <SlotList slots={day.slots} onOpen={open} />
      ) : day.error ? (
        <p role="alert">
          <Trans>Today's slots could not be loaded, and none are saved on this phone.</Trans>
        </p>
      ) : (
        <p aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      )}
      <AnswerDialog
        prompt={prompt}
        onClose={() => setPrompt(null)}
        onSubmit={(request, from) => void run(request, from.kind === 'collect')}
      />
    </Screen>
  );
}
