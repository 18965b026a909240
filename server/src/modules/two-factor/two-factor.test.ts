import { generate } from 'otplib';
import { AuditEntry } from '../audit/audit-entry.entity.js';
import { AdminRole, AdminUser } from '../auth/admin-user.entity.js';
import { makeAdmin } from '../../testing/fixtures.js';
import { sessionWritesAndAnswer } from '../../testing/session-order.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import { sentText } from '../../platform/mail/mail.testing.js';
import { AdminRecoveryCode } from './admin-recovery-code.entity.js';

let app: TestApp;
const PASSWORD = 'a long enough passphrase';
const ENROL_FIRST = 'Set up two-factor sign-in first (Account security).';

beforeAll(async () => {
  app = await createTestApp({
    TOTP_REQUIRED_FOR_OWNERS: '1',
    RATE_LIMIT_LOGIN_PER_USERNAME: '4',
    RATE_LIMIT_LOGIN_PER_IP: '1000',
  });
  await makeAdmin(app.em(), 'boss', PASSWORD, AdminRole.owner);
  await makeAdmin(app.em(), 'helper', PASSWORD, AdminRole.staff);
  await makeAdmin(app.em(), 'guesser', PASSWORD, AdminRole.staff);
});
afterAll(() => app.close());

/** A code of `secret` `steps` time steps from now (the server accepts one step either way). */
const code = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Lets the account's next code be the current one again (a test signs in more often than every 30 s). */
const forgetLastStep = (username: string) =>
  app.pool.query(`update admin_user set totp_last_step = null where username = $1`, [username]);

/** Sets up and turns on TOTP for the client's account: answers the secret and the recovery codes. */
async function enrol(client: TestClient): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await client.rest('POST', '/api/admin/totp/setup', { password: PASSWORD });
  expect(setup.status).toBe(200);
  const { secret } = setup.body as { secret: string };
  const enabled = await client.rest('POST', '/api/admin/totp/enable', { code: await code(secret) });
  expect(enabled.status).toBe(200);
  return { secret, recoveryCodes: enabled.body.recoveryCodes };
}

async function signIn(username: string) {
  const client = app.client();
  const res = await client.login(username, PASSWORD);
  expect(res.status).toBe(200);
  return { client, res };
}

let bossSecret: string;
let bossRecovery: string[];

