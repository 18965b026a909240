import { ApolloLink, type ApolloClient } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { Observable } from 'rxjs';

/**
 * Ending a session without refusals: a query still on its way when the server ends the session is
 * answered 401 (and the browser logs it), and so is one a view starts while the sign-out is under way
 * (a dashboard tile mounting as its data arrives). `endSession(work)` holds new queries back, waits
 * for those in flight to be answered (with the session still valid), then runs `work` (the sign-out
 * mutation, which passes: only queries wait); the queries started meanwhile are never sent and fail
 * with a SessionEndedError, since they belong to views the sign-out is about to unmount.
 */
export class SessionEndedError extends Error {
  constructor() {
    super('The session is ending: the query was not sent.');
    this.name = 'SessionEndedError';
  }
}

export interface SessionEndGate {
  /** The link to put first in the chain. */
  readonly link: ApolloLink;
  endSession<T>(work: () => Promise<T>): Promise<T>;
}

/** How long a sign-out waits for queries in flight before it goes ahead anyway. */
const IN_FLIGHT_WAIT_MS = 5_000;

export function createSessionEndGate(waitMs = IN_FLIGHT_WAIT_MS): SessionEndGate {
  let inFlight = 0;
  let ending = false;
  let idle: (() => void)[] = [];
  const settled = () => {
    if (inFlight > 0) return;
    const waiting = idle;
    idle = [];
    for (const resolve of waiting) resolve();
  };

  const link = new ApolloLink((operation, forward) => {
    if (operation.operationType !== OperationTypeNode.QUERY) return forward(operation);
    if (ending) return new Observable((observer) => observer.error(new SessionEndedError()));
    return new Observable((observer) => {
      inFlight += 1;
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        inFlight -= 1;
        settled();
      };
      const subscription = forward(operation).subscribe({
        next: (value) => observer.next(value),
        error: (error: unknown) => {
          finish();
          observer.error(error);
        },
        complete: () => {
          finish();
          observer.complete();
        },
      });
      return () => {
        finish();
        subscription.unsubscribe();
      };
    });
  });

  async function endSession<T>(work: () => Promise<T>): Promise<T> {
    ending = true;
    try {
      if (inFlight > 0) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([
          new Promise<void>((resolve) => idle.push(resolve)),
          new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs))),
        ]);
        clearTimeout(timer);
      }
      return await work();
    } finally {
      ending = false;
    }
  }

  return { link, endSession };
}

const gates = new WeakMap<ApolloClient, SessionEndGate>();

/** Ties `gate` to the client whose link chain it heads (createApolloClient does it). */
export function registerSessionEndGate(client: ApolloClient, gate: SessionEndGate): void {
  gates.set(client, gate);
}

/** Runs `work` through `client`'s gate; a client without one (a test's mocked client) just runs it. */
export function endSession<T>(client: ApolloClient, work: () => Promise<T>): Promise<T> {
  const gate = gates.get(client);
  return gate ? gate.endSession(work) : work();
}
