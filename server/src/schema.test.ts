import { readFileSync } from 'node:fs';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  DEFAULT_DEPRECATION_REASON,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { ENROLMENT } from './common/access.js';
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

  it('describes every type, field, argument, input field and enum value, and says why anything is deprecated (issue 26)', async () => {
    expect(undocumented(await createSchema())).toEqual([]);
  });

  it('starts every query, mutation and subscription with who may call it, as its @Authorized says', async () => {
    const schema = await createSchema();
    const storage = getMetadataStorage();
    const resolvers = [...storage.queries, ...storage.mutations, ...storage.subscriptions];
    const wrong: string[] = [];
    for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
      for (const field of Object.values(root?.getFields() ?? {})) {
        const resolver = resolvers.find((r) => r.schemaName === field.name)!;
        const authorized =
          storage.authorizedFields.find(
            (a) => a.target === resolver.target && a.fieldName === resolver.methodName,
          ) ?? storage.authorizedResolver.find((a) => a.target === resolver.target);
        const access = !authorized
          ? 'Public.'
          : authorized.roles.includes('owner')
            ? 'Owner only.'
            : authorized.roles.includes(ENROLMENT)
              ? 'Admin session, also one that must still set up two-factor sign-in.'
              : 'Admin session.';
        if (!field.description?.startsWith(`${access} `))
          wrong.push(`${root!.name}.${field.name} should start with "${access}"`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

/**
 * Schema coordinates (`Type`, `Type.field`, `Type.field(arg)`, `Enum.VALUE`) without a description, and
 * deprecated ones without a reason. Only GraphQL's own scalars (Int, String...) and introspection types
 * (`__Type`...) are exempt: library scalars (DateTimeISO, Upload) must carry a description too.
 */
function undocumented(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const check = (
    coordinate: string,
    element: { description?: string | null; deprecationReason?: string | null },
  ) => {
    if (!element.description?.trim()) missing.push(coordinate);
    // An empty reason, or GraphQL's default one, tells a client nothing.
    const reason = element.deprecationReason;
    if (typeof reason === 'string' && (!reason.trim() || reason === DEFAULT_DEPRECATION_REASON))
      missing.push(`${coordinate} @deprecated without a reason`);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    check(type.name, type);
    if (isObjectType(type) || isInterfaceType(type))
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field);
        for (const arg of field.args) check(`${type.name}.${field.name}(${arg.name})`, arg);
      }
    if (isInputObjectType(type))
      for (const field of Object.values(type.getFields())) check(`${type.name}.${field.name}`, field);
    if (isEnumType(type)) for (const value of type.getValues()) check(`${type.name}.${value.name}`, value);
  }
  return missing;
}
