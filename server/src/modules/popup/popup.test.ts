import { makeAdmin, makePopup } from '../../testing/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import { makeImage, restUpload } from '../../testing/uploads.js';
import { createMediaStorage } from '../../platform/storage/storage.js';
import { Popup } from './popup.entity.js';

let app: TestApp;
let staff: TestClient;
const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR);

beforeAll(async () => {
  app = await createTestApp();
  const admin = await makeAdmin(app.em());
  staff = app.client();
  expect((await staff.login(admin.username, admin.password)).status).toBe(200);
});
afterAll(() => app.close());

async function upload(): Promise<string> {
  const res = await restUpload(staff, await makeImage('png', 20, 10), 'p.png', 'image/png');
  expect(res.status).toBe(200);
  return res.body.imageUrl;
}

const FIELDS = 'id imageUrl linkUrl altText startDate endDate isActive language status fileMissing';

describe('popup admin', () => {
  it('creates (language ENG by default), updates, lists all with the count, deletes (GraphQL)', async () => {
    const image = await upload();
    const created = await staff.gql(
      `mutation($input: PopupInput!) { createPopup(input: $input) { ${FIELDS} } }`,
      {
        input: {
          imageUrl: image,
          linkUrl: 'https://example.com/sale',
          altText: 'Winter sale',
          startDate: at(-1).toISOString(),
          endDate: at(24).toISOString(),
        },
      },
    );
    expect(created.errors).toBeUndefined();
    const popup = created.data.createPopup;
    expect(popup).toMatchObject({
      imageUrl: image,
      linkUrl: 'https://example.com/sale',
      altText: 'Winter sale',
      isActive: true,
      language: 'ENG',
      status: 'live',
      fileMissing: false,
    });
    const moved = await staff.gql(
      `mutation($id: Int!, $input: PopupInput!) { updatePopup(id: $id, input: $input) { ${FIELDS} } }`,
      {
        id: popup.id,
        input: { startDate: at(24).toISOString(), endDate: at(48).toISOString(), language: 'KOR' },
      },
    );
    expect(moved.data.updatePopup).toMatchObject({
      status: 'scheduled',
      language: 'KOR',
      altText: 'Winter sale',
    });
    const off = await staff.gql(
      `mutation($id: Int!) { updatePopup(id: $id, input: { isActive: false }) { status } }`,
      {
        id: popup.id,
      },
    );
    expect(off.data.updatePopup.status).toBe('off');
    await makePopup(app.em(), { endDate: at(-2) });
    const list = await staff.gql(`{ adminPopups { totalCount items { id status } } }`);
    expect(list.data.adminPopups.totalCount).toBe(2);
    expect(list.data.adminPopups.items.map((p: { status: string }) => p.status)).toEqual(['ended', 'off']);

    expect((await staff.gql(`mutation($id: Int!) { deletePopup(id: $id) }`, { id: popup.id })).data).toEqual({
      deletePopup: true,
    });
    expect(await app.em().findOne(Popup, popup.id)).toBeNull();
    await app.em().nativeDelete(Popup, {});
  });

  it("refuses each broken rule with the spec's message (GraphQL and REST) and stores nothing", async () => {
    const ok = { imageUrl: '/api/images/p.png', linkUrl: 'https://example.com' };
    const cases: [Record<string, unknown>, string][] = [
      [{ linkUrl: ok.linkUrl }, 'please upload a popup image'],
      [{ imageUrl: ok.imageUrl }, 'please enter link URL'],
      [{ ...ok, linkUrl: ' ' }, 'please enter link URL'],
      [{ ...ok, linkUrl: 'not a url' }, 'please enter a valid URL'],
      [{ ...ok, linkUrl: '/\\evil.example' }, 'please enter a valid URL'],
      [
        { ...ok, startDate: '2026-12-02T00:00:00.000Z', endDate: '2026-12-01T23:59:00.000Z' },
        'start date must be earlier than or equal to end date',
      ],
    ];
    for (const [input, message] of cases) {
      const gql = await staff.gql(`mutation($input: PopupInput!) { createPopup(input: $input) { id } }`, {
        input,
      });
      expect(gql.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      expect(await staff.rest('POST', '/api/popups', input)).toMatchObject({
        status: 400,
        body: { message },
      });
    }
    expect(await staff.rest('POST', '/api/popups', { ...ok, startDate: 'tomorrow' })).toMatchObject({
      status: 400,
      body: { message: 'please enter a valid date and time' },
    });
    for (const hostile of [{ startDate: { $gt: 1 } }, { endDate: 12 }, { startDate: '2026-13-45T99:00' }]) {
      expect(await staff.rest('POST', '/api/popups', { ...ok, ...hostile })).toMatchObject({
        status: 400,
        body: { message: 'please enter a valid date and time' },
      });
    }
    expect(await staff.rest('POST', '/api/popups', { ...ok, isActive: 'maybe' })).toMatchObject({
      status: 400,
      body: { message: 'isActive must be true or false' },
    });
    // Start equal to end is allowed.
    const same = await staff.rest('POST', '/api/popups', {
      ...ok,
      startDate: '2026-12-01T00:00:00.000Z',
      endDate: '2026-12-01T00:00:00.000Z',
    });
    expect(same.status).toBe(201);
    // An edit is checked as a whole: moving the end before the start is refused and changes nothing.
    const bad = await staff.rest('PATCH', `/api/popups/${same.body.id}`, {
      endDate: '2026-11-01T00:00:00.000Z',
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { message: 'start date must be earlier than or equal to end date' },
    });
    expect((await app.em().findOne(Popup, same.body.id))!.endDate).toEqual(
      new Date('2026-12-01T00:00:00.000Z'),
    );
    expect(await app.em().count(Popup)).toBe(1);
    await app.em().nativeDelete(Popup, {});
  });

  it('shows, of two live popups of one language, the one that started last; the overlap query names them', async () => {
    const em = app.em();
    const earlier = await makePopup(em, { language: 'JPN', startDate: at(-48), endDate: at(48) });
    const later = await makePopup(em, { language: 'JPN', startDate: at(-2), endDate: at(24) });
    // Created last but started first: not the one shown.
    const openStart = await makePopup(em, { language: 'JPN', endDate: at(10) });
    await makePopup(em, { language: 'ENG', startDate: at(-1) });
    const anon = app.client();
    expect((await anon.gql(`{ activePopup(language: JPN) { id } }`)).data.activePopup).toEqual({
      id: later.id,
    });
    expect((await anon.rest('GET', '/api/popups/active?language=JPN')).body).toMatchObject({ id: later.id });

    const overlaps = await staff.gql(
      `query($input: PopupOverlapInput!) { popupOverlaps(input: $input) { id } }`,
      {
        input: {
          language: 'JPN',
          startDate: at(30).toISOString(),
          endDate: at(40).toISOString(),
          excludeId: later.id,
        },
      },
    );
    expect(overlaps.data.popupOverlaps).toEqual([{ id: earlier.id }]);
    const all = await staff.gql(`query($input: PopupOverlapInput!) { popupOverlaps(input: $input) { id } }`, {
      input: { language: 'JPN' },
    });
    expect(all.data.popupOverlaps.map((p: { id: number }) => p.id).sort()).toEqual(
      [earlier.id, later.id, openStart.id].sort(),
    );
    // Switching the later one off gives the storefront the earlier one on the next request.
    await staff.rest('PATCH', `/api/popups/${later.id}`, { isActive: false });
    expect((await anon.gql(`{ activePopup(language: JPN) { id } }`)).data.activePopup).toEqual({
      id: earlier.id,
    });
    await app.em().nativeDelete(Popup, {});
  });

  it('REST: GET lists every popup with status and the file-missing flag; PATCH and DELETE', async () => {
    const kept = await upload();
    const lost = await upload();
    const a = await makePopup(app.em(), { imageUrl: kept, startDate: at(24) });
    const b = await makePopup(app.em(), { imageUrl: lost, language: 'CHN' });
    await createMediaStorage(app.config).uploads.remove(lost.slice('/api/images/'.length));
    const list = await staff.rest('GET', '/api/popups');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({ id: b.id, language: 'CHN', status: 'live', fileMissing: true }),
      expect.objectContaining({ id: a.id, status: 'scheduled', fileMissing: false }),
    ]);
    const gql = await staff.gql(`{ adminPopups { items { id fileMissing } } }`);
    expect(gql.data.adminPopups.items).toEqual([
      { id: b.id, fileMissing: true },
      { id: a.id, fileMissing: false },
    ]);
    // Moving the start to now puts it live.
    const now = await staff.rest('PATCH', `/api/popups/${a.id}`, { startDate: new Date().toISOString() });
    expect(now.body).toMatchObject({ id: a.id, status: 'live' });
    expect(await staff.rest('DELETE', `/api/popups/${a.id}`)).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect(await staff.rest('DELETE', `/api/popups/${a.id}`)).toMatchObject({
      status: 404,
      body: { message: 'Popup not found.' },
    });
  });

  it('answers 401 to anonymous calls (REST and GraphQL) and changes nothing', async () => {
    const popup = await makePopup(app.em(), { linkUrl: '/keep' });
    const before = await app.em().count(Popup);
    const anon = app.client();
    for (const [method, path] of [
      ['GET', '/api/popups'],
      ['POST', '/api/popups'],
      ['PATCH', `/api/popups/${popup.id}`],
      ['DELETE', `/api/popups/${popup.id}`],
    ] as const) {
      const body = method === 'GET' ? undefined : { imageUrl: '/api/images/x.png', linkUrl: '/changed' };
      expect((await anon.rest(method, path, body)).status).toBe(401);
    }
    for (const query of [
      `{ adminPopups { totalCount } }`,
      `{ popupOverlaps(input: { language: ENG }) { id } }`,
      `mutation { createPopup(input: { imageUrl: "/api/images/x.png", linkUrl: "/x" }) { id } }`,
      `mutation { updatePopup(id: ${popup.id}, input: { linkUrl: "/changed" }) { id } }`,
      `mutation { deletePopup(id: ${popup.id}) }`,
    ]) {
      const res = await anon.gql(query);
      expect(res.status).toBe(401);
      expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect(await app.em().count(Popup)).toBe(before);
    expect((await app.em().findOne(Popup, popup.id))!.linkUrl).toBe('/keep');
  });
});
