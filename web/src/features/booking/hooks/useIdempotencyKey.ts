import { useRef } from 'react';

/** A random key the server accepts (8-100 of [\w.:-]); randomUUID needs a secure context. */
function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * One idempotency key per booking payload: a retried or double-clicked submit of the same booking
 * sends the same key (the server makes one booking), a changed booking gets a fresh key.
 */
export function useIdempotencyKey() {
  const last = useRef<{ payload: string; key: string } | null>(null);
  return {
    keyFor(payload: unknown): string {
      const serialised = JSON.stringify(payload);
      if (last.current?.payload !== serialised) last.current = { payload: serialised, key: randomKey() };
      return last.current.key;
    },
  };
}
