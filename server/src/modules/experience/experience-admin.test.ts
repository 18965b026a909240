import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GuestBooking } from '../booking/guest-booking.entity.js';
import { makeAdmin, makeExperience, makeReview } from '../../testing/fixtures.js';
import { AuditEntry } from '../audit/audit-entry.entity.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import { makeImage, restUpload } from '../../testing/uploads.js';
import { Experience } from './experience.entity.js';

let app: TestApp;
let admin: TestClient;
let webDir: string;
/** An image uploaded to the test app: the only kind of address an item may hold. */
let photo: string;
let photo2: string;

beforeAll(async () => {
  // The storefront's page route needs the web app's index.html to render into.
  webDir = mkdtempSync(path.join(os.tmpdir(), 'kc-items-web-'));
  writeFileSync(
    path.join(webDir, 'index.html'),
    readFileSync(path.resolve('web/index.html'), 'utf8').replace('/src/main.tsx', '/assets/index-abc.js'),
  );
  app = await createTestApp({}, {}, { webDir });
  const { username, password } = await makeAdmin(app.em(), 'items-admin', 'items admin password');
  admin = app.client();
  expect((await admin.login(username, password)).status).toBe(200);
  photo = (await restUpload(admin, await makeImage('jpeg', 64, 48))).body.imageUrl;
  photo2 = (await restUpload(admin, await makeImage('png', 64, 48))).body.imageUrl;
});
afterAll(async () => {
  await app.close();
  rmSync(webDir, { recursive: true, force: true });
});

/** The spec's REST payload (§3, §7): dates [y, m, d], prices as strings, slots [{ startTime }]. */
const restPayload = (change: Record<string, unknown> = {}) => ({
  title: 'Makgeolli Brewing Class',
  category: 'Experience',
  kCultureTags: ['K-Sool'],
  isActive: true,
  salesAvailableFrom: [2026, 12, 1],
  salesAvailableUntil: [2027, 1, 31],
  unavailableDates: [[2026, 12, 25]],
  blockedWeekdays: [1],
  startTime: '10:00',
  duration: '2hrs',
  price: '45000',
  promotionType: ['%OFF'],
  promotionDiscount: 10,
  maxGuests: 8,
  minGuests: 2,
  location: 'Mapo-gu, Seoul',
  language: ['ENG'],
  cjPartners: ['CJ Cheiljedang'],
  hashtags: ['makgeolli', 'brewing'],
  optionText: 'Bottle to take home',
  optionPrice: '5000',
  mainImage: photo,
  shortDescription: 'Brew your own rice wine.',
  aboutExperience: 'Line one\nLine two',
  overviewImages: [],
  experienceHighlights: ['Taste five kinds', ''],
  goodToKnow: ['Bring <b>ID</b> {always}'],
  detailedItinerary: [{ description: 'Welcome drink', duration: '15min' }],
  includedItems: ['Ingredients', ''],
  notIncludedItems: ['Transport'],
  latitude: '37.5563',
  longitude: '126.9236',
  googleMapIframe: '<iframe src="https://www.google.com/maps/embed?pb=!1m18!abc" width="600"></iframe>',
  recommendationPlaces: [
    { title: 'Mangwon Market', image: null, link: 'https://example.com', description: '' },
  ],
  timeSlots: [{ startTime: '10:00' }, { startTime: '14:30' }],
  metaTitle: '',
  metaDescription: 'Brew makgeolli in Seoul.',
  metaKeywords: 'makgeolli, seoul',
  canonicalUrl: null,
  externalBookingLink: null,
  overview: '<p>Brew <strong>makgeolli</strong>.</p>',
  itinerary: '<ol><li>Mix</li></ol>',
  included: '<ul><li>Rice</li></ul>',
  ...change,
});

/** The same item as the admin editor sends it over GraphQL. */
const gqlInput = (change: Record<string, unknown> = {}) => ({
  language: ['KOR'],
  title: '한복 궁궐 산책',
  category: 'Tour',
  kCultureTags: ['K_DRAMA'],
  location: '종로구',
  price: 30000,
  startTime: '09:00',
  duration: '90min',
  salesAvailableFrom: '2026-12-01',
  salesAvailableUntil: '2026-12-31',
  timeSlots: ['09:00', '13:00'],
  ...change,
});

