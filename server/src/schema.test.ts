import { readFileSync } from 'node:fs';
import { getNamedType, isInterfaceType, isObjectType, type GraphQLNamedType } from 'graphql';
import { createSchema, schemaSdl } from './schema.js';

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

  it('has no type that reaches itself: no field nests into its own type, however deep (issue 28)', async () => {
    const schema = await createSchema();
    const children = (type: GraphQLNamedType) =>
      isObjectType(type) || isInterfaceType(type)
        ? Object.values(type.getFields()).map((field) => getNamedType(field.type))
        : [];
    const cycles: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || ['Query', 'Mutation'].includes(type.name)) continue;
      const seen = new Set<string>();
      const stack = children(type);
      while (stack.length) {
        const next = stack.pop()!;
        if (next.name === type.name) {
          cycles.push(type.name);
          break;
        }
        if (seen.has(next.name)) continue;
        seen.add(next.name);
        stack.push(...children(next));
      }
    }
    expect(cycles).toEqual([]);
  });
});
