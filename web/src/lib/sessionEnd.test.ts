import { jest } from '@jest/globals';
import { ApolloLink } from '@apollo/client';
import { Observable, type Subscriber } from 'rxjs';
import { BackupStatusDocument, LogoutDocument, MeDocument } from '@/generated/graphql';
import { createApolloClient } from './apollo';
import { endSession, SessionEndedError } from './sessionEnd';

/** A server stand-in that answers only when told to, and records what reached it, in order. */
function heldServer() {
  const reached: string[] = [];
  const pending = new Map<string, Subscriber<ApolloLink.Result>>();
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        reached.push(operation.operationName ?? '');
        pending.set(operation.operationName ?? '', observer);
      }),
  );
  function answer(name: string, data: Record<string, unknown>) {
    const observer = pending.get(name);
    if (!observer) throw new Error(`${name} did not reach the server`);
    pending.delete(name);
    observer.next({ data });
    observer.complete();
  }
  return { link, reached, answer };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ending a session', () => {
  it('waits for the queries in flight, lets the sign-out through and drops the queries started meanwhile', async () => {
    const server = heldServer();
    const client = createApolloClient({ link: server.link });
    const backup = client.query({ query: BackupStatusDocument, fetchPolicy: 'network-only' });
    await tick();

    const steps: string[] = [];
    const ended = endSession(client, async () => {
      steps.push('sign-out starts');
      // A tile mounting while the sign-out is under way: held back, never sent.
      const late = client
        .query({ query: MeDocument, fetchPolicy: 'network-only' })
        .catch((error: unknown) => error);
      const out = client.mutate({ mutation: LogoutDocument });
      await tick();
      server.answer('Logout', { logout: true });
      await out;
      steps.push('signed out');
      return late;
    });
    await tick();
    // The sign-out waits for the backup status, asked with the session still valid.
    expect(steps).toEqual([]);
    expect(server.reached).toEqual(['BackupStatus']);

    server.answer('BackupStatus', { backupStatus: null });
    await backup;
    const late = await ended;

    expect(steps).toEqual(['sign-out starts', 'signed out']);
    expect(server.reached).toEqual(['BackupStatus', 'Logout']);
    expect(late).toBeInstanceOf(SessionEndedError);

    // Afterwards, queries go out again (the sign-in page asks who is signed in).
    const me = client.query({ query: MeDocument, fetchPolicy: 'network-only' });
    await tick();
    server.answer('Me', { me: null });
    expect((await me).data).toEqual({ me: null });
    expect(server.reached).toEqual(['BackupStatus', 'Logout', 'Me']);
  });

  it('goes ahead after a bounded wait when a query never answers', async () => {
    jest.useFakeTimers();
    try {
      const server = heldServer();
      const client = createApolloClient({ link: server.link });
      void client.query({ query: BackupStatusDocument, fetchPolicy: 'network-only' }).catch(() => undefined);
      await Promise.resolve();
      const work = jest.fn(() => Promise.resolve('done'));
      const ended = endSession(client, work);
      await jest.advanceTimersByTimeAsync(4_999);
      expect(work).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      await expect(ended).resolves.toBe('done');
    } finally {
      jest.useRealTimers();
    }
  });
});