const FIELDS = 'id title isActive price minGuests maxGuests metaTitle timeSlots language overview';
const CREATE = `mutation($input: ExperienceInput!) { createExperience(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: Int!, $input: ExperienceInput!) { updateExperience(id: $id, input: $input) { ${FIELDS} } }`;
const SET_ACTIVE = `mutation($id: Int!, $on: Boolean!) { setExperienceActive(id: $id, isActive: $on) { id isActive } }`;
const DELETE = `mutation($id: Int!) { deleteExperience(id: $id) }`;
const DUPLICATE = `mutation($id: Int!) { duplicateExperience(id: $id) { ${FIELDS} } }`;
const ADMIN_LIST = `query($filter: AdminExperienceFilter, $page: PageInput, $sort: AdminExperienceSort, $direction: SortDirection) {
  adminExperiences(filter: $filter, page: $page, sort: $sort, direction: $direction) { totalCount page pageSize items { id title isActive } }
}`;

const count = () => app.em().count(Experience, {});
const stored = (id: number) => app.em().findOneOrFail(Experience, { id });

describe('admin only', () => {
  it('answers anonymous GraphQL calls UNAUTHENTICATED and REST calls 401, changing nothing', async () => {
    const item = await makeExperience(app.em(), { title: 'Untouchable' });
    const anon = app.client();
    const before = await count();
    for (const [query, variables] of [
      [CREATE, { input: gqlInput() }],
      [UPDATE, { id: item.id, input: gqlInput() }],
      [SET_ACTIVE, { id: item.id, on: false }],
      [DELETE, { id: item.id }],
      [DUPLICATE, { id: item.id }],
      [ADMIN_LIST, {}],
    ] as const) {
      const res = await anon.gql(query, variables);
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(res.status).toBe(401);
    }
    for (const [method, url, body] of [
      ['POST', '/api/experiences', restPayload()],
      ['PATCH', `/api/experiences/${item.id}`, { isActive: false }],
      ['PATCH', `/api/experiences/${item.id}`, restPayload()],
      ['DELETE', `/api/experiences/${item.id}`, undefined],
    ] as const) {
      const res = await anon.rest(method, url, body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Authentication required.' });
    }
    expect(await count()).toBe(before);
    expect(await stored(item.id)).toMatchObject({ title: 'Untouchable', isActive: true });
  });
});

describe('REST /api/experiences writes', () => {
  it('creates an item from the spec payload and answers it in the same shapes', async () => {
    const res = await admin.rest('POST', '/api/experiences', restPayload());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Makgeolli Brewing Class',
      price: '45000',
      discountedPrice: '40500',
      optionPrice: '5000',
      salesAvailableFrom: [2026, 12, 1],
      salesAvailableUntil: [2027, 1, 31],
      unavailableDates: [[2026, 12, 25]],
      timeSlots: [{ startTime: '10:00' }, { startTime: '14:30' }],
      latitude: '37.5563',
      longitude: '126.9236',
      metaTitle: 'Makgeolli Brewing Class', // empty: the title
      experienceHighlights: ['Taste five kinds'], // empty entries dropped
      includedItems: ['Ingredients'],
      goodToKnow: ['Bring ID always'], // tags and { } stripped
      googleMapIframe: 'https://www.google.com/maps/embed?pb=!1m18!abc',
      isActive: true,
      // Not sent: the default policy, staff approve, sales close 2 hours before a slot.
      freeCancellationHours: 24,
      confirmationMode: 'request',
      bookingCutoffHours: 2,
      waitlistOfferHours: 12,
    });
    const row = await stored(res.body.id);
    expect(row).toMatchObject({
      price: 45000,
      optionPrice: 5000,
      minGuests: 2,
      maxGuests: 8,
      salesAvailableFrom: '2026-12-01',
      timeSlots: ['10:00', '14:30'],
      latitude: 37.5563,
      recommendationPlaces: [
        { title: 'Mangwon Market', image: null, link: 'https://example.com', description: null },
      ],
    });
  });

  it.each([
    [
      { title: '', salesAvailableFrom: null, timeSlots: [{ startTime: '' }] },
      'Missing required fields: Title, Sales Start Date, Time Slots, Meta Title',
    ],
    [{ startTime: '25:00' }, 'Time must be in 24-hour HH:MM format (00:00-23:59).'],
    [
      { duration: '2 hours' },
      'Duration must be a number followed by min, hr or hrs (for example 90min, 2hrs).',
    ],
    [{ salesAvailableUntil: [2026, 11, 30] }, 'sales end date must be later than the start'],
    [{ timeSlots: [{ startTime: '10:00' }, { startTime: '10:00' }] }, 'duplicate time slots: 10:00'],
    [{ timeSlots: [{ startTime: '10:05' }] }, 'Slot minutes must be 00, 15, 30 or 45.'],
    [{ optionPrice: null }, 'option details cannot be entered when price is empty'],
    [{ optionText: '   ' }, 'option details cannot be only whitespace'],
    [
      { freeCancellationHours: 721 },
      'Free cancellation must be a whole number of hours from 0 to 720, or empty for none.',
    ],
    [
      { freeCancellationHours: '2 days' },
      'Free cancellation must be a whole number of hours from 0 to 720, or empty for none.',
    ],
    [{ confirmationMode: 'auto' }, 'Confirmation mode must be instant or request.'],
    [{ confirmationMode: ['instant'] }, 'Confirmation mode must be instant or request.'],
    [{ bookingCutoffHours: 169 }, 'Booking cut-off must be a whole number of hours from 0 to 168.'],
    [{ bookingCutoffHours: -1 }, 'Booking cut-off must be a whole number of hours from 0 to 168.'],
    [{ bookingCutoffHours: '1.5' }, 'Booking cut-off must be a whole number of hours from 0 to 168.'],
    [{ bookingCutoffHours: '2 days' }, 'Booking cut-off must be a whole number of hours from 0 to 168.'],
    [{ waitlistOfferHours: 0 }, 'A waitlist offer must wait a whole number of hours from 1 to 168.'],
    [{ waitlistOfferHours: 169 }, 'A waitlist offer must wait a whole number of hours from 1 to 168.'],
    [{ waitlistOfferHours: '1.5' }, 'A waitlist offer must wait a whole number of hours from 1 to 168.'],
    [{ hashtags: ['Seoul', 'seoul'] }, 'duplicate hashtags: seoul'],
    [{ minGuests: 9 }, 'Min guests cannot be more than max guests.'],
    [{ price: '45000.5' }, 'Enter digits only (no decimal point).'],
    [{ promotionDiscount: 100 }, 'discount must be under 100%'],
    [{ aboutExperience: '1\n2\n3\n4\n5' }, 'About Experience can have at most 4 lines.'],
    [{ shortDescription: 'x'.repeat(151) }, 'Short description must be at most 150 characters.'],
    [{ metaTitle: 'x'.repeat(61) }, 'Meta title must be at most 60 characters.'],
    [{ metaDescription: 'x'.repeat(161) }, 'Meta description must be at most 160 characters.'],
    [{ language: ['ENG', 'JPN'] }, 'Choose exactly one language.'],
    [{ kCultureTags: ['K-Pop', 'K-Food'] }, 'Choose exactly one K-Culture tag.'],
    [
      { googleMapIframe: 'https://maps.evil.example/embed' },
      'Enter a Google Maps embed address (https://www.google.com/maps/embed?...).',
    ],
    // Issue 40: the meeting point is in Korea (Tokyo is not), both coordinates or neither, Hangul.
    [
      { latitude: '35.6812', longitude: '139.7671' },
      'The coordinates must lie in South Korea (latitude 33.0–38.7, longitude 124.5–132.0).',
    ],
    [{ longitude: null }, 'Enter both the latitude and the longitude, or neither.'],
    [
      { addressKo: 'Sajik-ro 161, Jongno-gu' },
      'Write the Korean address in Korean (Hangul), as a taxi driver would read it.',
    ],
    [{ isAdmin: true }, 'Unknown fields: isAdmin'],
    [{ title: ['a list'], location: { x: 1 } }, 'Missing required fields: Meta Title; Enter text here.'],
  ])('refuses %j with 400 and stores nothing', async (change, message) => {
    const before = await count();
    const res = await admin.rest('POST', '/api/experiences', restPayload(change));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(await count()).toBe(before);
  });

  it('keeps the cancellation policy: hours, or null for no free cancellation (REST and GraphQL)', async () => {
    const rest = await admin.rest('POST', '/api/experiences', restPayload({ freeCancellationHours: '48' }));
    expect(rest.body.freeCancellationHours).toBe(48);
    const none = await admin.rest('POST', '/api/experiences', restPayload({ freeCancellationHours: null }));
    expect(none.body.freeCancellationHours).toBeNull();
    expect((await stored(none.body.id)).freeCancellationHours).toBeNull();
    const read = await app
      .client()
      .gql(`query($id: Int!) { experience(id: $id) { freeCancellationHours } }`, { id: rest.body.id });
    expect(read.data.experience).toEqual({ freeCancellationHours: 48 });
  });

  it("sets a waitlist offer's hours (REST, PATCH alone, GraphQL input and read)", async () => {
    const res = await admin.rest('POST', '/api/experiences', restPayload({ waitlistOfferHours: '48' }));
    expect(res).toMatchObject({ status: 201, body: { waitlistOfferHours: 48 } });
    expect(await stored(res.body.id)).toMatchObject({ waitlistOfferHours: 48 });
    const some = await admin.rest('PATCH', `/api/experiences/${res.body.id}`, { waitlistOfferHours: 168 });
    expect(some).toMatchObject({ status: 200, body: { waitlistOfferHours: 168 } });
    const refused = await admin.rest('PATCH', `/api/experiences/${res.body.id}`, { waitlistOfferHours: 0 });
    expect(refused).toMatchObject({
      status: 400,
      body: { message: 'A waitlist offer must wait a whole number of hours from 1 to 168.' },
    });
    const read = await app
      .client()
      .gql(`query($id: Int!) { experience(id: $id) { waitlistOfferHours } }`, { id: res.body.id });
    expect(read.data.experience).toEqual({ waitlistOfferHours: 168 });
    const update = `mutation($id: Int!, $input: ExperienceInput!) { updateExperience(id: $id, input: $input) { waitlistOfferHours } }`;
    const typed = await admin.gql(update, { id: res.body.id, input: gqlInput({ waitlistOfferHours: 6 }) });
    expect(typed.data).toEqual({ updateExperience: { waitlistOfferHours: 6 } });
    const wrong = await admin.gql(update, { id: res.body.id, input: gqlInput({ waitlistOfferHours: 200 }) });
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'A waitlist offer must wait a whole number of hours from 1 to 168.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('sets a per-booking maximum within the guests (REST, PATCH, GraphQL), or none', async () => {
    const res = await admin.rest(
      'POST',
      '/api/experiences',
      restPayload({ maxGuests: 300, maxGuestsPerBooking: '10' }),
    );
    expect(res).toMatchObject({ status: 201, body: { maxGuests: 300, maxGuestsPerBooking: 10 } });
    expect(await stored(res.body.id)).toMatchObject({ maxGuestsPerBooking: 10 });
    const range = 'Guests per booking must be from min guests to max guests, or empty for no limit.';
    const above = await admin.rest('PATCH', `/api/experiences/${res.body.id}`, { maxGuestsPerBooking: 301 });
    expect(above).toMatchObject({ status: 400, body: { message: range } });
    const none = await admin.rest('PATCH', `/api/experiences/${res.body.id}`, { maxGuestsPerBooking: null });
    expect(none).toMatchObject({ status: 200, body: { maxGuestsPerBooking: null } });
    const update = `mutation($id: Int!, $input: ExperienceInput!) { updateExperience(id: $id, input: $input) { maxGuestsPerBooking } }`;
    const typed = await admin.gql(update, { id: res.body.id, input: gqlInput({ maxGuestsPerBooking: 6 }) });
    expect(typed.data).toEqual({ updateExperience: { maxGuestsPerBooking: 6 } });
    const wrong = await admin.gql(update, { id: res.body.id, input: gqlInput({ maxGuestsPerBooking: 0 }) });
    expect(wrong.errors?.[0]).toMatchObject({ message: range, extensions: { code: 'BAD_USER_INPUT' } });
    const read = await app
      .client()
      .gql(`query($id: Int!) { experience(id: $id) { maxGuestsPerBooking } }`, { id: res.body.id });
    expect(read.data.experience).toEqual({ maxGuestsPerBooking: 6 });
  });

  it('sets how bookings are confirmed and the booking cut-off; PATCH changes them alone; GraphQL reads them', async () => {
    const res = await admin.rest(
      'POST',
      '/api/experiences',
      restPayload({ confirmationMode: 'instant', bookingCutoffHours: '24' }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ confirmationMode: 'instant', bookingCutoffHours: 24 });
    expect(await stored(res.body.id)).toMatchObject({ confirmationMode: 'instant', bookingCutoffHours: 24 });

    // A cut-off of 0 sells a slot until it starts; the mode stays as it was.
    const some = await admin.rest('PATCH', `/api/experiences/${res.body.id}`, { bookingCutoffHours: 0 });
    expect(some.status).toBe(200);
    expect(some.body).toMatchObject({ confirmationMode: 'instant', bookingCutoffHours: 0 });
    const back = await admin.rest('PATCH', `/api/experiences/${res.body.id}`, {
      confirmationMode: 'request',
      bookingCutoffHours: 168,
    });
    expect(back.body).toMatchObject({ confirmationMode: 'request', bookingCutoffHours: 168 });

    const refused = await admin.rest('PATCH', `/api/experiences/${res.body.id}`, {
      confirmationMode: 'instant',
      bookingCutoffHours: 200,
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { message: 'Booking cut-off must be a whole number of hours from 0 to 168.' },
    });
    expect(await stored(res.body.id)).toMatchObject({ confirmationMode: 'request', bookingCutoffHours: 168 });

    const read = await app
      .client()
      .gql(`query($id: Int!) { experience(id: $id) { confirmationMode bookingCutoffHours } }`, {
        id: res.body.id,
      });
    expect(read.data.experience).toEqual({ confirmationMode: 'request', bookingCutoffHours: 168 });
  });

  it('names every failing field in one message', async () => {
    const res = await admin.rest(
      'POST',
      '/api/experiences',
      restPayload({ category: '', duration: 'x', promotionDiscount: 120 }),
    );
    expect(res.body).toEqual({
      message:
        'Missing required fields: Category; discount must be under 100%; Duration must be a number followed by min, hr or hrs (for example 90min, 2hrs).',
    });
  });

  it('refuses a body that is not an item', async () => {
    const res = await admin.rest('POST', '/api/experiences', [1, 2]);
    expect(res.status).toBe(400);
  });

  it('sanitises the HTML fields on save', async () => {
    const res = await admin.rest(
      'POST',
      '/api/experiences',
      restPayload({
        overview: '<p>Hi<script>alert(1)</script></p><img src="x.png" onerror="alert(2)">',
        itinerary: '<a href="javascript:alert(3)">go</a><a href="https://ok.example" target="_blank">ok</a>',
        included: '<p style="color:red" onclick="x()">Rice</p><iframe src="https://evil.example"></iframe>',
      }),
    );
    expect(res.status).toBe(201);
    const row = await stored(res.body.id);
    expect(row.overview).toBe('<p>Hi</p><img src="x.png" />');
    // The creation is in the audit trail with what was stored (the sanitised HTML).
    const entry = await app
      .em()
      .findOneOrFail(AuditEntry, { kind: 'item.create', targetId: String(res.body.id) });
    expect(entry).toMatchObject({ before: null, after: { overview: '<p>Hi</p><img src="x.png" />' } });
    expect(row.itinerary).toBe(
      '<a>go</a><a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a>',
    );
    expect(row.included).toBe('<p>Rice</p>');
  });

  it('PATCH with only isActive switches the item; with fields updates them; bad input changes nothing', async () => {
    const { body } = await admin.rest('POST', '/api/experiences', restPayload({ title: 'Patch me' }));
    const off = await admin.rest('PATCH', `/api/experiences/${body.id}`, { isActive: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id: body.id, isActive: false, title: 'Patch me' });
    expect((await stored(body.id)).isActive).toBe(false);

    const bad = await admin.rest('PATCH', `/api/experiences/${body.id}`, { isActive: 'yes' });
    expect(bad).toMatchObject({ status: 400, body: { message: 'isActive must be true or false.' } });

    const full = await admin.rest('PATCH', `/api/experiences/${body.id}`, {
      ...restPayload({ title: 'Patched', price: '50000' }),
      id: body.id,
    });
    expect(full.status).toBe(200);
    expect(full.body).toMatchObject({ title: 'Patched', price: '50000', isActive: true });

    const some = await admin.rest('PATCH', `/api/experiences/${body.id}`, { maxGuests: 12 });
    expect(some.body).toMatchObject({ title: 'Patched', maxGuests: 12 });

    const refused = await admin.rest('PATCH', `/api/experiences/${body.id}`, { duration: 'soon' });
    expect(refused.status).toBe(400);
    expect(await stored(body.id)).toMatchObject({ title: 'Patched', duration: '2hrs', maxGuests: 12 });

    expect((await admin.rest('PATCH', '/api/experiences/999999', { isActive: true })).status).toBe(404);
  });

  it('DELETE removes an unused item, and refuses one with bookings or reviews (409)', async () => {
    const unused = await admin.rest('POST', '/api/experiences', restPayload({ title: 'Delete me' }));
    const gone = await admin.rest('DELETE', `/api/experiences/${unused.body.id}`);
    expect(gone.status).toBe(204);
    expect(await app.em().findOne(Experience, { id: unused.body.id })).toBeNull();
    expect((await admin.rest('DELETE', `/api/experiences/${unused.body.id}`)).status).toBe(404);

    const em = app.em();
    const booked = await makeExperience(em, { title: 'Booked' });
    em.create(GuestBooking, {
      experience: booked,
      bookingDate: '2026-12-10',
      timeSlot: '10:00',
      guestName: 'Mina',
      guestEmail: 'mina@example.com',
      guestPhone: '+82 1012345678',
      verificationCodeHash: 'x',
      language: 'ENG',
    } as GuestBooking);
    await em.flush();
    const reviewed = await makeExperience(em, { title: 'Reviewed' });
    await makeReview(em, reviewed);
    for (const item of [booked, reviewed]) {
      const res = await admin.rest('DELETE', `/api/experiences/${item.id}`);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        message:
          'This item has bookings or reviews and cannot be deleted. Deactivate it instead to take it off sale.',
      });
      expect(await app.em().findOne(Experience, { id: item.id })).not.toBeNull();
    }
    const gql = await admin.gql(DELETE, { id: booked.id });
    expect(gql.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });
});