describe('a session alone (a stolen cookie) cannot bind, replace or remove a second factor', () => {
  it('set-up needs the current password: 401 without it or with a wrong one, over REST and GraphQL', async () => {
    await makeAdmin(app.em(), 'victim', PASSWORD, AdminRole.staff);
    const { client: stolen } = await signIn('victim');
    const without = await stolen.rest('POST', '/api/admin/totp/setup');
    expect({ status: without.status, body: without.body }).toEqual({
      status: 401,
      body: { message: 'Enter your current password to confirm.' },
    });
    const wrong = await stolen.rest('POST', '/api/admin/totp/setup', { password: 'a guessed passphrase' });
    expect({ status: wrong.status, body: wrong.body }).toEqual({
      status: 401,
      body: { message: 'That is not your current password.' },
    });
    const gql = await stolen.gql('mutation { setupTotp(password: "a guessed passphrase") { secret } }');
    expect(gql.errors?.[0]).toMatchObject({
      message: 'That is not your current password.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect((await stolen.gql('mutation { setupTotp { secret } }')).status).toBe(400);
    // Nothing was set aside to confirm.
    const enable = await stolen.rest('POST', '/api/admin/totp/enable', { code: '123456' });
    expect(enable.status).toBe(400);
    const victim = await app.em().findOneOrFail(AdminUser, { username: 'victim' });
    expect(victim.totpPendingSecret ?? null).toBeNull();
    expect(victim.totpEnabledAt ?? null).toBeNull();

    // With the password it works, over GraphQL too.
    const ok = await stolen.gql<{ setupTotp: { secret: string } }>(
      'mutation($p: String!) { setupTotp(password: $p) { secret } }',
      { p: PASSWORD },
    );
    expect(ok.data?.setupTotp.secret).toMatch(/^[A-Z2-7]{32}$/);
  }, 60_000);

  let victimSecret: string;
  let victimCodes: string[];

  it('new recovery codes need the password; the old ones stop working', async () => {
    const { client } = await signIn('victim');
    const first = await enrol(client);
    victimSecret = first.secret;
    expect((await client.rest('POST', '/api/admin/totp/recovery-codes')).status).toBe(401);
    const gql = await client.gql<{ regenerateRecoveryCodes: { recoveryCodes: string[] } }>(
      'mutation($p: String!) { regenerateRecoveryCodes(password: $p) { recoveryCodes } }',
      { p: PASSWORD },
    );
    const fresh = { body: gql.data!.regenerateRecoveryCodes };
    victimCodes = fresh.body.recoveryCodes;
    expect(victimCodes).toHaveLength(10);
    expect(victimCodes.some((c) => first.recoveryCodes.includes(c))).toBe(false);
    const old = (await signIn('victim')).client;
    expect(
      (await old.rest('POST', '/api/admin/login/totp', { recoveryCode: first.recoveryCodes[0] })).status,
    ).toBe(401);
    expect((await old.rest('POST', '/api/admin/login/totp', { recoveryCode: victimCodes[0] })).status).toBe(
      200,
    );
  }, 60_000);

  it('replacing the factor (a new phone) needs the password; the old one works until the new one is confirmed', async () => {
    await forgetLastStep('victim');
    const { client } = await signIn('victim');
    expect(
      (await client.rest('POST', '/api/admin/login/totp', { code: await code(victimSecret) })).status,
    ).toBe(200);
    expect((await client.rest('POST', '/api/admin/totp/setup')).status).toBe(401);
    const setup = await client.rest('POST', '/api/admin/totp/setup', { password: PASSWORD });
    expect(setup.status).toBe(200);
    const next: string = setup.body.secret;
    await forgetLastStep('victim');
    const stillOld = (await signIn('victim')).client;
    expect(
      (await stillOld.rest('POST', '/api/admin/login/totp', { code: await code(victimSecret) })).status,
    ).toBe(200);
    await forgetLastStep('victim');
    const replaced = await client.rest('POST', '/api/admin/totp/enable', { code: await code(next) });
    expect(replaced.status).toBe(200);
    expect(replaced.body.recoveryCodes).toHaveLength(10);
    await forgetLastStep('victim');
    const after = (await signIn('victim')).client;
    expect(
      (await after.rest('POST', '/api/admin/login/totp', { code: await code(victimSecret) })).status,
    ).toBe(401);
    expect((await after.rest('POST', '/api/admin/login/totp', { recoveryCode: victimCodes[1] })).status).toBe(
      401,
    );
    expect((await after.rest('POST', '/api/admin/login/totp', { code: await code(next) })).status).toBe(200);
    victimSecret = next;
    const kinds = (await app.em().find(AuditEntry, { username: 'victim' }, { orderBy: { id: 'asc' } })).map(
      (e) => e.kind,
    );
    expect(kinds).toEqual([
      'totp.enable',
      'totp.recovery_codes_regenerated',
      'totp.recovery_code_used',
      'totp.replace',
    ]);
  }, 60_000);

  it('turning it off needs the password too (401 without it)', async () => {
    await forgetLastStep('victim');
    const { client } = await signIn('victim');
    expect(
      (await client.rest('POST', '/api/admin/login/totp', { code: await code(victimSecret) })).status,
    ).toBe(200);
    const victim = await app.em().findOneOrFail(AdminUser, { username: 'victim' });
    expect(victim.twoFactorEnabled).toBe(true);
    const res = await client.rest('POST', '/api/admin/totp/disable', {});
    expect({ status: res.status, body: res.body }).toEqual({
      status: 401,
      body: { message: 'Enter your current password to confirm.' },
    });
  });
});

describe('an owner without two-factor sign-in', () => {
  it('signs in to an enrolment-only session: every other admin operation is refused until enrolled', async () => {
    const { client, res } = await signIn('boss');
    expect(res.body).toEqual({
      id: expect.any(Number),
      username: 'boss',
      role: 'owner',
      twoFactorEnabled: false,
      mustEnrolTwoFactor: true,
    });
    const rest = await client.rest('GET', '/api/inquiries');
    expect({ status: rest.status, body: rest.body }).toEqual({ status: 403, body: { message: ENROL_FIRST } });
    expect((await client.rest('GET', '/api/admin/staff')).status).toBe(403);
    const gql = await client.gql('{ inquiries { id } }');
    expect(gql.errors?.[0]).toMatchObject({
      message: ENROL_FIRST,
      extensions: { code: 'FORBIDDEN', twoFactorEnrolmentRequired: true },
    });
    // What it may do: know who it is, enrol, sign out.
    expect((await client.gql('{ me { username mustEnrolTwoFactor twoFactorEnabled } }')).data).toEqual({
      me: { username: 'boss', mustEnrolTwoFactor: true, twoFactorEnabled: false },
    });

    const setup = await client.rest('POST', '/api/admin/totp/setup', { password: PASSWORD });
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl, qrCode } = setup.body;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/K-Culture%20Admin:boss\?/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);

    const wrong = await client.rest('POST', '/api/admin/totp/enable', { code: '000000' });
    expect(wrong.status).toBe(401);
    expect((await client.rest('GET', '/api/inquiries')).status).toBe(403);

    const enabled = await client.rest('POST', '/api/admin/totp/enable', { code: await code(secret) });
    expect(enabled.status).toBe(200);
    const codes: string[] = enabled.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // The same session may now do everything.
    expect((await client.rest('GET', '/api/inquiries')).status).toBe(200);
    expect((await client.rest('GET', '/api/admin/me')).body).toMatchObject({
      twoFactorEnabled: true,
      mustEnrolTwoFactor: false,
    });
    bossSecret = secret;
    bossRecovery = codes;
  });

  it('keeps the secret encrypted and the recovery codes hashed', async () => {
    const { rows } = await app.pool.query(
      `select totp_secret, totp_pending_secret from admin_user where username = 'boss'`,
    );
    expect(rows[0].totp_secret).toMatch(/^e1\$/);
    expect(rows[0].totp_secret).not.toContain(bossSecret);
    expect(rows[0].totp_pending_secret).toBeNull();
    const stored = await app.em().find(AdminRecoveryCode, { user: { username: 'boss' } });
    expect(stored).toHaveLength(10);
    // A salted slow hash: argon2id, each with its own salt.
    for (const row of stored) expect(row.codeHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(new Set(stored.map((r) => r.codeHash.split('$')[4])).size).toBe(10);
    const hashes = stored.map((r) => r.codeHash).join(' ');
    for (const c of bossRecovery) {
      expect(hashes).not.toContain(c);
      expect(hashes).not.toContain(c.replace('-', ''));
    }
    const entry = await app.em().findOneOrFail(AuditEntry, { kind: 'totp.enable', username: 'boss' });
    expect(entry).toMatchObject({ before: { twoFactorEnabled: false }, after: { twoFactorEnabled: true } });
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('answers twoFactorRequired without a session; a real code completes the sign-in', async () => {
    const { client, res } = await signIn('boss');
    expect(res.body).toEqual({ twoFactorRequired: true });
    expect((await client.rest('GET', '/api/admin/me')).body).toBeNull();
    expect((await client.rest('GET', '/api/inquiries')).status).toBe(401);
    const done = await client.rest('POST', '/api/admin/login/totp', { code: await code(bossSecret, 1) });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ username: 'boss', twoFactorEnabled: true, mustEnrolTwoFactor: false });
    expect((await client.rest('GET', '/api/inquiries')).status).toBe(200);
  });

  it('refuses a code used once already (replay), even in a new sign-in', async () => {
    await forgetLastStep('boss');
    const used = await code(bossSecret);
    const first = (await signIn('boss')).client;
    expect((await first.rest('POST', '/api/admin/login/totp', { code: used })).status).toBe(200);
    const second = (await signIn('boss')).client;
    const replay = await second.rest('POST', '/api/admin/login/totp', { code: used });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ message: 'This code was used already. Wait for the next one.' });
    expect((await second.rest('GET', '/api/inquiries')).status).toBe(401);
  });

  it('refuses a code without the password step, or once the password step expired', async () => {
    const stranger = app.client();
    const res = await stranger.rest('POST', '/api/admin/login/totp', { code: await code(bossSecret, 1) });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Your sign-in expired. Please enter your password again.' });

    const { client } = await signIn('boss');
    await app.pool.query(
      `update admin_session set sess = jsonb_set(sess::jsonb, '{twoFactorPending,until}', to_jsonb($1::bigint))::json where sess::jsonb ? 'twoFactorPending'`,
      [Date.now() - 1000],
    );
    await forgetLastStep('boss');
    const late = await client.rest('POST', '/api/admin/login/totp', { code: await code(bossSecret) });
    expect(late.status).toBe(401);
    expect((await client.rest('GET', '/api/inquiries')).status).toBe(401);
  });

  it('accepts each recovery code once, and records its use', async () => {
    const { client } = await signIn('boss');
    const ok = await client.rest('POST', '/api/admin/login/totp', {
      recoveryCode: bossRecovery[0].toUpperCase(),
    });
    expect(ok.status).toBe(200);
    expect((await client.rest('GET', '/api/inquiries')).status).toBe(200);
    const again = (await signIn('boss')).client;
    const reused = await again.rest('POST', '/api/admin/login/totp', { recoveryCode: bossRecovery[0] });
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual({ message: 'Invalid code.' });
    const entries = await app.em().find(AuditEntry, { kind: 'totp.recovery_code_used', username: 'boss' });
    expect(entries).toHaveLength(1);
    expect(entries[0].after).toEqual({ recoveryCodesLeft: 9 });
  });

  it('limits wrong codes like passwords (429), spent before the code is checked', async () => {
    const guesser = app.client();
    expect((await guesser.login('guesser', PASSWORD)).status).toBe(200);
    const { secret } = await enrol(guesser);
    const { client } = await signIn('guesser');
    for (let i = 0; i < 4; i++) {
      expect((await client.rest('POST', '/api/admin/login/totp', { code: '123456' })).status).toBe(401);
    }
    const limited = await client.rest('POST', '/api/admin/login/totp', { code: await code(secret, 1) });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await client.rest('GET', '/api/inquiries')).status).toBe(401);
  });

  it('works the same over GraphQL', async () => {
    await forgetLastStep('boss');
    const client = app.client();
    const step1 = await client.gql(
      `mutation($u: String!, $p: String!) { login(username: $u, password: $p) { twoFactorRequired user { username } } }`,
      { u: 'boss', p: PASSWORD },
    );
    expect(step1.data).toEqual({ login: { twoFactorRequired: true, user: null } });
    const bad = await client.gql('mutation { loginWithTotp(code: "000000") { twoFactorRequired } }');
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Invalid code.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const step2 = await client.gql(
      'mutation($c: String) { loginWithTotp(code: $c) { twoFactorRequired user { username twoFactorEnabled } } }',
      { c: await code(bossSecret) },
    );
    expect(step2.data).toEqual({
      loginWithTotp: { twoFactorRequired: false, user: { username: 'boss', twoFactorEnabled: true } },
    });
    expect((await client.gql('{ inquiries { id } }')).errors).toBeUndefined();
  });
});

