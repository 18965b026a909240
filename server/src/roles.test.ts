import type { Router } from 'express';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isAbstractType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { AdminRole } from './modules/auth/admin-user.entity.js';
import { apiRouter } from './rest-routes.js';
import { routeAccess, type RouteAccess } from './rest/route.js';
import { createSchema, resolvers } from './schema.js';
import { StaffResolver } from './modules/staff/staff.resolver.js';
import { makeAdmin } from './testing/fixtures.js';
import { createTestApp, type GraphQLResponse, type TestApp, type TestClient } from './testing/test-app.js';

/*
 * Roles (issue 24 points 1 and 7): every admin operation, GraphQL and REST, found by walking the
 * resolvers' @Authorized metadata and the REST router (not a hand-kept list), is refused to a staff
 * session exactly when it is owner-only, allowed otherwise, and refused to anonymous callers. A new
 * operation is covered the moment it exists. Which operations are owner-only is pinned below, so
 * turning one into a staff operation (or adding an owner-only one) is a deliberate change here.
 */
const OWNER_ONLY_GRAPHQL = [
  // Staff management.
  'query staffMembers',
  'query staffInvitations',
  'mutation inviteStaff',
  'mutation disableStaff',
  'mutation enableStaff',
  // Settings.
  'mutation setPaymentAutoCancelDays',
  'mutation setNoShowAutoHours',
  'mutation setTwoFactorPolicy',
  'query paymentInstructions',
  'mutation setPaymentInstructions',
  // Another account's second factor (issue 35).
  'mutation resetTwoFactor',
  'mutation unlockTwoFactor',
  // Signed webhooks: where the site's events go, and their signing secrets (issue 38).
  'query webhooks',
  'query webhookDeliveries',
  'mutation createWebhook',
  'mutation deleteWebhook',
  'mutation rotateWebhookSecret',
  'mutation retryWebhookDelivery',
  // Resellers and their OCTO API keys (issue 38).
  'query resellers',
  'mutation createReseller',
  'mutation updateReseller',
  'mutation issueResellerKey',
  'mutation revokeResellerKey',
];
const OWNER_ONLY_REST = [
  'GET /admin/staff',
  'POST /admin/staff',
  'POST /admin/staff/:id/disable',
  'POST /admin/staff/:id/enable',
  // Settings: two-factor sign-in for every account; the bank account guests pay into.
  'PUT /admin/totp/policy',
  'GET /admin/payment-instructions',
  'PUT /admin/payment-instructions',
  'DELETE /admin/payment-instructions',
  // Another account's second factor (issue 35).
  'POST /admin/staff/:id/totp/reset',
  'POST /admin/staff/:id/totp/unlock',
  // Signed webhooks (issue 38).
  'GET /admin/webhooks',
  'POST /admin/webhooks',
  'DELETE /admin/webhooks/:id',
  'POST /admin/webhooks/:id/secret',
  'GET /admin/webhooks/:id/deliveries',
  'POST /admin/webhooks/:id/deliveries/:deliveryId/retry',
  // Resellers and their OCTO API keys (issue 38).
  'GET /admin/resellers',
  'POST /admin/resellers',
  'PATCH /admin/resellers/:id',
  'POST /admin/resellers/:id/keys',
  'DELETE /admin/resellers/:id/keys/:keyId',
];
/**
 * The /api/admin routes anyone may call: signing in (with its second step) and out, who am I, an
 * invitee's acceptance, a forgotten password.
 */
const PUBLIC_ADMIN_REST = [
  'POST /admin/login',
  'POST /admin/login/totp',
  'POST /admin/password-reset',
  'POST /admin/password-reset/complete',
  // The link mailed to a new address confirms it without a session (issue 35).
  'POST /admin/me/email/confirm',
  'POST /admin/logout',
  'GET /admin/me',
  'POST /admin/invitations/accept',
];

const PASSWORD = 'a long enough passphrase';
let app: TestApp;
let schema: GraphQLSchema;
const as: Record<'anonymous' | 'staff' | 'owner' | 'legacy', TestClient> = {} as never;

beforeAll(async () => {
  app = await createTestApp();
  schema = await createSchema();
  await makeAdmin(app.em(), 'boss', PASSWORD, AdminRole.owner);
  await makeAdmin(app.em(), 'helper', PASSWORD, AdminRole.staff);
  await makeAdmin(app.em(), 'elder', PASSWORD, AdminRole.owner);
  as.anonymous = app.client();
  as.owner = app.client();
  as.staff = app.client();
  as.legacy = app.client();
  expect((await as.owner.login('boss', PASSWORD)).status).toBe(200);
  expect((await as.staff.login('helper', PASSWORD)).status).toBe(200);
  expect((await as.legacy.login('elder', PASSWORD)).status).toBe(200);
  // A session signed in before roles existed carries no role: it counts as staff, even an owner's.
  await app.pool.query(
    `update admin_session set sess = (sess::jsonb - 'adminRole')::json where sess->>'adminUsername' = 'elder'`,
  );
});
afterAll(() => app.close());