describe('GraphQL admin operations', () => {
  it('creates, updates, switches, duplicates and deletes an item', async () => {
    const created = await admin.gql(CREATE, { input: gqlInput() });
    expect(created.errors).toBeUndefined();
    const item = created.data.createExperience;
    expect(item).toMatchObject({
      title: '한복 궁궐 산책',
      isActive: true,
      price: 30000,
      minGuests: 1,
      maxGuests: 10,
      metaTitle: '한복 궁궐 산책',
      timeSlots: ['09:00', '13:00'],
      language: ['KOR'],
    });

    const updated = await admin.gql(UPDATE, {
      id: item.id,
      input: gqlInput({ title: '한복 산책', overview: '<p onclick="x()">궁궐</p>', maxGuests: 6 }),
    });
    expect(updated.data.updateExperience).toMatchObject({
      title: '한복 산책',
      overview: '<p>궁궐</p>',
      maxGuests: 6,
    });

    const off = await admin.gql(SET_ACTIVE, { id: item.id, on: false });
    expect(off.data.setExperienceActive).toEqual({ id: item.id, isActive: false });

    const copy = await admin.gql(DUPLICATE, { id: item.id });
    expect(copy.data.duplicateExperience).toMatchObject({
      title: '한복 산책 (copy)',
      isActive: false,
      maxGuests: 6,
      timeSlots: ['09:00', '13:00'],
    });
    expect(copy.data.duplicateExperience.id).not.toBe(item.id);

    expect((await admin.gql(DELETE, { id: copy.data.duplicateExperience.id })).data).toEqual({
      deleteExperience: true,
    });
    const missing = await admin.gql(DELETE, { id: 999999 });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('sets how bookings are confirmed and the booking cut-off, with the defaults when not given', async () => {
    const MODE = 'confirmationMode bookingCutoffHours';
    const plain = await admin.gql(
      `mutation($input: ExperienceInput!) { createExperience(input: $input) { id ${MODE} } }`,
      { input: gqlInput() },
    );
    expect(plain.data.createExperience).toMatchObject({ confirmationMode: 'request', bookingCutoffHours: 2 });

    const created = await admin.gql(
      `mutation($input: ExperienceInput!) { createExperience(input: $input) { id ${MODE} } }`,
      { input: gqlInput({ confirmationMode: 'instant', bookingCutoffHours: 0 }) },
    );
    const { id } = created.data.createExperience;
    expect(created.data.createExperience).toMatchObject({
      confirmationMode: 'instant',
      bookingCutoffHours: 0,
    });
    expect(await stored(id)).toMatchObject({ confirmationMode: 'instant', bookingCutoffHours: 0 });

    const updated = await admin.gql(
      `mutation($id: Int!, $input: ExperienceInput!) { updateExperience(id: $id, input: $input) { ${MODE} } }`,
      { id, input: gqlInput({ confirmationMode: 'instant', bookingCutoffHours: 48 }) },
    );
    expect(updated.data.updateExperience).toEqual({ confirmationMode: 'instant', bookingCutoffHours: 48 });

    const tooLate = await admin.gql(
      `mutation($id: Int!, $input: ExperienceInput!) { updateExperience(id: $id, input: $input) { ${MODE} } }`,
      { id, input: gqlInput({ bookingCutoffHours: 169 }) },
    );
    expect(tooLate.errors?.[0]).toMatchObject({
      message: 'Booking cut-off must be a whole number of hours from 0 to 168.',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { bookingCutoffHours: 'Booking cut-off must be a whole number of hours from 0 to 168.' },
      },
    });
    // Not a mode GraphQL knows: refused before the resolver.
    const unknown = await admin.gql(CREATE, { input: gqlInput({ confirmationMode: 'auto' }) });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await stored(id)).toMatchObject({ confirmationMode: 'instant', bookingCutoffHours: 48 });
  });

  // Issue 40 (point 5): the meeting point's Korean address and coordinates, in REST and GraphQL.
  it('keeps the Korean address and the coordinates; REST (item and list) and GraphQL give them', async () => {
    const addressKo = '서울특별시 마포구 양화로 지하 160 (홍대입구역 9번 출구)';
    const res = await admin.rest('POST', '/api/experiences', restPayload({ addressKo: ` ${addressKo} ` }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ addressKo, latitude: '37.5563', longitude: '126.9236' });
    expect(await stored(res.body.id)).toMatchObject({ addressKo, latitude: 37.5563, longitude: 126.9236 });

    const guest = app.client();
    const one = await guest.rest('GET', `/api/experiences/${res.body.id}`);
    expect(one.body).toMatchObject({ addressKo, latitude: '37.5563', longitude: '126.9236' });
    const list = await guest.rest('GET', '/api/experiences');
    expect(list.body.find((e: { id: number }) => e.id === res.body.id)).toMatchObject({
      addressKo,
      latitude: '37.5563',
      longitude: '126.9236',
    });
    const read = await guest.gql(
      `query($id: Int!) { experience(id: $id) { addressKo latitude longitude } }`,
      {
        id: res.body.id,
      },
    );
    expect(read.data.experience).toEqual({ addressKo, latitude: 37.5563, longitude: 126.9236 });

    // Cleared: no address, no coordinates.
    const cleared = await admin.rest('PATCH', `/api/experiences/${res.body.id}`, {
      addressKo: '',
      latitude: null,
      longitude: '',
    });
    expect(cleared.body).toMatchObject({ addressKo: null, latitude: null, longitude: null });
  });

  it('refuses coordinates outside Korea over GraphQL too, naming both fields', async () => {
    const before = await count();
    const res = await admin.gql(CREATE, { input: gqlInput({ latitude: 51.5072, longitude: -0.1276 }) });
    const outside = 'The coordinates must lie in South Korea (latitude 33.0–38.7, longitude 124.5–132.0).';
    expect(res.errors?.[0]).toMatchObject({
      message: outside,
      extensions: { code: 'BAD_USER_INPUT', fields: { latitude: outside, longitude: outside } },
    });
    expect(await count()).toBe(before);
  });

  it('answers BAD_USER_INPUT naming the fields in extensions, storing nothing', async () => {
    const before = await count();
    const res = await admin.gql(CREATE, {
      input: gqlInput({
        title: ' ',
        metaTitle: 'Hanbok walk',
        timeSlots: ['09:00', '09:00'],
        promotionType: ['PERCENT_OFF'],
        promotionDiscount: 150,
      }),
    });
    expect(res.errors?.[0]).toMatchObject({
      message: 'Missing required fields: Title; discount must be under 100%; duplicate time slots: 09:00',
      extensions: {
        code: 'BAD_USER_INPUT',
        missing: ['title'],
        fields: {
          title: 'This field is required.',
          promotionDiscount: 'discount must be under 100%',
          timeSlots: 'duplicate time slots: 09:00',
        },
      },
    });
    expect(await count()).toBe(before);
  });
});