describe('each step of a two-factor sign-in', () => {
  it('stores its session before the answer goes out, for a client that sends the next call at once', async () => {
    await makeAdmin(app.em(), 'prompt', PASSWORD, AdminRole.owner);
    const client = app.client();
    // The enrolment-only session, then the end of the enrolment (the same session may do everything).
    const first = (path: string, act: () => Promise<unknown>) =>
      sessionWritesAndAnswer(app, path, act).then((order) => order.slice(0, 2));
    expect(await first('/api/admin/login', () => client.login('prompt', PASSWORD))).toEqual([
      'stored',
      'answered',
    ]);
    const { secret } = (await client.rest('POST', '/api/admin/totp/setup', { password: PASSWORD })).body as {
      secret: string;
    };
    const enabled = { code: await code(secret) };
    expect(
      await first('/api/admin/totp/enable', () => client.rest('POST', '/api/admin/totp/enable', enabled)),
    ).toEqual(['stored', 'answered']);
    // The password step (its code awaited), then the code.
    const again = app.client();
    expect(await first('/api/admin/login', () => again.login('prompt', PASSWORD))).toEqual([
      'stored',
      'answered',
    ]);
    const next = { code: await code(secret, 1) };
    expect(
      await first('/api/admin/login/totp', () => again.rest('POST', '/api/admin/login/totp', next)),
    ).toEqual(['stored', 'answered']);
    expect((await again.rest('GET', '/api/inquiries')).status).toBe(200);
  });
});