interface Operation {
  kind: 'query' | 'mutation' | 'subscription';
  name: string;
  /** undefined: public; []: any admin; ['owner']: owners only. */
  roles: string[] | undefined;
}

/** Every root operation with the roles its @Authorized declares (read after the schema is built). */
function operations(): Operation[] {
  const storage = getMetadataStorage();
  const ours = new Set<unknown>(resolvers);
  const pick = (kind: Operation['kind'], list: typeof storage.queries) =>
    list
      .filter((op) => ours.has(op.target))
      .map((op) => ({ kind, name: op.schemaName, roles: op.roles as string[] | undefined }));
  return [
    ...pick('query', storage.queries),
    ...pick('mutation', storage.mutations),
    ...pick('subscription', storage.subscriptions),
  ];
}

/** A value of an input type that passes variable coercion (the resolver refuses it, not GraphQL). */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type))
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type) && f.defaultValue === undefined)
        .map((f) => [f.name, sample(f.type)]),
    );
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
      case 'Float':
        return 0;
      case 'Boolean':
        return false;
      case 'DateTimeISO':
        return '2026-01-01T00:00:00.000Z';
      default:
        return '';
    }
  }
  throw new Error(`no sample for ${String(type)}`);
}

const isUpload = (arg: GraphQLArgument) => getNamedType(arg.type).name === 'Upload';

/** Calls one root field with its required arguments, as `client` (multipart when it takes a file). */
async function call(client: TestClient, op: Operation): Promise<GraphQLResponse> {
  const root = op.kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
  const field: GraphQLField<unknown, unknown> = root.getFields()[op.name];
  const args = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  const named = getNamedType(field.type);
  const selection = isObjectType(named) || isAbstractType(named) ? ' { __typename }' : '';
  const declared = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const passed = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const query = `${op.kind}${declared ? `(${declared})` : ''} { ${op.name}${passed ? `(${passed})` : ''}${selection} }`;
  const variables = Object.fromEntries(args.map((a) => [a.name, isUpload(a) ? null : sample(a.type)]));
  const uploads = args.filter(isUpload);
  if (!uploads.length) return client.gql(query, variables);
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables }));
  form.append(
    'map',
    JSON.stringify(Object.fromEntries(uploads.map((a, i) => [String(i), [`variables.${a.name}`]]))),
  );
  uploads.forEach((_, i) => form.append(String(i), new Blob(['not a file we keep']), 'x.txt'));
  const res = await client.fetch('/graphql', {
    method: 'POST',
    body: form,
    headers: { 'apollo-require-preflight': 'true' },
  });
  const json = (await res.json()) as Pick<GraphQLResponse, 'data' | 'errors'>;
  return { status: res.status, headers: res.headers, ...json };
}

/** What a refused session answers; any other 401 is a password asked again (the call reached its service). */
const NO_SESSION = 'Authentication required.';

/** The error code of an answer (undefined when it succeeded); a malformed call fails the test. */
function codeOf(op: Operation, res: GraphQLResponse): string | undefined {
  const error = res.errors?.[0];
  // Setting up a second factor asks for the password again (issue 35): its 401 is not a role refusal.
  if (error?.extensions?.code === 'UNAUTHENTICATED' && error.message !== NO_SESSION)
    return 'PASSWORD_REFUSED';
  // The arguments must reach the resolver: a refusal before it would hide the role check.
  if (error?.extensions?.code === 'GRAPHQL_VALIDATION_FAILED' || /^Variable "\$/.test(error?.message ?? ''))
    throw new Error(`${op.kind} ${op.name}: the test's call is malformed: ${error?.message}`);
  return error?.extensions?.code as string | undefined;
}

describe('GraphQL: every admin operation, by role', () => {
  it('the owner-only operations are exactly staff management, settings, webhooks and resellers', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(60);
    const ownerOnly = ops
      .filter((op) => op.roles?.includes(AdminRole.owner))
      .map((op) => `${op.kind} ${op.name}`);
    expect(ownerOnly.sort()).toEqual([...OWNER_ONLY_GRAPHQL].sort());
    // Whatever the staff module adds for signed-in admins is owner-only (the invitee's acceptance is public).
    const storage = getMetadataStorage();
    const staffModule = [...storage.queries, ...storage.mutations].filter(
      (op) => op.target === StaffResolver && op.roles,
    );
    expect(staffModule.length).toBeGreaterThan(0);
    for (const op of staffModule)
      expect([op.schemaName, op.roles]).toEqual([op.schemaName, [AdminRole.owner]]);
    // No subscription or object field is owner-only (they would need their own checks here).
    expect(ops.filter((op) => op.kind === 'subscription' && op.roles?.length)).toEqual([]);
    const fields = [
      ...storage.fieldResolvers.map((f) => [f.schemaName, f.roles]),
      ...storage.objectTypes.flatMap((t) => (t.fields ?? []).map((f) => [f.name, f.roles])),
    ].filter(([, roles]) => (roles as string[] | undefined)?.length);
    expect(fields).toEqual([]);
  });

  const admin = () => operations().filter((op) => op.roles && op.kind !== 'subscription');

  it('anonymous callers are refused every admin operation (UNAUTHENTICATED)', async () => {
    for (const op of admin()) {
      expect([op.name, codeOf(op, await call(as.anonymous, op))]).toEqual([op.name, 'UNAUTHENTICATED']);
    }
  });

  it.each(['staff', 'legacy'] as const)(
    'a %s session is refused exactly the owner-only operations (FORBIDDEN) and allowed the others',
    async (who) => {
      const outcome: Record<string, string> = {};
      for (const op of admin()) {
        const code = codeOf(op, await call(as[who], op));
        outcome[`${op.kind} ${op.name}`] =
          code === 'FORBIDDEN'
            ? 'refused'
            : code === 'UNAUTHENTICATED'
              ? 'signed out'
              : code === 'INTERNAL_SERVER_ERROR'
                ? 'crashed on bad input'
                : 'allowed';
      }
      const expected = Object.fromEntries(
        admin().map((op) => {
          const key = `${op.kind} ${op.name}`;
          return [key, OWNER_ONLY_GRAPHQL.includes(key) ? 'refused' : 'allowed'];
        }),
      );
      expect(outcome).toEqual(expected);
    },
  );

  it('an owner is allowed every admin operation', async () => {
    for (const op of admin()) {
      const code = codeOf(op, await call(as.owner, op));
      expect([op.name, code === 'FORBIDDEN' || code === 'UNAUTHENTICATED']).toEqual([op.name, false]);
    }
  });
});

