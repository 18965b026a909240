import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * One typed, in-process event list per publishing module (booking.events.ts is the first): the
 * publisher names what happened, the modules that care subscribe, and the publisher imports none of
 * them (docs/architecture.md, "Events").
 *
 * Two kinds of subscriber:
 * - `within`: runs inside the publisher's database transaction, before it commits, with the
 *   transaction's handle. For subscribers that write (a mail in the outbox, an amount due): what they
 *   write commits or rolls back with the change that caused it, so it is never lost nor doubled. A
 *   subscriber that throws aborts the publisher's transaction.
 * - `committed`: runs once the transaction has committed, never when it rolled back. For
 *   subscribers that only notify (metrics, waking the mail dispatcher). Their errors are logged by
 *   the transaction's owner, not thrown at the publisher, whose change already happened.
 *
 * The list names each event's payload and the transaction handle its subscribers get (what they may
 * write with): `{ received: { event: BookingReceived; tx: ApplicationTx } }`.
 */
export class EventBus<Events extends { [K in keyof Events]: { event: unknown; tx: Transaction } }> {
  private readonly withinHandlers = new Map<keyof Events, Handler<never, never>[]>();
  private readonly committedHandlers = new Map<keyof Events, ((event: never) => void)[]>();

  /** Subscribes `handler` to `name`, delivered inside the publisher's transaction. */
  within<K extends keyof Events>(name: K, handler: Handler<Events[K]['event'], Events[K]['tx']>): () => void {
    return add(this.withinHandlers, name, handler as Handler<never, never>);
  }

  /** Subscribes `handler` to `name`, delivered after the publisher's transaction committed. */
  committed<K extends keyof Events>(name: K, handler: (event: Events[K]['event']) => void): () => void {
    return add(this.committedHandlers, name, handler as (event: never) => void);
  }

  /**
   * Publishes `event` in the transaction `tx`: every `within` subscriber runs now, one after the
   * other in the order they subscribed (each sees what the earlier wrote); the `committed` ones are
   * left with the transaction for after its commit.
   */
  async publish<K extends keyof Events>(
    tx: Events[K]['tx'],
    name: K,
    event: Events[K]['event'],
  ): Promise<void> {
    for (const handler of this.withinHandlers.get(name) ?? []) await handler(event as never, tx as never);
    for (const handler of this.committedHandlers.get(name) ?? [])
      tx.afterCommit(() => handler(event as never));
  }
}

type Handler<E, Tx> = (event: E, tx: Tx) => void | Promise<void>;

/** What every transaction handle offers the bus: work to run once it has committed. */
export interface Transaction {
  afterCommit(work: () => void): void;
}

function add<K, H>(map: Map<K, H[]>, name: K, handler: H): () => void {
  const list = map.get(name) ?? [];
  map.set(name, [...list, handler]);
  return () =>
    map.set(
      name,
      (map.get(name) ?? []).filter((h) => h !== handler),
    );
}

/** Where an after-commit subscriber's failure is written (the app's logger; stderr without one). */
export interface ErrorLog {
  error(details: { err: unknown }, message: string): void;
}

/**
 * The after-commit half of a transaction handle: the owner of the transaction calls `committed()`
 * once its commit succeeded (and drops the handle when it rolled back). A subscriber's failure is
 * logged and does not stop the others: the change it followed already happened.
 */
export class AfterCommit implements Transaction {
  private readonly work: (() => void)[] = [];

  afterCommit = (work: () => void): void => {
    this.work.push(work);
  };

  committed(log: ErrorLog | undefined): void {
    for (const work of this.work.splice(0)) {
      try {
        work();
      } catch (error) {
        if (log) log.error({ err: error }, 'an after-commit subscriber failed');
        else console.error('an after-commit subscriber failed', error);
      }
    }
  }
}

/**
 * Runs `work` in a transaction on a fork of `em`, then, once it committed, what its subscribers left
 * for after the commit (a failure of theirs goes to `log`). Nothing of it runs when the work throws.
 */
export async function inTransaction<T>(
  em: EntityManager,
  log: ErrorLog | undefined,
  work: (em: EntityManager, after: Transaction) => Promise<T>,
): Promise<T> {
  const after = new AfterCommit();
  const result = await em.fork().transactional((tx) => work(tx, after));
  after.committed(log);
  return result;
}
