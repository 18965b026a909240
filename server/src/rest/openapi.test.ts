import type { Express } from 'express';
import { generate } from 'otplib';
import sharp from 'sharp';
import { addDays, seoulToday } from '../../../domain/calendar.js';
import { hashSecret } from '../common/secrets.js';
import { makeAdmin, makeArticle, makeBooking, makeExperience, makeReview } from '../testing/fixtures.js';
import { GuestBooking } from '../modules/booking/guest-booking.entity.js';
import { Experience } from '../modules/experience/experience.entity.js';
import { schemaErrors } from '../testing/json-schema-check.js';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app.js';
import { startPortOneStandIn, type PortOneStandIn } from '../testing/portone-standin.js';
import { sentText } from '../platform/mail/mail.testing.js';
import { mailSecretBox, openSecrets, putBackSecrets } from '../platform/mail/mail.secrets.js';
import { AdminRole } from '../modules/auth/admin-user.entity.js';
import { MailOutbox } from '../platform/mail/mail-outbox.entity.js';
import { NewsletterSubscription } from '../modules/newsletter/newsletter-subscription.entity.js';
import { unsubscribeToken } from '../modules/newsletter/newsletter.token.js';
import type { JsonSchema } from './json-schema.js';
import { createReseller } from '../modules/reseller/reseller.service.js';
import type { AppContext } from '../context.js';
import { randomUUID } from 'node:crypto';
import { REFERENCE_ASSETS } from './reference.rest.js';

// The REST reference (issue 26 point 2): /api/openapi.json is made from the registered routes; these
// tests hold it to the app: well formed, listing every /api route, and describing what each answers.

type Operation = {
  operationId: string;
  security: unknown[];
  parameters?: { name: string; in: string; example?: unknown; required: boolean }[];
  requestBody?: { content: Record<string, { schema: JsonSchema; example?: unknown }> };
  responses: Record<
    string,
    { $ref?: string; description?: string; content?: Record<string, { schema?: JsonSchema }> }
  >;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, unknown>;
    securitySchemes: object;
  };
};

let app: TestApp;
let admin: TestClient;
// Online payment on, against a local stand-in of PortOne (the payment routes' examples run for real).
let portone: PortOneStandIn;
let doc: Document;

const METHODS = ['get', 'post', 'patch', 'put', 'delete'];
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method,
      path,
      op,
    })),
  );

/** Resolves a local `$ref` (`#/components/...`) in the document; throws on a dangling one. */
function resolve<T = JsonSchema>(ref: string): T {
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
  if (target === undefined) throw new Error(`dangling $ref ${ref}`);
  return target as T;
}

function refsIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => refsIn(n, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else refsIn(value, found);
    }
  }
  return found;
}

