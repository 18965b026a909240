import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import {
  Kind,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  parse,
  print,
  specifiedRules,
  typeFromAST,
  validate,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import Upload from 'graphql-upload/Upload.mjs';
import { AVAILABILITY_MAX_DAYS } from './modules/booking/booking.capacity.js';
import { BULK_MAX } from './modules/booking/booking-bulk.service.js';
import { DAY_VIEW_MAX_DAYS } from './modules/booking/booking-summaries.service.js';
import { MAX_PAGE_SIZE } from './common/pagination.js';
import { INTROSPECTION_COST } from './common/cost.js';
import { operationLimitsRule } from './common/operation-rules.js';
import { DEFAULT_GRAPHQL_MAX_COST } from './config.js';
import { MAX_TOKENS, ONCE_PER_OPERATION, OPERATION_LIMITS, operationCost } from './graphql.js';
import { createSchema } from './schema.js';
import { makeAdmin, makeArticle, makeExperience } from './testing/fixtures.js';
import { createTestApp, type TestApp } from './testing/test-app.js';
import { addDays, seoulToday } from '../../domain/calendar.js';
import { LIMITS } from '../../domain/constants.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WEB_SRC = path.join(ROOT, 'web/src');

/** Every .graphql file the web app sends, parsed. */
function webDocuments(): DefinitionNode[] {
  const files = (readdirSync(WEB_SRC, { recursive: true }) as string[]).filter((f) => f.endsWith('.graphql'));
  expect(files.length).toBeGreaterThan(20);
  return files.flatMap((file) => parse(readFileSync(path.join(WEB_SRC, file), 'utf8')).definitions);
}

/** One operation with every fragment it needs, as the web app's generated documents hold it. */
function documentOf(
  operation: OperationDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
): DocumentNode {
  const needed = new Map<string, FragmentDefinitionNode>();
  const add = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value)!;
        if (!needed.has(fragment.name.value)) {
          needed.set(fragment.name.value, fragment);
          add(fragment);
        }
      },
    });
  add(operation);
  return { kind: Kind.DOCUMENT, definitions: [operation, ...needed.values()] };
}

const today = seoulToday();

/**
 * The largest realistic value of each variable the web app sends: the biggest page size, a limit at
 * its maximum, the longest availability range, a bulk selection at its maximum (it is kept across
 * pages), the longest day view. Other variables get any valid value (they do not change the cost).
 */
const LARGEST: Record<string, unknown> = {
  limit: MAX_PAGE_SIZE,
  from: today,
  to: addDays(today, AVAILABILITY_MAX_DAYS - 1),
  days: DAY_VIEW_MAX_DAYS,
  ids: Array.from({ length: BULK_MAX }, (_, i) => i + 1),
};
/** The same, for variables of an input type. */
const LARGEST_INPUT: Record<string, unknown> = {
  PageInput: { page: 1, pageSize: MAX_PAGE_SIZE },
  ExperienceFilter: {
    language: 'ENG',
    dateFrom: today,
    dateTo: addDays(today, LIMITS.dateFilterMaxDays - 1),
  },
};

function sampleValue(schema: GraphQLSchema, type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(schema, type.ofType);
  if (isListType(type)) return [sampleValue(schema, type.ofType)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type) && f.defaultValue === undefined)
        .map((f) => [f.name, sampleValue(schema, f.type)]),
    );
  }
  if (isScalarType(type))
    return { Int: 1, Float: 1.5, Boolean: true, DateTimeISO: new Date().toISOString() }[type.name] ?? 'x';
  throw new Error(`no sample for ${String(type)}`);
}

function variablesOf(schema: GraphQLSchema, operation: OperationDefinitionNode) {
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map((definition) => {
      const name = definition.variable.name.value;
      const type = typeFromAST(schema, definition.type) as GraphQLInputType;
      if (getNamedType(type).name === 'Upload') return [name, new Upload()];
      const typeName = getNamedType(type).name;
      if (typeName in LARGEST_INPUT) return [name, LARGEST_INPUT[typeName]];
      return [name, name in LARGEST ? LARGEST[name] : sampleValue(schema, type)];
    }),
  );
}