describe('requiring two-factor sign-in of everyone', () => {
  let owner: TestClient;
  beforeAll(async () => {
    await forgetLastStep('boss');
    owner = (await signIn('boss')).client;
    expect((await owner.rest('POST', '/api/admin/login/totp', { code: await code(bossSecret) })).status).toBe(
      200,
    );
  });

  it('staff may neither change the setting nor turn off two-factor sign-in of an owner', async () => {
    const { client } = await signIn('helper');
    const res = await client.rest('PUT', '/api/admin/totp/policy', { requiredForEveryone: true });
    expect(res.status).toBe(403);
    const gql = await client.gql(
      'mutation { setTwoFactorPolicy(requiredForEveryone: true) { requiredForEveryone } }',
    );
    expect(gql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const ownerOff = await owner.rest('POST', '/api/admin/totp/disable', { password: PASSWORD });
    expect(ownerOff.status).toBe(403);
    expect(ownerOff.body.message).toBe(
      'Two-factor sign-in is required for this account: it cannot be turned off.',
    );
  });

  it('signs out the accounts without it and sends their next sign-in to enrolment', async () => {
    const { client: helper } = await signIn('helper');
    expect((await helper.rest('GET', '/api/inquiries')).status).toBe(200);
    const on = await owner.rest('PUT', '/api/admin/totp/policy', { requiredForEveryone: true });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ requiredForOwners: true, requiredForEveryone: true });
    expect((await helper.rest('GET', '/api/inquiries')).status).toBe(401);
    // The owner (with TOTP) and the guesser (with TOTP) keep their sessions.
    expect((await owner.rest('GET', '/api/inquiries')).status).toBe(200);

    const { client: again, res } = await signIn('helper');
    expect(res.body.mustEnrolTwoFactor).toBe(true);
    expect((await again.rest('GET', '/api/inquiries')).status).toBe(403);
    expect((await again.rest('GET', '/api/admin/totp/policy')).body).toEqual({
      requiredForOwners: true,
      requiredForEveryone: true,
    });
    await enrol(again);
    expect((await again.rest('GET', '/api/inquiries')).status).toBe(200);
    // Required: it cannot be turned off while the setting is on.
    expect((await again.rest('POST', '/api/admin/totp/disable', { password: PASSWORD })).status).toBe(403);

    const off = await owner.gql(
      'mutation { setTwoFactorPolicy(requiredForEveryone: false) { requiredForEveryone } }',
    );
    expect(off.data).toEqual({ setTwoFactorPolicy: { requiredForEveryone: false } });
    const wrongPassword = await again.rest('POST', '/api/admin/totp/disable', {
      password: 'not the password',
    });
    expect(wrongPassword.status).toBe(401);
    const disabled = await again.rest('POST', '/api/admin/totp/disable', { password: PASSWORD });
    expect(disabled.status).toBe(200);
    const helper2 = await app.em().findOneOrFail(AdminUser, { username: 'helper' });
    expect(helper2.totpEnabledAt).toBeNull();
    expect(await app.em().count(AdminRecoveryCode, { user: helper2.id })).toBe(0);
    const kinds = (await app.em().find(AuditEntry, { kind: { $like: '%two_factor%' } })).map((e) => e.after);
    expect(kinds).toEqual([{ requiredForEveryone: true }, { requiredForEveryone: false }]);
    expect(await app.em().count(AuditEntry, { kind: 'totp.disable', username: 'helper' })).toBe(1);
    // Without two-factor sign-in again, the next sign-in is a plain one.
    expect((await signIn('helper')).res.body.mustEnrolTwoFactor).toBe(false);
  });
});