beforeAll(async () => {
  portone = await startPortOneStandIn();
  app = await createTestApp({
    ...portone.env,
    RATE_LIMIT_BOOKINGS_PER_HOUR: '1000',
    RATE_LIMIT_LOOKUP_PER_IP: '1000',
    RATE_LIMIT_LOOKUP_PER_EMAIL: '1000',
  });
  const res = await app.client().rest('GET', '/api/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body as Document;
  const { username, password } = await makeAdmin(app.em(), 'owner', 'correct horse battery', AdminRole.owner);
  admin = app.client();
  expect((await admin.login(username, password)).status).toBe(200);
});
afterAll(async () => {
  await app.close();
  await portone.close();
});

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1: every path has operations with responses, every $ref resolves', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).length).toBeGreaterThan(30);
    for (const [path, item] of Object.entries(doc.paths)) {
      // The REST shim, and the OCTO API for resellers (its own router: modules/octo/octo.openapi.ts).
      expect(path).toMatch(/^\/(?:api|octo)\//);
      const methods = Object.keys(item);
      expect(methods.length).toBeGreaterThan(0);
      expect(methods.filter((m) => !METHODS.includes(m))).toEqual([]);
      for (const op of Object.values(item)) {
        expect(Object.keys(op.responses).length).toBeGreaterThan(1);
        // Every {param} of the path is a required path parameter, and the other way round.
        const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        const declared = (op.parameters ?? []).filter((p) => p.in === 'path');
        expect(declared.map((p) => p.name).sort()).toEqual(inPath);
        expect(declared.every((p) => p.required)).toBe(true);
        for (const response of Object.values(op.responses)) {
          expect(response.$ref ?? response.description).toBeTruthy();
        }
      }
    }
    const ids = operations().map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const ref of refsIn(doc)) expect(() => resolve(ref)).not.toThrow();
  });

  it('holds JSON Schemas that accept their own examples (request bodies from the domain schemas)', () => {
    for (const { key, op } of operations()) {
      const json = op.requestBody?.content['application/json'];
      if (!json) continue;
      expect([key, schemaErrors(json.schema, JSON.parse(JSON.stringify(json.example)), resolve)]).toEqual([
        key,
        [],
      ]);
    }
    // The booking body is the domain's yup schema, converted: its limits and required fields.
    const booking = doc.paths['/api/guest-bookings'].post.requestBody!.content['application/json'].schema;
    expect(booking.required).toEqual(
      expect.arrayContaining(['itemId', 'bookingDate', 'guestEmail', 'guestPhone', 'verificationCode']),
    );
    expect(booking.properties!.guestName).toMatchObject({ type: 'string', maxLength: 100 });
    expect(booking.properties!.numberOfGuests).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
    // The PATCH of a booking takes the GraphQL input type UpdateBookingInput.
    const update =
      doc.paths['/api/guest-bookings/{id}'].patch.requestBody!.content['application/json'].schema;
    expect(update.properties!.status).toMatchObject({ enum: ['pending', 'confirmed', 'cancelled', null] });
  });

  // Issue 40 (point 5): an item's meeting point, in the answer and in the body the admin sends.
  it("declares an item's Korean address and coordinates, read and written", () => {
    const answer = (schema: JsonSchema): JsonSchema =>
      schema.$ref
        ? answer(resolve(schema.$ref))
        : schema.type === 'array'
          ? answer(schema.items as JsonSchema)
          : schema;
    for (const path of ['/api/experiences', '/api/experiences/{id}']) {
      const item = answer(doc.paths[path].get.responses['200'].content!['application/json'].schema!);
      expect([path, Object.keys(item.properties!)]).toEqual([
        path,
        expect.arrayContaining(['addressKo', 'latitude', 'longitude']),
      ]);
      expect(item.properties!.addressKo.description).toMatch(/Korean/);
      expect(item.properties!.latitude.description).toMatch(/South Korea/);
    }
    const body = doc.paths['/api/experiences'].post.requestBody!.content['application/json'].schema;
    expect(Object.keys(answer(body).properties!)).toEqual(
      expect.arrayContaining(['addressKo', 'latitude', 'longitude']),
    );
  });

  it('says who may call each route: public, an admin session, an owner', () => {
    const staffList = doc.paths['/api/admin/staff'].get;
    expect(staffList.security).toEqual([{ adminSession: [] }]);
    expect(Object.keys(staffList.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '503']));
    expect(doc.paths['/api/experiences'].get.security).toEqual([]);
    expect(Object.keys(doc.paths['/api/guest-bookings/verify'].post.responses)).toEqual(
      expect.arrayContaining(['200', '400', '404', '429', '503']),
    );
  });
});