describe('the cost limit and the web app', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await createSchema();
  });

  it('lets every operation of web/**/*.graphql through with its largest variables, with room to spare', () => {
    const definitions = webDocuments();
    const fragments = new Map(
      definitions
        .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d]),
    );
    const operations = definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    expect(operations.length).toBeGreaterThan(40);
    const rows = operations.map((operation) => {
      const document = documentOf(operation, fragments);
      const name = operation.name!.value;
      const errors = validate(schema, document, [...specifiedRules, operationLimitsRule(OPERATION_LIMITS)]);
      expect({ name, errors: errors.map((e) => e.message) }).toEqual({ name, errors: [] });
      const cost = operationCost(schema, document, variablesOf(schema, operation));
      return { name, cost, margin: DEFAULT_GRAPHQL_MAX_COST / cost };
    });
    rows.sort((a, b) => b.cost - a.cost);
    console.log(
      `GraphQL cost of the web app's operations (limit ${DEFAULT_GRAPHQL_MAX_COST}):\n` +
        rows
          .map((r) => `${r.name.padEnd(28)} ${String(r.cost).padStart(6)}  x${r.margin.toFixed(1)}`)
          .join('\n'),
    );
    // Room to spare: the costliest operation the web app sends is at most half the limit.
    for (const row of rows)
      expect({ name: row.name, ok: row.margin >= 2 }).toEqual({ name: row.name, ok: true });
  });

  it('lets GraphiQL load its schema: its introspection query passes, costed with list lengths', () => {
    // @graphiql/react's schema store asks getIntrospectionQuery({ inputValueDeprecation, schemaDescription }),
    // both false unless the page sets them (web/graphiql/main.tsx does not); the fuller variant passes too.
    for (const options of [{}, { inputValueDeprecation: true, schemaDescription: true }]) {
      const source = getIntrospectionQuery(options);
      const document = parse(source, { maxTokens: MAX_TOKENS });
      expect(validate(schema, document, [...specifiedRules, operationLimitsRule(OPERATION_LIMITS)])).toEqual(
        [],
      );
      const cost = operationCost(schema, document);
      console.log(
        `introspection ${JSON.stringify(options)}: cost ${cost}, x${(DEFAULT_GRAPHQL_MAX_COST / cost).toFixed(1)}`,
      );
      // Costed like anything else: far more than one point per field of the query text (~200).
      expect(cost).toBeGreaterThan(2000);
      // Whatever the schema's size, GraphiQL's introspection costs INTROSPECTION_COST (just over a
      // quarter of the limit; the fuller variant a few per cent more): four aliased copies do not pass.
      expect(cost).toBeGreaterThanOrEqual(INTROSPECTION_COST * 0.99);
      expect(cost).toBeLessThanOrEqual(INTROSPECTION_COST * 1.05);
      expect(cost * 4).toBeGreaterThan(DEFAULT_GRAPHQL_MAX_COST);
      // Far below the token limit too.
      expect(() => parse(source, { maxTokens: MAX_TOKENS / 2 })).not.toThrow();
    }
  });

  it('guards fields that exist: every once-per-operation field is in the schema', () => {
    for (const coordinate of ONCE_PER_OPERATION) {
      const [type, field] = coordinate.split('.');
      expect({
        coordinate,
        found: Boolean(schema.getType(type) && (schema.getType(type) as any).getFields()[field]),
      }).toEqual({
        coordinate,
        found: true,
      });
    }
  });
});