interface RestRoute {
  method: string;
  path: string;
  access: RouteAccess | undefined;
}

/** Every route of the REST shim with the access its route() declares. */
function restRoutes(): RestRoute[] {
  const found: RestRoute[] = [];
  type Layer = {
    route?: { path: string; methods: Record<string, boolean>; stack: { handle: never }[] };
    handle: Router & { stack?: Layer[] };
  };
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const access = layer.route.stack.map((l) => routeAccess.get(l.handle)).find(Boolean);
        for (const method of Object.keys(layer.route.methods))
          found.push({ method: method.toUpperCase(), path: layer.route.path, access });
      } else if (layer.handle.stack) walk(layer.handle.stack);
    }
  };
  // The routes only: the reference document's schema is never asked for here.
  const router = apiRouter({
    graphqlSchema: () => Promise.reject(new Error('not used by the route walk')),
    version: 'test',
    sessionCookie: 'test',
  });
  walk((router as unknown as { stack: Layer[] }).stack);
  return found;
}

const key = (r: RestRoute) => `${r.method} ${r.path}`;
/** A concrete address of a route: every parameter a number nothing has. */
const address = (r: RestRoute) => '/api' + r.path.replace(/:\w+/g, '424242');
const send = (client: TestClient, r: RestRoute) =>
  client.rest(r.method, address(r), ['GET', 'DELETE'].includes(r.method) ? undefined : {});

describe('REST: every /api route for admins, by role', () => {
  it('every /api/admin route is for admins but the sign-in ones; the owner-only ones are staff management, settings, webhooks and resellers', () => {
    const routes = restRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const publicAdmin = routes.filter(
      (r) => r.path.startsWith('/admin/') && r.access !== 'admin' && r.access !== 'owner',
    );
    expect(publicAdmin.map(key).sort()).toEqual([...PUBLIC_ADMIN_REST].sort());
    expect(
      routes
        .filter((r) => r.access === 'owner')
        .map(key)
        .sort(),
    ).toEqual([...OWNER_ONLY_REST].sort());
  });

  const admin = () => restRoutes().filter((r) => r.access === 'admin' || r.access === 'owner');

  it('anonymous callers get 401 from each', async () => {
    for (const r of admin()) expect([key(r), (await send(as.anonymous, r)).status]).toEqual([key(r), 401]);
  });

  it.each(['staff', 'legacy'] as const)(
    'a %s session gets 403 from exactly the owner-only ones, and is let through the others',
    async (who) => {
      const outcome: Record<string, string> = {};
      for (const r of admin()) {
        const { status, body } = await send(as[who], r);
        outcome[key(r)] =
          status === 403
            ? 'refused'
            : status === 401 && body?.message === NO_SESSION
              ? 'signed out'
              : status >= 500
                ? 'crashed on bad input'
                : 'allowed';
      }
      expect(outcome).toEqual(
        Object.fromEntries(admin().map((r) => [key(r), r.access === 'owner' ? 'refused' : 'allowed'])),
      );
    },
  );

  it('an owner is let through each', async () => {
    for (const r of admin()) {
      const { status, body } = await send(as.owner, r);
      expect([key(r), (status === 401 && body?.message === NO_SESSION) || status === 403]).toEqual([
        key(r),
        false,
      ]);
    }
  });
});
