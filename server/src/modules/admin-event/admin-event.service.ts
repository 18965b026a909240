import { EventEmitter, on } from 'node:events';
import type { Logger } from '../../common/logger.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Transaction } from '../../platform/events/event-bus.js';
import {
  announceAfterCommit,
  announcingPool,
  notify,
  type PgPubSub,
  type SqlRunner,
} from '../../platform/pubsub/pubsub.js';
import { AdminEventKind, type AdminEvent } from './admin-event.types.js';

/** The NOTIFY channel of admin events (platform/pubsub). */
export const ADMIN_EVENT_CHANNEL = 'admin_event';

/** What a writer announces; `at` is added when it is published. */
export type AdminEventInput = Omit<AdminEvent, 'at'>;

const clip = (value: string | null | undefined, length: number) =>
  value == null ? value : value.length > length ? value.slice(0, length - 1) + '…' : value;

/** An admin event as it is sent on ADMIN_EVENT_CHANNEL: long texts clipped, `at` added. */
export function adminEventPayload(event: AdminEventInput): string {
  const payload: AdminEvent = {
    ...event,
    itemTitle: clip(event.itemTitle, 200),
    name: clip(event.name, 100),
    subject: clip(event.subject, 200),
    at: new Date(),
  };
  return JSON.stringify(payload);
}

/**
 * Announces an admin event to every app instance. Call it with the writer's transaction (the
 * EntityManager inside `transactional`): PostgreSQL sends it when that transaction commits, and
 * never when it rolls back.
 */
export function publishAdminEvent(tx: SqlRunner, event: AdminEventInput): Promise<void> {
  return notify(tx, ADMIN_EVENT_CHANNEL, adminEventPayload(event));
}

/**
 * Announces an admin event once the writer's transaction (`em`, `after`) committed, beside it rather
 * than from it: a notifying commit holds PostgreSQL's one notify lock through its WAL flush, so busy
 * writers' commits would queue one after another. Never for a transaction that rolled back. Every
 * writer hands its events to the announcer of the ORM's pool (platform/pubsub announceAfterCommit), so
 * they go out in the order handed.
 */
export async function announceAdminEvent(
  em: EntityManager,
  after: Transaction,
  event: AdminEventInput,
): Promise<void> {
  const pool = await announcingPool(em);
  const payload = adminEventPayload(event);
  after.afterCommit(() => announceAfterCommit(pool, { channel: ADMIN_EVENT_CHANNEL, payload }));
}

function parse(payload: string): AdminEvent | null {
  try {
    const event = JSON.parse(payload) as AdminEvent;
    if (!(event.kind in AdminEventKind) || typeof event.id !== 'number') return null;
    return { ...event, at: new Date(event.at) };
  } catch {
    return null;
  }
}

declare module '../../context.js' {
  interface ModuleServices {
    /** Admin events from every instance (the subscriptions' source). */
    adminEvents: AdminEvents;
  }
}

/**
 * This instance's admin events: every instance's announcements, arriving through the process's
 * pub/sub connection, handed to each open subscription. After the connection came back, a RESYNC
 * event tells the screens that something may have been missed.
 */
export class AdminEvents {
  private readonly emitter = new EventEmitter();
  private connectedOnce = false;

  constructor(pubsub: PgPubSub, logger: Logger) {
    // Each subscription adds a listener; admins are few, but there is no reason to warn at 10.
    this.emitter.setMaxListeners(0);
    pubsub.subscribe(ADMIN_EVENT_CHANNEL, (payload) => {
      const event = parse(payload);
      if (event) this.emitter.emit('event', event);
      else logger.warn({ payload }, 'unreadable admin event');
    });
    pubsub.onConnect(() => {
      if (this.connectedOnce)
        this.emitter.emit('event', {
          kind: AdminEventKind.RESYNC,
          id: 0,
          at: new Date(),
        } satisfies AdminEvent);
      this.connectedOnce = true;
    });
  }

  /** How many subscriptions are open on this instance (for tests and health figures). */
  get subscribers(): number {
    return this.emitter.listenerCount('event');
  }

  /**
   * The events from now on, until the returned iterator is closed (the subscription ends: its
   * listener goes at once, not at the next event). Before each one `stillAllowed` is asked: when
   * the admin's session ended meanwhile, the stream fails with `refusal()` instead.
   */
  subscribe(stillAllowed: () => Promise<boolean>, refusal: () => Error): AsyncIterableIterator<AdminEvent> {
    const controller = new AbortController();
    const source = on(this.emitter, 'event', { signal: controller.signal });
    const done = { done: true, value: undefined } as const;
    return {
      async next() {
        try {
          const result = await source.next();
          if (result.done) return done;
          if (!(await stillAllowed())) {
            controller.abort();
            throw refusal();
          }
          return { done: false, value: (result.value as [AdminEvent])[0] };
        } catch (error) {
          if ((error as Error).name === 'AbortError') return done;
          throw error;
        }
      },
      async return() {
        controller.abort();
        return done;
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }
}

/** What an event says about a booking: the guest, the experience, the slot and the status. */
export function bookingEvent(
  kind: typeof AdminEventKind.APPLICATION_CREATED | typeof AdminEventKind.BOOKING_STATUS_CHANGED,
  booking: {
    id: number;
    guestName: string;
    bookingDate: string;
    timeSlot: string;
    numberOfGuests: number;
    status: string;
  },
  experience: { id: number; title: string },
  previousStatus?: string,
): AdminEventInput {
  return {
    kind,
    id: booking.id,
    itemId: experience.id,
    itemTitle: experience.title,
    name: booking.guestName,
    bookingDate: booking.bookingDate,
    timeSlot: booking.timeSlot,
    guests: booking.numberOfGuests,
    status: booking.status,
    previousStatus: previousStatus ?? null,
  };
}