/** Collects the app's log lines (JSON) as they are written. */
function logCapture() {
  const lines: { level: number; msg?: string; err?: { stack?: string } }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

describe('GraphQL limits over HTTP', () => {
  let app: TestApp;
  const log = logCapture();
  beforeAll(async () => {
    app = await createTestApp({ LOG_LEVEL: 'info' }, {}, { logStream: log.stream });
  });
  afterAll(() => app.close());

  /** Sends an operation and answers what came back and the SQL it caused. */
  async function send(query: string, variables?: Record<string, unknown>) {
    app.queries.length = 0;
    log.lines.length = 0;
    const res = await app.client().gql(query, variables);
    // The request log line is written when the answer ends: let it arrive.
    await new Promise((resolve) => setImmediate(resolve));
    return { ...res, sql: [...app.queries], log: [...log.lines] };
  }

  const expectQuietClientError = (res: Awaited<ReturnType<typeof send>>, code: string) => {
    expect(res.status).toBe(400);
    expect(res.errors?.[0].extensions?.code).toBe(code);
    expect(res.errors?.[0].message).not.toMatch(/internal server error/i);
    // Logged at info level at most (pino: 30 = info, 50 = error), and never with a stack.
    expect(res.log.length).toBeGreaterThan(0);
    expect(res.log.filter((line) => line.level > 30)).toEqual([]);
    expect(res.log.filter((line) => line.err?.stack)).toEqual([]);
  };

  it('refuses the 190-alias availability query of issue 28 with a 400 before any resolver runs', async () => {
    await makeExperience(app.em(), { title: 'Hanbok walk' });
    const from = addDays(seoulToday(), 1);
    const to = addDays(from, 61);
    const copies = Array.from(
      { length: 190 },
      (_, i) => `a${i}: availability(from: "${from}", to: "${to}") { date slots { time available } }`,
    ).join('\n');
    const res = await send(`{ experiences { id ${copies} } }`);
    expect(res.status).toBe(400);
    expect(res.errors).toHaveLength(1);
    expect(res.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.errors?.[0].message).toMatch(/"availability" is asked for under more than 10 names/);
    expect(res.data).toBeUndefined();
    // Nothing ran: not one SQL statement (the experiences resolver would have queried).
    expect(res.sql).toEqual([]);
    expectQuietClientError(res, 'GRAPHQL_VALIDATION_FAILED');
  });

  it('counts list lengths: ten aliased 62-day ranges over the catalogue cost far more than the limit', async () => {
    const from = addDays(seoulToday(), 1);
    const to = addDays(from, 61);
    const copies = Array.from(
      { length: 10 },
      (_, i) => `a${i}: availability(from: "${from}", to: "${to}") { date }`,
    );
    const res = await send(`{ experiences { id ${copies.join(' ')} } }`);
    expectQuietClientError(res, 'BAD_USER_INPUT');
    expect(res.errors?.[0].message).toMatch(
      /^Query is too complex: it costs \d+ points and the maximum is 30000\./,
    );
    expect(res.sql).toEqual([]);
    // The same fields for one experience and one month are fine.
    const month = await send(
      `{ experiences(limit: 1) { id availability(from: "${from}", to: "${addDays(from, 30)}") { date } } }`,
    );
    expect(month.errors).toBeUndefined();
    expect(month.data.experiences[0].availability).toHaveLength(31);
  });

  it('counts every aliased copy and the size a limit asks for', () => {
    return createSchema().then((schema) => {
      const one = operationCost(schema, parse('{ experiences(limit: 10) { id title } }'));
      const two = operationCost(
        schema,
        parse('{ a: experiences(limit: 10) { id title } b: experiences(limit: 10) { id title } }'),
      );
      const big = operationCost(schema, parse('{ experiences(limit: 100) { id title } }'));
      const all = operationCost(schema, parse('{ experiences { id title } }'));
      expect(one).toBe(1 + 10 * 2);
      expect(two).toBe(2 * one);
      expect(big).toBe(1 + 100 * 2);
      expect(all).toBe(1 + 200 * 2);
      const week = operationCost(
        schema,
        parse(
          '{ experience(id: 1) { availability(from: "2027-01-01", to: "2027-01-07") { date slots { time } } } }',
        ),
      );
      expect(week).toBe(1 + (1 + 7 * (1 + (1 + 10 * 1))));
    });
  });

  it('lets introspection through, and costs aliased copies of it like anything else', async () => {
    const res = await send(getIntrospectionQuery());
    expect(res.status).toBe(200);
    expect(res.errors).toBeUndefined();
    expect(res.data.__schema.types.length).toBeGreaterThan(50);
    // Four aliased copies of the whole schema in one request.
    const document = parse(getIntrospectionQuery());
    const [operation, ...fragments] = document.definitions as [OperationDefinitionNode, ...DefinitionNode[]];
    const schemaField = operation.selectionSet.selections[0] as FieldNode;
    const copies = Array.from({ length: 4 }, (_, i) => ({
      ...schemaField,
      alias: { kind: Kind.NAME, value: `s${i}` },
    }));
    const copied = print({
      ...document,
      definitions: [
        { ...operation, selectionSet: { ...operation.selectionSet, selections: copies } },
        ...fragments,
      ],
    } as DocumentNode);
    const many = await send(copied);
    expectQuietClientError(many, 'BAD_USER_INPUT');
    expect(many.errors?.[0].message).toMatch(/too complex/);
  });

  const lookup = { email: 'guest@example.com', phone: '+81 9012345678', verificationCode: '123456' };
  const change = {
    pin: '123456',
    rating: 5,
    reviewContent: 'Nice',
    reviewerName: 'G',
    visitDate: '2026-01-01',
  };
  it.each([
    [
      'findBooking',
      `query($i: FindBookingInput!) { a: findBooking(input: $i) { id } b: findBooking(input: $i) { id } }`,
    ],
    [
      'findBooking',
      `query($i: FindBookingInput!) { ...A ...B }
       fragment A on Query { a: findBooking(input: $i) { id } }
       fragment B on Query { b: findBooking(input: $i) { id } }`,
    ],
    [
      'cancelMyBooking',
      `mutation($i: FindBookingInput!) { a: cancelMyBooking(input: $i) { id } b: cancelMyBooking(input: $i) { id } }`,
    ],
    [
      'login',
      `mutation { a: login(username: "admin", password: "x1") { twoFactorRequired } b: login(username: "admin", password: "x2") { twoFactorRequired } }`,
    ],
    [
      'loginWithTotp',
      `mutation { a: loginWithTotp(code: "111111") { twoFactorRequired } b: loginWithTotp(code: "222222") { twoFactorRequired } }`,
    ],
    [
      'verifyReviewPin',
      `mutation { a: verifyReviewPin(id: 1, pin: "111111") b: verifyReviewPin(id: 1, pin: "222222") }`,
    ],
    [
      'verifyReviewPin',
      `mutation { ...A b: verifyReviewPin(id: 1, pin: "222222") }
       fragment A on Mutation { a: verifyReviewPin(id: 1, pin: "111111") }`,
    ],
    [
      'deleteReview',
      `mutation { a: deleteReview(id: 1, pin: "111111") b: deleteReview(id: 2, pin: "222222") }`,
    ],
    [
      'updateReview',
      `mutation($u: UpdateReviewInput!) { a: updateReview(id: 1, input: $u) { id } b: updateReview(id: 1, input: $u) { id } }`,
    ],
  ])('refuses %s asked for twice in one operation, before anything runs', async (field, query) => {
    const res = await send(query, { i: lookup, u: change });
    expect(res.errors?.[0].message).toBe(
      `"${field}" checks a secret and may be asked for only once per request: send one request per attempt.`,
    );
    expectQuietClientError(res, 'GRAPHQL_VALIDATION_FAILED');
    // Refused before it ran: no SQL, so no rate-limit point spent and no secret checked.
    expect(res.sql).toEqual([]);
  });

  it('still answers a guarded field asked for once', async () => {
    const res = await send(`mutation { verifyReviewPin(id: 999999, pin: "123456") }`);
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('answers variables that do not fit the operation with a quiet 400 BAD_USER_INPUT', async () => {
    const created = await send(
      'mutation CreateReview($input: CreateReviewInput!) { createReview(input: $input) { id } }',
      { input: { itemId: 1 } },
    );
    expectQuietClientError(created, 'BAD_USER_INPUT');
    expect(created.errors?.[0].message).toMatch(/Variable "\$input" got invalid value/);
    // Nothing ran (the one statement is the re-read of content versions after any mutation).
    expect(created.sql.filter((q) => !/content_version/.test(q))).toEqual([]);

    const typed = await send('query($l: Int) { experiences(limit: $l) { id } }', { l: 'many' });
    expectQuietClientError(typed, 'BAD_USER_INPUT');
  });

  it('answers limits out of range with a quiet 400 BAD_USER_INPUT, never reaching PostgreSQL', async () => {
    for (const limit of [-1, 0, 101]) {
      const res = await send(`{ experiences(limit: ${limit}) { id } }`);
      expectQuietClientError(res, 'BAD_USER_INPUT');
      expect(res.errors?.[0].message).toBe('limit must be a whole number from 1 to 100.');
      expect(res.sql.filter((q) => /from experience/.test(q))).toEqual([]);
    }
    expect((await send('{ experiences(limit: 100) { id } }')).errors).toBeUndefined();
    const reviews = await send('{ reviews(itemId: 1, offset: -1) { id } }');
    expectQuietClientError(reviews, 'BAD_USER_INPUT');
    expect(reviews.errors?.[0].message).toBe('offset must be a whole number from 0 to 100000.');
  });

  it('bounds every admin page and list the same way', async () => {
    const { username, password } = await makeAdmin(app.em(), 'pager', 'correct horse battery');
    const admin = app.client();
    expect((await admin.login(username, password)).status).toBe(200);
    const deep = await admin.gql('{ adminBookings(page: { page: 100000, pageSize: 100 }) { totalCount } }');
    expect(deep.status).toBe(400);
    expect(deep.errors?.[0]).toMatchObject({
      message:
        'page must be at most 1001 at this page size: narrow the filter or change the sort to reach older items.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const big = await admin.gql('{ bookings(limit: 1000) { id } }');
    expect(big.errors?.[0]).toMatchObject({
      message: 'limit must be a whole number from 1 to 100.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await admin.gql('{ bookings(limit: 100, offset: 100) { id } }')).errors).toBeUndefined();
    const days = await admin.gql('{ bookingDayView(days: 1000) { key } }');
    expect(days.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers an unknown fragment and a document past the token limit with 400s', async () => {
    const unknown = await send('{ ...Missing }');
    expectQuietClientError(unknown, 'GRAPHQL_VALIDATION_FAILED');
    const long = await send(
      `{ ${Array.from({ length: MAX_TOKENS }, (_, i) => `a${i}: __typename`).join(' ')} }`,
    );
    expect(long.status).toBe(400);
    expect(long.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(long.errors?.[0].message).toMatch(/5000 tokens/);
  });

  it('refuses a fragment fan-out quickly instead of expanding it', async () => {
    const levels = 9;
    const fan = 20;
    const fragments = Array.from({ length: levels }, (_, i) => {
      const next =
        i + 1 < levels
          ? Array(fan)
              .fill(`...F${i + 1}`)
              .join(' ')
          : '__typename';
      return `fragment F${i} on Query { ${next} }`;
    });
    const started = Date.now();
    const res = await send(`query { ...F0 } ${fragments.join(' ')}`);
    expect(Date.now() - started).toBeLessThan(2000);
    expectQuietClientError(res, 'BAD_USER_INPUT');
  });
});

describe('related articles', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('are a leaf: nesting related inside related is refused by the schema', async () => {
    const res = await app.client().gql('{ articles { related { related { id } } } }');
    expect(res.status).toBe(400);
    expect(res.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.errors?.[0].message).toBe('Cannot query field "related" on type "RelatedArticle".');
  });

  it('cost a constant number of SQL statements however many articles ask for them', async () => {
    const em = app.em();
    const made = [];
    for (let i = 0; i < 12; i++) {
      made.push(
        await makeArticle(em, {
          title: `Article ${i}`,
          category: i % 2 ? 'tips' : 'guide',
          createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        }),
      );
    }
    await makeArticle(em, { title: 'Draft', category: 'guide', isPublished: false });
    const client = app.client();
    const count = async (args: string) => {
      app.queries.length = 0;
      const res = await client.gql(`{ articles${args} { id title related { id title category } } }`);
      expect(res.errors).toBeUndefined();
      return { statements: app.queries.length, data: res.data.articles as any[] };
    };
    const tips = await count('(category: tips)');
    const guides = await count('(category: guide)');
    const all = await count('');
    expect(guides.data).toHaveLength(6);
    expect(all.data).toHaveLength(12);
    // Twice the articles, the same statements: the list, then their related articles in one batch.
    expect(guides.statements).toBeLessThanOrEqual(3);
    expect(all.statements).toBe(guides.statements);
    // Newest first, same category, never itself, never a draft, at most three.
    const newestGuide = guides.data[0];
    expect(newestGuide.title).toBe('Article 10');
    expect(newestGuide.related.map((r: any) => r.title)).toEqual(['Article 8', 'Article 6', 'Article 4']);
    for (const article of [...tips.data, ...guides.data, ...all.data]) {
      expect(article.related.length).toBeLessThanOrEqual(3);
      expect(article.related.map((r: any) => r.id)).not.toContain(article.id);
    }
    expect(made).toHaveLength(12);
  });
});
