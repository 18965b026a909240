import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../../../../mikro-orm.config.js';
import { createTestDatabase, type TestDatabase } from '../../testing/database.js';
import { EventBus, inTransaction, type Transaction } from './event-bus.js';

// The event bus's promise (docs/architecture.md, "Events"): what a subscriber writes within the
// publisher's transaction commits or rolls back with it; what waits for the commit runs only after one.

interface Tx extends Transaction {
  note(text: string): Promise<void>;
}
interface Events {
  happened: { event: { what: string }; tx: Tx };
  other: { event: number; tx: Tx };
}

let db: TestDatabase;
let orm: MikroORM;
beforeAll(async () => {
  db = await createTestDatabase({ empty: true });
  orm = await MikroORM.init(ormConfig(db.url, { logger: () => {} }));
  await orm.em.execute('create table note (id serial primary key, text text not null)');
});
afterAll(async () => {
  await orm.close();
  await db.drop();
});

const notes = async () =>
  (await orm.em.fork().execute<{ text: string }[]>('select text from note order by id')).map((r) => r.text);

/** Publishes `what` in a transaction that ends with `end` (throwing rolls it back). */
async function publishIn(bus: EventBus<Events>, what: string, end: () => void = () => undefined) {
  const errors: unknown[] = [];
  await inTransaction(orm.em, { error: ({ err }) => errors.push(err) }, async (em, after) => {
    const tx: Tx = {
      note: async (text) => void (await em.execute('insert into note (text) values (?)', [text])),
      afterCommit: (work) => after.afterCommit(work),
    };
    await tx.note(`publisher ${what}`);
    await bus.publish(tx, 'happened', { what });
    end();
  });
  return errors;
}

beforeEach(async () => {
  await orm.em.execute('truncate note');
});

it('delivers within the transaction, in the order of subscription, then after the commit', async () => {
  const bus = new EventBus<Events>();
  const seen: string[] = [];
  bus.within('happened', async ({ what }, tx) => {
    seen.push(`first ${what}`);
    await tx.note(`first ${what}`);
  });
  bus.committed('happened', ({ what }) => seen.push(`committed ${what}`));
  bus.within('happened', async ({ what }, tx) => {
    seen.push(`second ${what}`);
    await tx.note(`second ${what}`);
  });
  bus.within('other', () => void seen.push('other'));

  expect(await publishIn(bus, 'a')).toEqual([]);
  expect(seen).toEqual(['first a', 'second a', 'committed a']);
  expect(await notes()).toEqual(['publisher a', 'first a', 'second a']);
});

it("rolls a subscriber's writes back with the publisher's, and runs nothing after a commit that never came", async () => {
  const bus = new EventBus<Events>();
  const committed: string[] = [];
  bus.within('happened', ({ what }, tx) => tx.note(`subscriber ${what}`));
  bus.committed('happened', ({ what }) => committed.push(what));

  await expect(
    publishIn(bus, 'b', () => {
      throw new Error('the publisher changed its mind');
    }),
  ).rejects.toThrow('the publisher changed its mind');
  expect(await notes()).toEqual([]);
  expect(committed).toEqual([]);
});

it("aborts the publisher's transaction when a subscriber within it fails", async () => {
  const bus = new EventBus<Events>();
  bus.within('happened', () => {
    throw new Error('no outbox today');
  });
  await expect(publishIn(bus, 'c')).rejects.toThrow('no outbox today');
  expect(await notes()).toEqual([]);
});

it("hands an after-commit subscriber's failure to the owner and still runs the others", async () => {
  const bus = new EventBus<Events>();
  const ran: string[] = [];
  bus.committed('happened', () => {
    throw new Error('metrics down');
  });
  bus.committed('happened', ({ what }) => ran.push(what));
  const errors = await publishIn(bus, 'd');
  expect(errors).toEqual([new Error('metrics down')]);
  expect(ran).toEqual(['d']);
  expect(await notes()).toEqual(['publisher d']);
});

it('stops delivering to a subscriber that unsubscribed', async () => {
  const bus = new EventBus<Events>();
  const seen: string[] = [];
  const unsubscribe = bus.within('happened', ({ what }) => void seen.push(what));
  await publishIn(bus, 'e');
  unsubscribe();
  await publishIn(bus, 'f');
  expect(seen).toEqual(['e']);
});
