import { AdminRole, AdminUser } from '../auth/admin-user.entity.js';
import { MailOutbox } from '../../platform/mail/mail-outbox.entity.js';
import { makeAdmin } from '../../testing/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import { sentText } from '../../platform/mail/mail.testing.js';
import { StaffInvitation } from './staff-invitation.entity.js';

let app: TestApp;
let owner: TestClient;
let staff: TestClient;
let staffId: number;

const PASSWORD = 'a long enough passphrase';

beforeAll(async () => {
  app = await createTestApp();
  await makeAdmin(app.em(), 'boss', PASSWORD, AdminRole.owner);
  const made = await makeAdmin(app.em(), 'helper', PASSWORD, AdminRole.staff);
  staffId = made.admin.id;
  owner = app.client();
  staff = app.client();
  expect((await owner.login('boss', PASSWORD)).status).toBe(200);
  expect((await staff.login('helper', PASSWORD)).status).toBe(200);
});
afterAll(() => app.close());

/** Invites over REST and answers the token the mail carries. */
async function invite(email: string, role = 'staff'): Promise<string> {
  const res = await owner.rest('POST', '/api/admin/staff', { email, role });
  expect(res.status).toBe(201);
  const mail = await app
    .em()
    .findOneOrFail(MailOutbox, { kind: 'staff_invitation', recipient: email }, { orderBy: { id: 'desc' } });
  const token = /token=([\w-]{43})/.exec(sentText(app.hasher, mail))?.[1];
  expect(token).toBeDefined();
  return token!;
}

describe('roles', () => {
  it('a staff account is refused staff management over REST (403) and GraphQL (FORBIDDEN)', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/admin/staff', undefined],
      ['POST', '/api/admin/staff', { email: 'x@example.com', role: 'staff' }],
      ['POST', `/api/admin/staff/${staffId}/disable`, undefined],
      ['POST', `/api/admin/staff/${staffId}/enable`, undefined],
    ] as const) {
      const res = await staff.rest(method, path, body);
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 403,
        body: { message: 'Only an owner may do this.' },
      });
    }
    for (const query of [
      '{ staffMembers { id } }',
      '{ staffInvitations { id } }',
      'mutation { inviteStaff(input: { email: "x@example.com", role: staff }) { id } }',
      `mutation { disableStaff(id: ${staffId}) { id } }`,
      `mutation { enableStaff(id: ${staffId}) { id } }`,
      // A setting.
      'mutation { setPaymentAutoCancelDays(days: 3) }',
    ]) {
      const res = await staff.gql(query);
      expect({ query, status: res.status, error: res.errors?.[0] }).toMatchObject({
        query,
        status: 403,
        error: { message: 'Only an owner may do this.', extensions: { code: 'FORBIDDEN' } },
      });
    }
    expect(await app.em().count(MailOutbox, { kind: 'staff_invitation' })).toBe(0);
  });

  it('a staff account keeps the daily work: bookings and inquiries', async () => {
    expect((await staff.gql('{ adminBookings { totalCount } }')).errors).toBeUndefined();
    expect((await staff.rest('GET', '/api/inquiries')).status).toBe(200);
  });

  it('the owner sees every account and its role', async () => {
    const res = await owner.gql<{ staffMembers: { username: string; role: string }[] }>(
      '{ staffMembers { username role disabledAt } }',
    );
    expect(res.data?.staffMembers).toEqual([
      { username: 'boss', role: 'owner', disabledAt: null },
      { username: 'helper', role: 'staff', disabledAt: null },
    ]);
    expect((await owner.gql('{ me { username role } }')).data).toEqual({
      me: { username: 'boss', role: 'owner' },
    });
  });
});

