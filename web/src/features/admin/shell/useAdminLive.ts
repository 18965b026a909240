import { useEffect, useRef, useState } from 'react';
import { ApolloLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient, type Client } from 'graphql-ws';
import { AdminEventsDocument } from '@/generated/graphql';
import { QUERIES_BY_EVENT, refreshOpenQueries, type AdminEvent } from '@/features/admin/kit/liveQueries';
import { useTitleLanguage } from '@/features/admin/kit/useTitleLanguage';

export type { AdminEvent } from '@/features/admin/kit/liveQueries';
export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

/**
 * How long events are gathered before the queries they touch are asked again (once). A test of a burst
 * widens it: on a loaded machine three socket messages may take longer than 150 ms to be handled, and
 * the burst would then rightly be two refreshes.
 */
export const liveBatching = { ms: 150 };

/** The socket's address: this page's host, ws or wss as the page is http or https. */
function socketUrl(): string {
  const url = new URL('/graphql', window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

/** Waits before the n-th reconnect: 0.5 s, 1 s, 2 s ... up to 10 s, with some jitter. */
const retryWait = (retries: number) =>
  new Promise<void>((resolve) =>
    setTimeout(resolve, Math.min(10_000, 500 * 2 ** retries) * (0.75 + Math.random() / 2)),
  );

/**
 * Live updates for the signed-in back office: graphql-ws on the page's own /graphql (the session
 * cookie goes with the upgrade), wired into Apollo Client as a split link so subscriptions use the
 * socket and everything else stays on HTTP. Each event asks again the open queries it can change
 * (batched); after a reconnect every open admin query is asked again, since events may have been
 * missed. The socket reconnects by itself whatever closed it (network drop, server restart).
 */
export function useAdminLive(onEvent: (event: AdminEvent) => void): LiveStatus {
  const client = useApolloClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [ready, setReady] = useState(false);
  const schedule = useRef<(names: readonly string[] | 'all') => void>(() => undefined);
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });

  useEffect(() => {
    const pending = new Set<string>();
    let everything = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refetch = () => {
      timer = undefined;
      const names = new Set(pending);
      const all = everything;
      pending.clear();
      everything = false;
      void refreshOpenQueries(client, all ? 'all' : names);
    };
    schedule.current = (names) => {
      if (names === 'all') everything = true;
      else names.forEach((name) => pending.add(name));
      timer ??= setTimeout(refetch, liveBatching.ms);
    };
    let connectedBefore = false;
    const socket: Client = createClient({
      url: socketUrl(),
      lazy: false,
      keepAlive: 10_000,
      retryAttempts: Infinity,
      shouldRetry: () => true,
      retryWait,
      on: {
        connected: () => {
          if (connectedBefore) {
            schedule.current('all');
          }
          connectedBefore = true;
          setStatus('live');
        },
        closed: () => setStatus((now) => (now === 'connecting' ? now : 'reconnecting')),
      },
    });
    const http = client.link;
    client.setLink(
      ApolloLink.split(
        ({ query }) => {
          const definition = getMainDefinition(query);
          return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
        },
        new GraphQLWsLink(socket),
        http,
      ),
    );
    setReady(true);
    return () => {
      clearTimeout(timer);
      schedule.current = () => undefined;
      client.setLink(http);
      void socket.dispose();
    };
  }, [client]);

  const titleLanguage = useTitleLanguage();
  useSubscription(AdminEventsDocument, {
    skip: !ready,
    variables: { titleLanguage },
    onData: ({ data }) => {
      const event = data.data?.adminEvents;
      if (!event) return;
      schedule.current(event.kind === 'RESYNC' ? 'all' : QUERIES_BY_EVENT[event.kind]);
      latest.current(event);
    },
  });
  return status;
}
