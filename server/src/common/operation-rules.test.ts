import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { operationLimitsRule, type OperationLimits } from './operation-rules.js';

// A schema with a type that nests into itself, as the app's own schema no longer has one.
const schema = buildSchema(`
  type Node { id: Int! name: String child: Node children(first: Int): [Node!]! }
  type Query { node: Node secret(code: String!): Boolean }
  type Mutation { guess(code: String!): Boolean }
`);

const limits: OperationLimits = {
  maxDepth: 4,
  maxAliases: 3,
  maxFields: 50,
  once: new Set(['Query.secret', 'Mutation.guess']),
};

const errorsOf = (source: string) =>
  validate(schema, parse(source), [...specifiedRules, operationLimitsRule(limits)]).map((e) => e.message);

describe('operationLimitsRule', () => {
  it('lets a plain operation through', () => {
    expect(errorsOf('{ node { id child { id name } } secret(code: "1") }')).toEqual([]);
  });

  it('refuses an operation deeper than the limit, through fragments too', () => {
    expect(errorsOf('{ node { child { child { child { id } } } } }')).toEqual([]);
    expect(errorsOf('{ node { child { child { child { child { id } } } } } }')).toEqual([
      'The operation exceeds the maximum depth of 4 levels.',
    ]);
    expect(
      errorsOf(
        '{ node { ...A } } fragment A on Node { child { ...B } } fragment B on Node { child { child { child { id } } } }',
      ),
    ).toEqual(['The operation exceeds the maximum depth of 4 levels.']);
  });

  it('does not count introspection nesting as depth', () => {
    expect(
      errorsOf('{ __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } }'),
    ).toEqual([]);
  });

  it('caps the names one field is asked for under in one selection, fragments included', () => {
    expect(errorsOf('{ node { a: id b: id c: id } }')).toEqual([]);
    const refused =
      'Field "id" is asked for under more than 3 names in one selection; ask for it once, or split the request.';
    expect(errorsOf('{ node { a: id b: id c: id d: id } }')).toEqual([refused]);
    expect(errorsOf('{ node { a: id b: id ...F } } fragment F on Node { c: id d: id }')).toEqual([refused]);
    // The same name twice is one field (GraphQL merges it), not two.
    expect(errorsOf('{ node { id id id id id } }')).toEqual([]);
    // Copies spread over merged parents are counted once merged.
    expect(errorsOf('{ node { children { a: id } } node { children { b: id c: id d: id } } }')).toEqual([
      refused,
    ]);
  });

  it('lets a guarded field run once per operation, however it is asked for', () => {
    const message = (field: string) =>
      `"${field}" checks a secret and may be asked for only once per request: send one request per attempt.`;
    expect(errorsOf('{ secret(code: "1") }')).toEqual([]);
    expect(errorsOf('{ a: secret(code: "1") b: secret(code: "2") }')).toEqual([message('secret')]);
    expect(errorsOf('{ a: secret(code: "1") ...F } fragment F on Query { b: secret(code: "2") }')).toEqual([
      message('secret'),
    ]);
    expect(errorsOf('mutation { ... on Mutation { a: guess(code: "1") } b: guess(code: "2") }')).toEqual([
      message('guess'),
    ]);
  });

  it('refuses a document that explodes when its fragments are expanded, after a bounded walk', () => {
    // Each level doubles through two aliases: 2^12 fields once expanded.
    const levels = 12;
    const fragments = Array.from(
      { length: levels },
      (_, i) => `fragment F${i} on Node { a: child { ...F${i + 1} } b: child { ...F${i + 1} } }`,
    );
    fragments.push(`fragment F${levels} on Node { id }`);
    const wide = { ...limits, maxDepth: 100 };
    const started = Date.now();
    const errors = validate(schema, parse(`{ node { ...F0 } } ${fragments.join(' ')}`), [
      operationLimitsRule(wide),
    ]).map((e) => e.message);
    expect(errors).toEqual(['The operation asks for more than 50 fields once its fragments are expanded.']);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('walks a fragment repeated many times in one selection once', () => {
    const spreads = Array(50).fill('...F').join(' ');
    expect(errorsOf(`{ node { ${spreads} } } fragment F on Node { id name }`)).toEqual([]);
  });
});