describe('an invitation', () => {
  it('mails a one-time link in Korean; the invitee chooses a username and password and signs in with the role', async () => {
    const token = await invite('new.person@example.com', 'staff');
    const mail = await app.em().findOneOrFail(MailOutbox, { recipient: 'new.person@example.com' });
    expect(mail.language).toBe('KOR');
    expect(mail.subject).toBe('백오피스 초대');
    const stored = await app.em().findOneOrFail(StaffInvitation, { email: 'new.person@example.com' });
    expect(stored.tokenHash).not.toContain(token);
    const hours = (stored.expiresAt.getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    const accepted = await app.client().rest('POST', '/api/admin/invitations/accept', {
      token,
      username: 'Newbie',
      password: 'plum tree by the river',
    });
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({
      username: 'newbie',
      role: 'staff',
      email: 'new.person@example.com',
    });

    const again = await app.client().rest('POST', '/api/admin/invitations/accept', {
      token,
      username: 'other',
      password: 'plum tree by the river',
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'This invitation link was already used.' });

    const client = app.client();
    expect((await client.login('newbie', 'plum tree by the river')).body).toMatchObject({ role: 'staff' });
    expect((await client.rest('GET', '/api/admin/staff')).status).toBe(403);
  });

  it('refuses short and common passwords, unknown and expired links', async () => {
    const token = await invite('picky@example.com');
    const anon = app.client();
    const short = await anon.rest('POST', '/api/admin/invitations/accept', {
      token,
      username: 'picky',
      password: 'short pass',
    });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ message: 'A password needs at least 12 characters.' });
    const common = await anon.rest('POST', '/api/admin/invitations/accept', {
      token,
      username: 'picky',
      password: 'Password1234',
    });
    expect(common.status).toBe(400);
    expect(common.body).toEqual({ message: 'This password is too common. Please choose another.' });
    const unknown = await anon.rest('POST', '/api/admin/invitations/accept', {
      token: 'x'.repeat(43),
      username: 'picky',
      password: 'plum tree by the river',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ message: 'This invitation link is not valid.' });

    await app.pool.query(
      `update staff_invitation set expires_at = now() - interval '1 minute' where email = 'picky@example.com'`,
    );
    const late = await anon.rest('POST', '/api/admin/invitations/accept', {
      token,
      username: 'picky',
      password: 'plum tree by the river',
    });
    expect(late.status).toBe(422);
    expect(await app.em().count(AdminUser, { username: 'picky' })).toBe(0);
  });

  it('a newer invitation to the same address replaces the older link; GraphQL accepts too', async () => {
    const first = await invite('twice@example.com', 'owner');
    const second = await invite('twice@example.com', 'owner');
    const old = await app
      .client()
      .gql(`mutation($i: AcceptInvitationInput!) { acceptStaffInvitation(input: $i) { username } }`, {
        i: { token: first, username: 'twice', password: 'plum tree by the river' },
      });
    expect(old.errors?.[0].message).toBe('This invitation link is not valid.');
    const ok = await app
      .client()
      .gql(`mutation($i: AcceptInvitationInput!) { acceptStaffInvitation(input: $i) { username role } }`, {
        i: { token: second, username: 'twice', password: 'plum tree by the river' },
      });
    expect(ok.data).toEqual({ acceptStaffInvitation: { username: 'twice', role: 'owner' } });
  });

  it('is refused for an address that has an account already', async () => {
    const res = await owner.rest('POST', '/api/admin/staff', {
      email: 'NEW.person@example.com',
      role: 'staff',
    });
    expect(res.status).toBe(409);
  });
});

describe('disabling an account', () => {
  it('ends its sessions at once and refuses its sign-in; enabling lets it in again', async () => {
    const { admin } = await makeAdmin(app.em(), 'leaver', PASSWORD, AdminRole.staff);
    const laptop = app.client();
    const phone = app.client();
    await laptop.login('leaver', PASSWORD);
    await phone.login('leaver', PASSWORD);
    expect((await laptop.rest('GET', '/api/inquiries')).status).toBe(200);

    const res = await owner.rest('POST', `/api/admin/staff/${admin.id}/disable`);
    expect(res.status).toBe(200);
    expect(res.body.disabledAt).toEqual(expect.any(String));
    expect((await laptop.rest('GET', '/api/inquiries')).status).toBe(401);
    expect((await phone.gql('{ adminBookings { totalCount } }')).status).toBe(401);
    const login = await app.client().login('leaver', PASSWORD);
    expect(login.status).toBe(401);
    expect(login.body).toEqual({ message: 'Invalid credentials.' });
    // Others stay signed in.
    expect((await staff.rest('GET', '/api/inquiries')).status).toBe(200);

    const enabled = await owner.gql(`mutation { enableStaff(id: ${admin.id}) { disabledAt } }`);
    expect(enabled.data).toEqual({ enableStaff: { disabledAt: null } });
    expect((await app.client().login('leaver', PASSWORD)).status).toBe(200);
  });

  it("a disabled account's e-mail address can be invited again; the new account takes it over", async () => {
    const { admin } = await makeAdmin(app.em(), 'former', PASSWORD, AdminRole.staff);
    await app.pool.query(`update admin_user set email = 'former@example.com' where id = $1`, [admin.id]);
    expect(
      (await owner.rest('POST', '/api/admin/staff', { email: 'former@example.com', role: 'staff' })).status,
    ).toBe(409);
    expect((await owner.rest('POST', `/api/admin/staff/${admin.id}/disable`)).status).toBe(200);
    const token = await invite('former@example.com');
    const accepted = await app.client().rest('POST', '/api/admin/invitations/accept', {
      token,
      username: 'returner',
      password: 'plum tree by the river',
    });
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ username: 'returner', email: 'former@example.com' });
    // The disabled account keeps no address: a password reset can reach one account only.
    const former = await app.em().findOneOrFail(AdminUser, { id: admin.id });
    expect(former.email ?? null).toBeNull();
    expect(former.disabledAt).not.toBeNull();
  });

  it('an owner cannot disable their own account', async () => {
    const me = await owner.rest('GET', '/api/admin/me');
    const res = await owner.rest('POST', `/api/admin/staff/${me.body.id}/disable`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'You cannot disable your own account.' });
  });
});