/** Every route the Express app answers under /api, read from its routers' stacks. */
function expressRoutes(express: Express): string[] {
  type Layer = {
    rawPath?: string | string[];
    route?: { path: string; methods: Record<string, boolean> };
    handle: { stack?: Layer[] };
  };
  const found: string[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods).filter((m) => m !== '_all')) {
          found.push(`${method.toUpperCase()} ${prefix}${layer.route.path}`);
        }
      } else if (layer.handle.stack) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk((express as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return found.filter((r) => / \/(?:api|octo)\//.test(r)).map((r) => r.replace(/:(\w+)/g, '{$1}'));
}

describe('the routes of the app', () => {
  it('are each in the document, and the document lists no route the app lacks', () => {
    const routes = expressRoutes(app.express).sort();
    const documented = operations()
      .map((o) => o.key)
      .sort();
    expect(routes.length).toBeGreaterThan(30);
    // A route missing here: register it through restRoutes() (server/src/rest/api-routes.ts) in its
    // module's *.rest.ts, with a summary, its request schema and its answer; see docs/api.md.
    expect({ undocumented: routes.filter((r) => !documented.includes(r)) }).toEqual({ undocumented: [] });
    expect({ notServed: documented.filter((r) => !routes.includes(r)) }).toEqual({ notServed: [] });
  });
});

// ---------------------------------------------------------------------------------------------
// Calling every documented route with its examples

const inDays = (n: number) => addDays(seoulToday(), n);
const state: Record<string, string | number> = {};
const OCTO_UUID = randomUUID();
let octoClient: TestClient;
const octoRange = (from: number, to: number) => ({
  productId: String(state.itemId),
  localDateStart: inDays(from),
  localDateEnd: inDays(to),
});

type Call = {
  params?: Record<string, string | number>;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
  client?: TestClient;
  form?: FormData | Promise<FormData>;
};

/**
 * Where the document's examples need this database's facts (ids, a bookable date, a mailed token),
 * in the order the calls run. Routes not listed run afterwards with the document's examples alone.
 */
const SCENARIO: [key: string, call?: () => Call | Promise<Call>][] = [
  ['GET /api/openapi.json'],
  ['GET /api/docs'],
  ['POST /api/upload', () => ({ form: imageForm() })],
  ['GET /api/images/{filename}', () => ({ params: { filename: state.filename } })],
  ['GET /api/experiences'],
  ['GET /api/experiences/{id}', () => ({ params: { id: state.itemId } })],
  ['POST /api/experiences'],
  ['PATCH /api/experiences/{id}', () => ({ params: { id: state.newItemId } })],
  ['DELETE /api/experiences/{id}', () => ({ params: { id: state.newItemId } })],
  ['GET /api/articles'],
  ['GET /api/articles/{id}', () => ({ params: { id: state.articleId } })],
  ['POST /api/carousels'],
  ['GET /api/carousels'],
  ['PATCH /api/carousels/{id}', () => ({ params: { id: state.slideId } })],
  ['DELETE /api/carousels/{id}', () => ({ params: { id: state.slideId } })],
  ['POST /api/popups'],
  ['GET /api/popups'],
  ['GET /api/popups/active'],
  ['PATCH /api/popups/{id}', () => ({ params: { id: state.popupId } })],
  ['DELETE /api/popups/{id}', () => ({ params: { id: state.popupId } })],
  ['POST /api/admin/promo-codes'],
  ['GET /api/admin/promo-codes'],
  ['PATCH /api/admin/promo-codes/{id}', () => ({ params: { id: state.promoCodeId } })],
  ['GET /api/admin/promo-codes/{id}/bookings', () => ({ params: { id: state.promoCodeId } })],
  ['DELETE /api/admin/promo-codes/{id}', () => ({ params: { id: state.promoCodeId } })],
  ['POST /api/reviews', () => ({ client: app.client(), body: { itemId: state.itemId } })],
  ['GET /api/reviews'],
  ['GET /api/reviews/item/{id}', () => ({ params: { id: state.itemId } })],
  ['POST /api/reviews/{id}/verify-pin', () => ({ client: app.client(), params: { id: state.reviewId } })],
  ['PATCH /api/reviews/{id}', () => ({ client: app.client(), params: { id: state.reviewId } })],
  [
    'DELETE /api/reviews/{id}',
    () => ({ client: app.client(), params: { id: state.reviewId }, headers: { 'X-Review-Pin': '123456' } }),
  ],
  ['POST /api/reviews/{id}/approve', () => ({ params: { id: state.fixtureReviewId } })],
  ['POST /api/reviews/{id}/reject', () => ({ params: { id: state.fixtureReviewId } })],
  [
    'POST /api/guest-bookings',
    () => ({ client: app.client(), body: { itemId: state.itemId, bookingDate: inDays(5) } }),
  ],
  // The OCTO API, with a reseller's key: a hold, then its changes, confirmation and cancellation.
  ['GET /octo/capabilities', () => ({ client: octoClient })],
  ['GET /octo/supplier', () => ({ client: octoClient })],
  ['GET /octo/products', () => ({ client: octoClient })],
  ['GET /octo/products/{id}', () => ({ client: octoClient, params: { id: state.itemId } })],
  ['POST /octo/availability', () => ({ client: octoClient, body: octoRange(20, 20) })],
  ['POST /octo/availability/calendar', () => ({ client: octoClient, body: octoRange(1, 90) })],
  [
    'POST /octo/bookings',
    () => ({
      client: octoClient,
      body: {
        uuid: OCTO_UUID,
        productId: String(state.itemId),
        availabilityId: `${inDays(20)}T10:00:00+09:00`,
      },
    }),
  ],
  ['GET /octo/bookings', () => ({ client: octoClient })],
  ['GET /octo/bookings/{uuid}', () => ({ client: octoClient, params: { uuid: OCTO_UUID } })],
  ['PATCH /octo/bookings/{uuid}', () => ({ client: octoClient, params: { uuid: OCTO_UUID } })],
  ['POST /octo/bookings/{uuid}/extend', () => ({ client: octoClient, params: { uuid: OCTO_UUID } })],
  ['POST /octo/bookings/{uuid}/confirm', () => ({ client: octoClient, params: { uuid: OCTO_UUID } })],
  ['POST /octo/bookings/{uuid}/cancel', () => ({ client: octoClient, params: { uuid: OCTO_UUID } })],

  ['GET /api/guest-bookings'],
  [
    'POST /api/payments/portone/complete',
    async () => {
      // An instant booking awaiting its payment, paid at PortOne.
      const booked = await app.client().rest('POST', '/api/guest-bookings', {
        itemId: state.instantItemId,
        bookingDate: inDays(6),
        timeSlot: '10:00',
        guestName: 'Li Wei',
        guestEmail: 'li.wei@example.cn',
        guestPhone: '+86 13812345678',
        verificationCode: '135790',
        numberOfGuests: 1,
        language: 'ENG',
      });
      const { paymentId, amount } = booked.body.payment as { paymentId: string; amount: number };
      portone.setPayment({ id: paymentId, amount, status: 'PAID', method: 'card' });
      state.paymentId = paymentId;
      return { client: app.client(), body: { paymentId } };
    },
  ],
  [
    'POST /api/guest-bookings/pay',
    async () => {
      // Another instant booking awaiting its payment: its "Pay now" token, as its look-up gives it.
      const guest = { email: 'mei@example.tw', phone: '+886 912345678', verificationCode: '975310' };
      await app.client().rest('POST', '/api/guest-bookings', {
        itemId: state.instantItemId,
        bookingDate: inDays(8),
        timeSlot: '10:00',
        guestName: 'Mei Lin',
        guestEmail: guest.email,
        guestPhone: guest.phone,
        verificationCode: guest.verificationCode,
        numberOfGuests: 1,
        language: 'ENG',
      });
      const found = await app.client().rest('POST', '/api/guest-bookings/verify', guest);
      return { client: app.client(), body: { token: String(found.body.payToken) } };
    },
  ],
  [
    'POST /api/payments/portone/webhook',
    () => {
      const event = portone.transactionEvent('Transaction.Paid', String(state.paymentId));
      // The document's example body, replaced by the signed event (the signature covers the exact text).
      const signed = portone.signWebhook(event);
      return {
        client: app.client(),
        body: JSON.parse(signed.body) as Record<string, unknown>,
        headers: signed.headers,
      };
    },
  ],
  [
    'POST /api/guest-bookings/{id}/payments/{paymentId}/refund',
    async () => {
      const [record] = await app
        .em()
        .execute<{ id: number; booking_id: number }[]>(
          `select id, booking_id from payment where method = 'online' and kind = 'payment' order by id desc limit 1`,
        );
      return { params: { id: record.booking_id, paymentId: record.id } };
    },
  ],
  ['POST /api/guest-bookings/verify', () => ({ client: app.client() })],
  // Moving (issue 41): the guest's booking to the next day; staff's move; a guest's change request (the
  // price changed since booking) approved, and another declined.
  [
    'POST /api/guest-bookings/move',
    () => ({ client: app.client(), body: { bookingDate: inDays(6), timeSlot: '10:00' } }),
  ],
  [
    'POST /api/guest-bookings/{id}/change-request/approve',
    async () => ({ params: { id: await changeRequested(inDays(11)) } }),
  ],
  [
    'POST /api/guest-bookings/{id}/change-request/decline',
    async () => ({ params: { id: await changeRequested(inDays(12)) } }),
  ],
  ['POST /api/guest-bookings/cancel', () => ({ client: app.client() })],
  ['PATCH /api/guest-bookings/{id}', () => ({ params: { id: state.bookingId } })],
  [
    'POST /api/guest-bookings/{id}/move',
    () => ({ params: { id: state.bookingId }, body: { bookingDate: inDays(9), timeSlot: '10:00' } }),
  ],
  ['POST /api/guest-bookings/{id}/approve', () => ({ params: { id: state.bookingId } })],
  ['POST /api/guest-bookings/{id}/payments', () => ({ params: { id: state.bookingId } })],
  ['GET /api/guest-bookings/{id}/payments', () => ({ params: { id: state.bookingId } })],
  [
    'POST /api/guest-bookings/{id}/payments/{paymentId}/void',
    () => ({ params: { id: state.bookingId, paymentId: state.paymentId } }),
  ],
  // A full slot's waitlist (issue 41): a guest joins, staff offer them seats (freed behind the queue's
  // back, so no offer is made by itself), the guest accepts; a second guest's offer is declined; a
  // third leaves.
  [
    'POST /api/waitlist',
    async () => {
      const em = app.em();
      const full = await makeExperience(em, { language: ['JPN'], maxGuests: 2, timeSlots: ['10:00'] });
      state.waitlistItemId = full.id;
      state.waitlistBookingId = (
        await makeBooking(em, full, { bookingDate: inDays(9), numberOfGuests: 2, status: 'confirmed' })
      ).id;
      return { client: app.client(), body: { itemId: full.id, bookingDate: inDays(9) } };
    },
  ],
  [
    'POST /api/admin/waitlist/{id}/offer',
    async () => {
      await app.pool.query(`update guest_booking set status = 'cancelled' where id = $1`, [
        state.waitlistBookingId,
      ]);
      const [entry] = await app
        .em()
        .execute<{ id: number }[]>(`select id from waitlist_entry where guest_email = 'aiko@example.jp'`);
      return { params: { id: entry.id } };
    },
  ],
  [
    'GET /api/waitlist/offers/{token}',
    async () => ({ client: app.client(), params: { token: await waitlistToken('aiko@example.jp') } }),
  ],
  [
    'POST /api/waitlist/offers/{token}/accept',
    async () => ({ client: app.client(), params: { token: await waitlistToken('aiko@example.jp') } }),
  ],
  [
    'POST /api/waitlist/offers/{token}/decline',
    async () => {
      await app.client().rest('POST', '/api/waitlist', {
        itemId: state.waitlistItemId,
        bookingDate: inDays(9),
        timeSlot: '10:00',
        guestName: 'Mei Lin',
        guestEmail: 'mei.waits@example.tw',
        guestPhone: '+886 912345678',
        numberOfGuests: 2,
        language: 'JPN',
      });
      const [mei] = await app
        .em()
        .execute<{ id: number }[]>(
          `select id from waitlist_entry where guest_email = 'mei.waits@example.tw'`,
        );
      await app.pool.query(
        `update guest_booking set status = 'cancelled' where guest_email = 'aiko@example.jp' and status = 'pending'`,
      );
      await admin.rest('POST', `/api/admin/waitlist/${mei.id}/offer`);
      return { client: app.client(), params: { token: await waitlistToken('mei.waits@example.tw') } };
    },
  ],
  [
    'POST /api/waitlist/leave/{token}',
    async () => {
      await app.pool.query(
        `update guest_booking set status = 'confirmed' where guest_email = 'aiko@example.jp' and status = 'cancelled'`,
      );
      await app.client().rest('POST', '/api/waitlist', {
        itemId: state.waitlistItemId,
        bookingDate: inDays(9),
        timeSlot: '10:00',
        guestName: 'Kenji Sato',
        guestEmail: 'kenji.leaves@example.jp',
        guestPhone: '+81 9012345678',
        numberOfGuests: 1,
        language: 'JPN',
      });
      const mail = await app
        .em()
        .findOneOrFail(MailOutbox, { kind: 'waitlist_joined', recipient: 'kenji.leaves@example.jp' });
      const props = putBackSecrets(
        mail.props,
        openSecrets(mailSecretBox(app.hasher), mail.secrets!, mail.recipient)!,
      );
      return {
        client: app.client(),
        params: { token: /\/waitlist\/leave\/([\w-]+)/.exec(JSON.stringify(props))![1] },
      };
    },
  ],
  ['GET /api/admin/manifest', () => ({})],
  ['GET /api/admin/manifest/slots'],
  // The booking is a week ahead: checked in on purpose (override), then undone within the minute.
  ['POST /api/admin/check-ins', () => ({ body: { bookingId: state.bookingId } })],
  ['DELETE /api/admin/check-ins/{id}', () => ({ params: { id: state.bookingId } })],
  ['POST /api/guest-bookings/{id}/no-show', () => ({ params: { id: state.pastBookingId } })],
  ['DELETE /api/guest-bookings/{id}/no-show', () => ({ params: { id: state.pastBookingId } })],
  ['POST /api/admin/bank-statements/preview', () => ({ form: statementForm() })],
  [
    'POST /api/admin/bank-statements/import',
    () => {
      const form = new FormData();
      form.append('previewId', String(state.previewId));
      return { form };
    },
  ],
  ['GET /api/logs/booking/{id}', () => ({ params: { id: state.bookingId } })],
  ['POST /api/guest-bookings/{id}/cancel', () => ({ params: { id: state.bookingId } })],
  // The cancelled booking kept the 45,000 imported above: that much goes back.
  [
    'POST /api/guest-bookings/{id}/refunds',
    () => ({ params: { id: state.bookingId }, body: { amount: 45000 } }),
  ],
  ['GET /api/admin/bookings.csv'],
  ['POST /api/inquiries', () => ({ client: app.client() })],
  ['GET /api/inquiries'],
  ['POST /api/newsletter', () => ({ client: app.client() })],
  [
    'POST /api/newsletter/unsubscribe',
    async () => {
      const sub = await app.em().findOneOrFail(NewsletterSubscription, { email: 'mina@example.com' });
      return { client: app.client(), body: { token: unsubscribeToken(app, sub.id, sub.email) } };
    },
  ],
  ['GET /api/admin/newsletter-subscribers.csv'],
  ['POST /api/admin/webhooks'],
  ['GET /api/admin/webhooks'],
  ['POST /api/admin/webhooks/{id}/secret', () => ({ params: { id: state.webhookId } })],
  ['GET /api/admin/webhooks/{id}/deliveries', () => ({ params: { id: state.webhookId } })],
  [
    'POST /api/admin/webhooks/{id}/deliveries/{deliveryId}/retry',
    async () => {
      const { rows } = await app.pool.query<{ id: number }>(
        `insert into webhook_delivery (subscription_id, event_type, payload, status)
         values ($1, 'booking.created', '{}', 'failed') returning id`,
        [state.webhookId],
      );
      return { params: { id: state.webhookId, deliveryId: rows[0].id } };
    },
  ],
  ['DELETE /api/admin/webhooks/{id}', () => ({ params: { id: state.webhookId } })],
  ['POST /api/admin/resellers'],
  ['GET /api/admin/resellers'],
  ['PATCH /api/admin/resellers/{id}', () => ({ params: { id: state.resellerId } })],
  ['POST /api/admin/resellers/{id}/keys', () => ({ params: { id: state.resellerId } })],
  [
    'DELETE /api/admin/resellers/{id}/keys/{keyId}',
    () => ({ params: { id: state.resellerId, keyId: state.resellerKeyId } }),
  ],
  ['GET /api/admin/staff'],
  ['POST /api/admin/staff'],
  [
    'POST /api/admin/invitations/accept',
    async () => {
      const mail = await app
        .em()
        .findOneOrFail(MailOutbox, { kind: 'staff_invitation' }, { orderBy: { id: 'desc' } });
      return {
        client: app.client(),
        body: { token: /token=([\w-]{43})/.exec(sentText(app.hasher, mail))![1] },
      };
    },
  ],
  ['POST /api/admin/staff/{id}/disable', () => ({ params: { id: state.clerkId } })],
  ['POST /api/admin/staff/{id}/enable', () => ({ params: { id: state.clerkId } })],
  ['GET /api/admin/audit'],
  ['GET /api/admin/sessions'],
  [
    'DELETE /api/admin/sessions/{id}',
    async () => {
      // Another sign-in of the owner, ended from the first one's session.
      const other = app.client();
      await other.login('owner', 'correct horse battery');
      const mine = (await (await other.fetch('/api/admin/sessions')).json()) as {
        id: string;
        current: boolean;
      }[];
      return { params: { id: mine.find((session) => session.current)!.id } };
    },
  ],
  // Two-factor sign-in, on an account of its own: set up, turn on with a real code, sign in with the
  // next step's code (a used one is refused), turn off.
  [
    'POST /api/admin/totp/setup',
    () => ({ client: twoFactorClient, body: { password: 'a third long password' } }),
  ],
  ['POST /api/admin/totp/enable', async () => ({ client: twoFactorClient, body: { code: await totp() } })],
  [
    'POST /api/admin/login/totp',
    async () => {
      const client = app.client();
      expect((await client.login('twofa', 'a third long password')).body).toEqual({
        twoFactorRequired: true,
      });
      return { client, body: { code: await totp(1) } };
    },
  ],
  [
    'POST /api/admin/totp/recovery-codes',
    () => ({ client: twoFactorClient, body: { password: 'a third long password' } }),
  ],
  [
    'POST /api/admin/totp/disable',
    () => ({ client: twoFactorClient, body: { password: 'a third long password' } }),
  ],
  // The account's own password and e-mail address; then an owner resets and unlocks its second factor.
  [
    'POST /api/admin/me/password',
    () => ({ client: twoFactorClient, body: { currentPassword: 'a third long password' } }),
  ],
  [
    'PATCH /api/admin/me',
    () => ({
      client: twoFactorClient,
      body: { email: 'twofa@example.com', currentPassword: 'a new long passphrase 2026' },
    }),
  ],
  [
    'POST /api/admin/me/email/confirm',
    async () => {
      const mail = await app
        .em()
        .findOneOrFail(MailOutbox, { kind: 'email_change', recipient: 'twofa@example.com' });
      return {
        client: app.client(),
        body: { token: /token=([\w-]{43})/.exec(sentText(app.hasher, mail))![1] },
      };
    },
  ],
  ['POST /api/admin/staff/{id}/totp/reset', () => ({ params: { id: state.twofaId } })],
  ['POST /api/admin/staff/{id}/totp/unlock', () => ({ params: { id: state.twofaId } })],
  ['GET /api/admin/totp/policy'],
  ['PUT /api/admin/totp/policy'],
  ['POST /api/admin/password-reset', () => ({ client: app.client(), body: { email: 'clerk@example.com' } })],
  [
    'POST /api/admin/password-reset/complete',
    async () => {
      const mail = await app
        .em()
        .findOneOrFail(MailOutbox, { kind: 'password_reset', recipient: 'clerk@example.com' });
      return {
        client: app.client(),
        body: { token: /token=([\w-]{43})/.exec(sentText(app.hasher, mail))![1] },
      };
    },
  ],
  ['GET /api/admin/me'],
  [
    'POST /api/admin/login',
    () => ({ client: app.client(), body: { username: 'owner', password: 'correct horse battery' } }),
  ],
  ['POST /api/admin/logout', () => ({ client: app.client() })],
];

/** The token of the newest waitlist offer mailed to `email`, as the guest's link carries it. */
async function waitlistToken(email: string): Promise<string> {
  const mail = await app
    .em()
    .findOneOrFail(MailOutbox, { kind: 'waitlist_offer', recipient: email }, { orderBy: { id: 'desc' } });
  const props = putBackSecrets(
    mail.props,
    openSecrets(mailSecretBox(app.hasher), mail.secrets!, mail.recipient)!,
  );
  return /\/waitlist\/offer\/([\w-]+)/.exec(JSON.stringify(props))![1];
}

/**
 * A confirmed booking whose guest asks (REST) to move it to `date`: it was booked at a lower price, so the
 * move is a change request for staff. The same booking each time (its earlier request decided).
 */
async function changeRequested(date: string): Promise<number> {
  const guestEmail = 'moving@example.jp';
  const em = app.em();
  let booking = await em.findOne(GuestBooking, { guestEmail });
  if (!booking) {
    const item = await em.findOneOrFail(Experience, { id: Number(state.itemId) });
    booking = await makeBooking(em, item, {
      guestEmail,
      bookingDate: inDays(10),
      status: 'confirmed' as never,
    });
  }
  await em.nativeUpdate(GuestBooking, { id: booking.id }, { totalPrice: 1000 });
  const res = await app.client().rest('POST', '/api/guest-bookings/move', {
    email: guestEmail,
    phone: '+81 9012345678',
    verificationCode: '246810',
    bookingDate: date,
    timeSlot: '10:00',
  });
  expect(res.body).toMatchObject({ outcome: 'change_requested' });
  return booking.id;
}

/** What a call answers that later calls need. */
function remember(key: string, body: Record<string, unknown>) {
  if (key === 'POST /api/upload') state.filename = String(body.filename);
  if (key === 'POST /api/experiences') state.newItemId = Number(body.id);
  if (key === 'POST /api/carousels') state.slideId = Number(body.id);
  if (key === 'POST /api/admin/webhooks') state.webhookId = Number(body.id);
  if (key === 'POST /api/admin/resellers') state.resellerId = Number(body.id);
  if (key === 'POST /api/admin/resellers/{id}/keys') state.resellerKeyId = Number(body.id);
  if (key === 'POST /api/popups') state.popupId = Number(body.id);
  if (key === 'POST /api/admin/promo-codes') state.promoCodeId = Number(body.id);
  if (key === 'POST /api/reviews') state.reviewId = Number(body.id);
  if (key === 'POST /api/guest-bookings/{id}/payments') state.paymentId = Number(body.id);
  if (key === 'POST /api/admin/bank-statements/preview') state.previewId = String(body.previewId);
  if (key === 'POST /api/admin/totp/setup') state.totpSecret = String(body.secret);
}

/** The two-factor account's code `steps` time steps from now (the server accepts one either way). */
const totp = (steps = 0) =>
  generate({ secret: String(state.totpSecret), epoch: Math.floor(Date.now() / 1000) + steps * 30 });
let twoFactorClient: TestClient;

async function imageForm() {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'red.png');
  return form;
}

function statementForm() {
  const form = new FormData();
  const csv = [
    '거래일시,적요,입금액,입금자명',
    `2026.11.27 10:00,#${state.bookingId},"45,000",TANAKA AIKO`,
  ].join('\n');
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'statement.csv');
  return form;
}

