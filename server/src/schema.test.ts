import { readFileSync } from 'node:fs';
import { schemaSdl } from './schema.js';

describe('schema.graphql', () => {
  it('is exactly what the resolvers emit (run `npm run schema` after changing them)', async () => {
    expect(readFileSync('schema.graphql', 'utf8')).toBe(await schemaSdl());
  });

  it('exposes no secret', async () => {
    const sdl = await schemaSdl();
    expect(sdl).not.toMatch(/passwordHash|pinHash|verificationCodeHash|idempotency|sessionSecret/i);
  });
});