describe('a password reset', () => {
  it('ends a sign-in waiting for its code too, and does not bypass two-factor sign-in', async () => {
    await app.pool.query(`update admin_user set email = 'boss@example.com' where username = 'boss'`);
    await forgetLastStep('boss');
    const { client: waiting } = await signIn('boss');
    expect(
      (await app.client().rest('POST', '/api/admin/password-reset', { email: 'boss@example.com' })).status,
    ).toBe(202);
    const { rows } = await app.pool.query(
      `select text, recipient, secrets from mail_outbox where kind = 'password_reset' order by id desc limit 1`,
    );
    const token = /token=([\w-]{43})/.exec(sentText(app.hasher, rows[0]))![1];
    const NEW = 'the owner chose another passphrase';
    const reset = await app
      .client()
      .rest('POST', '/api/admin/password-reset/complete', { token, password: NEW });
    expect(reset.status).toBe(200);
    const late = await waiting.rest('POST', '/api/admin/login/totp', { code: await code(bossSecret) });
    expect(late.status).toBe(401);
    expect(late.body.message).toBe('Your sign-in expired. Please enter your password again.');
    const client = app.client();
    expect((await client.login('boss', NEW)).body).toEqual({ twoFactorRequired: true });
    expect(
      (await client.rest('POST', '/api/admin/login/totp', { code: await code(bossSecret) })).status,
    ).toBe(200);
  });
});