describe('every documented route', () => {
  beforeAll(async () => {
    const em = app.em();
    const item = await makeExperience(em, {
      title: 'Makgeolli class',
      language: ['JPN'],
      isActive: true,
      price: 45000,
      maxGuests: 10,
      timeSlots: ['10:00'],
      salesAvailableFrom: inDays(-1),
      salesAvailableUntil: inDays(90),
      freeCancellationHours: 24,
    });
    state.itemId = item.id;
    const { apiKey } = await createReseller({ em, hasher: app.hasher } as unknown as AppContext, {
      name: 'Reference reseller',
      email: 'octo@reseller.example',
    });
    octoClient = app.client({ authorization: `Bearer ${apiKey}` });
    state.instantItemId = (
      await makeExperience(em, {
        language: ['ENG'],
        price: 30000,
        timeSlots: ['10:00'],
        confirmationMode: 'instant',
      })
    ).id;
    state.articleId = (await makeArticle(em)).id;
    state.bookingId = (
      await makeBooking(em, item, { bookingDate: inDays(7), guestEmail: 'admin-desk@example.com' })
    ).id;
    // Yesterday's confirmed booking: its slot has started, so it may be marked a no-show.
    state.pastBookingId = (await makeBooking(em, item, { bookingDate: inDays(-1), status: 'confirmed' })).id;
    const { admin: clerk } = await makeAdmin(em, 'clerk', 'another long password', AdminRole.staff);
    state.clerkId = clerk.id;
    clerk.email = 'clerk@example.com';
    state.twofaId = (await makeAdmin(em, 'twofa', 'a third long password', AdminRole.staff)).admin.id;
    await em.flush();
    twoFactorClient = app.client();
    await twoFactorClient.login('twofa', 'a third long password');
    state.fixtureReviewId = (await makeReview(em, item, { pinHash: await hashSecret('123456') })).id;
  });

  it('answers what the document says, called with its examples', async () => {
    const documented = operations();
    const scenario = new Map(SCENARIO.map(([key, call]) => [key, call] as const));
    const order = [
      ...SCENARIO.map(([key]) => key).filter((key) => documented.some((o) => o.key === key)),
      ...documented.map((o) => o.key).filter((key) => !scenario.has(key)),
    ];
    const failures: string[] = [];
    for (const key of order) {
      const { method, path, op } = documented.find((o) => o.key === key)!;
      const call = (await scenario.get(key)?.()) ?? {};
      const params = Object.fromEntries(
        (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => [p.name, p.example]),
      );
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(String(call.params?.[name] ?? params[name])),
      );
      const query = (op.parameters ?? []).filter((p) => p.in === 'query' && p.example !== undefined);
      const search = query.length
        ? `?${new URLSearchParams(query.map((p): [string, string] => [p.name, String(p.example)]))}`
        : '';
      const json = op.requestBody?.content['application/json'];
      const example = json ? { ...(json.example as object), ...call.body } : undefined;
      const form = await call.form;
      const client = call.client ?? admin;
      const res = await client.fetch(url + search, {
        method: method.toUpperCase(),
        headers: { ...(example ? { 'content-type': 'application/json' } : {}), ...call.headers },
        body: form ?? (example ? JSON.stringify(example) : undefined),
      });
      const [status, success] = Object.entries(op.responses).find(([s]) => s.startsWith('2'))!;
      const text = await res.text();
      if (String(res.status) !== status) {
        failures.push(`${key}: ${res.status} instead of ${status}: ${text.slice(0, 200)}`);
        continue;
      }
      const [type, media] = Object.entries(success.content ?? {})[0] ?? [];
      if (!type) {
        if (text !== '') failures.push(`${key}: a body where none is documented`);
        continue;
      }
      const contentType = res.headers.get('content-type') ?? '';
      if (!contentType.startsWith(type.replace('*', '')))
        failures.push(`${key}: ${contentType} instead of ${type}`);
      if (type !== 'application/json') continue;
      const body = JSON.parse(text) as Record<string, unknown>;
      const errors = schemaErrors(media!.schema!, body, resolve);
      if (errors.length) failures.push(`${key}: ${errors.slice(0, 5).join('; ')}`);
      else if (body && typeof body === 'object') remember(key, body);
    }
    expect(failures).toEqual([]);
    // Every documented route called one after another (about two hundred requests, some sending mail or
    // taking locks): more than the 20 s a single test gets by default on a loaded machine.
  }, 120_000);
});

describe('GET /api/docs', () => {
  it("answers a page that loads Scalar's bundle and its set-up from this server, allowed by the CSP", async () => {
    const res = await app.client().fetch('/api/docs', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual([`${REFERENCE_ASSETS}/scalar.js`, `${REFERENCE_ASSETS}/init.js`]);
    expect(html).not.toMatch(/https?:\/\//);
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    const bundle = await app.client().fetch(scripts[0]);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
    expect(await bundle.text()).toContain('createApiReference');
    const init = await (await app.client().fetch(scripts[1])).text();
    expect(init).toContain("url: '/api/openapi.json'");
    expect(init).toContain('withDefaultFonts: false');
  });
});
