import { readFileSync } from 'node:fs';
import { schemaSdl } from './schema.js';

describe('schema.graphql', () => {
  it('is exactly what the resolvers emit (run `npm run schema` after changing them)', async () => {
    expect(readFileSync('schema.graphql', 'utf8')).toBe(await schemaSdl());
  });

  it('exposes no secret', async () => {
    const sdl = await schemaSdl();
    expect(sdl).not.toMatch(/passwordHash|pinHash|verificationCodeHash|sessionSecret/i);
    // Clients may send an idempotency key, but no answer ever carries one.
    const outputTypes = sdl
      .split(/\n(?=type |input |enum |scalar |union |interface )/)
      .filter((b) => b.startsWith('type '));
    expect(outputTypes.join('\n')).not.toMatch(/^\s+idempotency\w*\s*[:(]/im);
    expect(sdl).toMatch(/input CreateBookingInput \{[^}]*idempotencyKey/);
  });
});