describe('image addresses', () => {
  const refusal = 'Images must be uploaded to this site. Please upload the image again.';

  it('keeps uploads of this site (overview images in order, place pictures), absolute ones shortened', async () => {
    const res = await admin.rest(
      'POST',
      '/api/experiences',
      restPayload({
        overviewImages: [photo2, `${app.config.publicUrl}${photo}`],
        recommendationPlaces: [{ title: 'Mangwon Market', image: photo, link: null, description: '' }],
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.overviewImages).toEqual([photo2, photo]);
    expect(res.body.recommendationPlaces[0].image).toBe(photo);
  });

  it.each([
    ['overviewImages', () => ({ overviewImages: [photo, 'https://elsewhere.example/cat.jpg'] })],
    ['overviewImages', () => ({ overviewImages: ['/api/images/never-uploaded.webp'] })],
    ['mainImage', () => ({ mainImage: 'https://elsewhere.example/main.jpg' })],
    [
      'recommendationPlaces',
      () => ({
        recommendationPlaces: [{ title: 'Far away', image: '/api/images/../../etc/passwd', link: null }],
      }),
    ],
  ])(
    'refuses an address that is not an upload of this site (%s), storing nothing',
    async (field, changeOf) => {
      const change = changeOf();
      const before = await app.em().count(Experience);
      const res = await admin.rest('POST', '/api/experiences', restPayload(change));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: refusal });
      const gql = await admin.gql(CREATE, { input: gqlInput(change) });
      expect(gql.errors?.[0]).toMatchObject({
        message: refusal,
        extensions: { code: 'BAD_USER_INPUT', fields: { [field]: refusal } },
      });
      expect(await app.em().count(Experience)).toBe(before);
    },
  );

  it('lets an item keep an address it already holds (a lost file, an older address) while other fields change', async () => {
    const created = await admin.rest('POST', '/api/experiences', restPayload({ title: 'Legacy photos' }));
    expect(created.status).toBe(201);
    const legacy = created.body as { id: number };
    await app.pool.query(
      `update experience set overview_images = '["https://old-cdn.example/a.jpg"]' where id = $1`,
      [legacy.id],
    );
    const keep = await admin.rest('PATCH', `/api/experiences/${legacy.id}`, {
      title: 'Legacy photos, renamed',
    });
    expect(keep.status).toBe(200);
    expect(keep.body.overviewImages).toEqual(['https://old-cdn.example/a.jpg']);
    const add = await admin.rest('PATCH', `/api/experiences/${legacy.id}`, {
      overviewImages: ['https://old-cdn.example/a.jpg', 'https://old-cdn.example/b.jpg'],
    });
    expect(add.status).toBe(400);
  });
});

describe('admin list', () => {
  it('filters by status (active by default), search, category, language, tag and promotion; sorts and pages in SQL', async () => {
    const em = app.em();
    const tag = `zz${Date.now()}`;
    const a = await makeExperience(em, {
      title: `${tag} Alpha`,
      category: 'Tour',
      language: ['JPN'],
      price: 300,
      promotionType: ['NEW'],
      kCultureTags: ['K-Food'],
    });
    const b = await makeExperience(em, {
      title: `${tag} Beta`,
      category: 'Tour',
      language: ['ENG'],
      price: 100,
      kCultureTags: ['K-Pop'],
    });
    const c = await makeExperience(em, {
      title: `${tag} Gamma`,
      category: 'Tickets',
      isActive: false,
      price: 200,
    });
    const list = async (filter: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
      const res = await admin.gql(ADMIN_LIST, { filter: { search: tag, ...filter }, ...extra });
      expect(res.errors).toBeUndefined();
      return res.data.adminExperiences;
    };
    expect((await list({})).items.map((e: { id: number }) => e.id)).toEqual([b.id, a.id]);
    expect((await list({ status: 'inactive' })).items.map((e: { id: number }) => e.id)).toEqual([c.id]);
    expect(
      (await list({ status: 'all' }, { sort: 'price', direction: 'ASC' })).items.map(
        (e: { id: number }) => e.id,
      ),
    ).toEqual([b.id, c.id, a.id]);
    expect((await list({ status: 'all', category: 'Tickets' })).totalCount).toBe(1);
    expect((await list({ language: 'JPN' })).items.map((e: { id: number }) => e.id)).toEqual([a.id]);
    expect((await list({ cultureTag: 'K_POP' })).items.map((e: { id: number }) => e.id)).toEqual([b.id]);
    expect((await list({ promotion: 'NEW' })).items.map((e: { id: number }) => e.id)).toEqual([a.id]);
    const paged = await list(
      { status: 'all' },
      { sort: 'title', direction: 'ASC', page: { page: 2, pageSize: 10 } },
    );
    expect(paged).toMatchObject({ totalCount: 3, page: 2, pageSize: 10, items: [] });
    const page1 = await list({ status: 'all' }, { sort: 'title', direction: 'ASC' });
    expect(page1.items.map((e: { title: string }) => e.title)).toEqual([
      `${tag} Alpha`,
      `${tag} Beta`,
      `${tag} Gamma`,
    ]);
    const bad = await admin.gql(ADMIN_LIST, { page: { page: 1, pageSize: 7 } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('the storefront follows at once', () => {
  it('shows an admin edit on the very next public request (REST and GraphQL), and 404s an inactive item', async () => {
    const anon = app.client();
    const created = await admin.rest('POST', '/api/experiences', restPayload({ title: 'Fresh Walk' }));
    const id = created.body.id as number;
    const restTitle = async () =>
      ((await anon.rest('GET', '/api/experiences')).body as { id: number; title: string }[]).find(
        (e) => e.id === id,
      )?.title;
    const GQL = '{ experiences { id title } }';
    const gqlTitle = async () =>
      ((await anon.gql(GQL)).data?.experiences as { id: number; title: string }[]).find((e) => e.id === id)
        ?.title;
    // Warm both caches, and prove they are kept (a second read is a hit).
    expect(await restTitle()).toBe('Fresh Walk');
    expect(await gqlTitle()).toBe('Fresh Walk');
    expect(await restTitle()).toBe('Fresh Walk');

    await admin.rest('PATCH', `/api/experiences/${id}`, { title: 'Renamed Walk' });
    expect(await restTitle()).toBe('Renamed Walk');
    expect(await gqlTitle()).toBe('Renamed Walk');

    const page = () => anon.fetch(`/experiences/${id}`, { headers: { accept: 'text/html' } });
    expect((await page()).status).toBe(200);
    await admin.gql(SET_ACTIVE, { id, on: false });
    expect(await restTitle()).toBeUndefined();
    expect(await gqlTitle()).toBeUndefined();
    expect((await anon.rest('GET', `/api/experiences/${id}`)).status).toBe(404);
    expect((await page()).status).toBe(404);
    // A signed-in admin still reads it (the storefront page loads it through the API with the session).
    expect((await admin.rest('GET', `/api/experiences/${id}`)).body).toMatchObject({ id, isActive: false });
  });
});
