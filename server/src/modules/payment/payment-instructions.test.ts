import { addDays, seoulToday } from '../../../../domain/calendar.js';
import { PAYMENT_PLACEHOLDER } from '../../config.js';
import { AdminRole } from '../auth/admin-user.entity.js';
import { makeAdmin, makeBooking, makeExperience } from '../../testing/fixtures.js';
import { logLines } from '../../testing/log-lines.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import type { Experience } from '../experience/experience.entity.js';
import { MailOutbox } from '../../platform/mail/mail-outbox.entity.js';

// The placeholder bank account must not reach guests unnoticed (issue 34 point 7): the start log and
// the owner's dashboard say so while it is in use; an owner sets the real account in the back office
// (GraphQL and REST, audited), and the look-up page and the approval mail print it in the guest's
// language, on every instance; PAYMENT_INSTRUCTIONS* stay the default while none is set.
let app: TestApp;
let owner: TestClient;
let staff: TestClient;
let experience: Experience;

const ACCOUNT = {
  accountNumber: '110-123-456789',
  swift: 'shbk kr se',
  transferFees: 'guest',
  names: [
    { language: 'ENG', bankName: 'Shinhan Bank', accountHolder: 'K-Culture Experiences Co., Ltd.' },
    { language: 'KOR', bankName: '신한은행', accountHolder: '(주)케이컬처익스피리언스' },
    // Blank: Japanese guests read the English names.
    { language: 'JPN', bankName: '', accountHolder: ' ' },
  ],
};

const FIELDS = `bankAccount { accountNumber swift transferFees names { language bankName accountHolder } }
  texts { language text source } placeholderLanguages`;
const SET = `mutation($a: BankAccountInput) { setPaymentInstructions(bankAccount: $a) { ${FIELDS} } }`;

/** Log lines written while `work` runs, parsed (the app logs JSON to the stream given). */
beforeAll(async () => {
  app = await createTestApp({ PAYMENT_DUE_DAYS: '3' });
  const boss = await makeAdmin(app.em(), 'boss');
  owner = app.client();
  expect((await owner.login(boss.username, boss.password)).status).toBe(200);
  const desk = await makeAdmin(app.em(), 'desk', 'correct horse battery', AdminRole.staff);
  staff = app.client();
  expect((await staff.login(desk.username, desk.password)).status).toBe(200);
  experience = await makeExperience(app.em(), { title: 'Hanok stay', price: 40_000, maxGuests: 100 });
});
afterAll(() => app.close());

/** A booking in `language`, approved by staff; its look-up and its approval mail. */
async function approvedBooking(language: 'ENG' | 'JPN' | 'KOR') {
  const guestEmail = `payer-${Math.random().toString(36).slice(2)}@example.com`;
  const booking = await makeBooking(app.em(), experience, {
    numberOfGuests: 2,
    bookingDate: addDays(seoulToday(), 20),
    language,
    guestEmail,
  });
  expect((await staff.rest('POST', `/api/guest-bookings/${booking.id}/approve`, {})).status).toBe(200);
  await app.mail.deliverDue();
  const [mail] = await app.em().find(MailOutbox, { bookingId: booking.id, kind: 'booking_approved' });
  const lookup = (client = app.client()) =>
    client
      .rest('POST', '/api/guest-bookings/verify', {
        email: guestEmail,
        phone: '+81 90-1234-5678',
        verificationCode: '246810',
      })
      .then((res) => res.body.payment.instructions as string);
  return { id: booking.id, mail, lookup };
}

const placeholderOnDashboard = async (client: TestClient) => {
  const res = await client.gql(`{ adminDashboard { paymentInstructionsPlaceholder } }`);
  expect(res.errors).toBeUndefined();
  return res.data.adminDashboard.paymentInstructionsPlaceholder;
};

describe('while guests would be told the placeholder account', () => {
  it('the start log warns, naming the languages; not once PAYMENT_INSTRUCTIONS is set', async () => {
    const warned = logLines();
    const other = await createTestApp(
      { LOG_LEVEL: 'warn', PAYMENT_INSTRUCTIONS_JA: '当日、受付で現金でお支払いください。' },
      {},
      { database: app.database, logStream: warned.stream },
    );
    await other.close();
    const warning = warned.lines.find((l) => l.msg.startsWith('payment instructions are the placeholder'));
    expect(warning).toMatchObject({ level: 40, languages: ['ENG', 'CHN', 'CHS', 'KOR'] });
    expect(warning!.msg).toContain('Example Bank 000-000000-00-000');

    const quiet = logLines();
    const set = await createTestApp(
      { LOG_LEVEL: 'warn', PAYMENT_INSTRUCTIONS: 'Pay at the door in cash.' },
      {},
      { database: app.database, logStream: quiet.stream },
    );
    await set.close();
    expect(quiet.lines.filter((l) => l.msg.startsWith('payment instructions'))).toEqual([]);
  });

  it("the dashboard names the languages, and the owner's view says where each text comes from", async () => {
    expect(await placeholderOnDashboard(owner)).toEqual(['ENG', 'JPN', 'CHN', 'CHS', 'KOR']);
    const res = await owner.gql(`{ paymentInstructions { ${FIELDS} } }`);
    expect(res.data.paymentInstructions).toEqual({
      bankAccount: null,
      texts: [
        { language: 'ENG', text: PAYMENT_PLACEHOLDER.ENG, source: 'placeholder' },
        { language: 'JPN', text: PAYMENT_PLACEHOLDER.JPN, source: 'placeholder' },
        { language: 'CHN', text: PAYMENT_PLACEHOLDER.CHN, source: 'placeholder' },
        { language: 'CHS', text: PAYMENT_PLACEHOLDER.CHS, source: 'placeholder' },
        { language: 'KOR', text: PAYMENT_PLACEHOLDER.KOR, source: 'placeholder' },
      ],
      placeholderLanguages: ['ENG', 'JPN', 'CHN', 'CHS', 'KOR'],
    });
  });
});

describe('the owner sets the bank account', () => {
  afterEach(async () => {
    expect((await owner.gql(SET, { a: null })).errors).toBeUndefined();
  });

  it('reaches the look-up page and the approval mail in the guest language, audited', async () => {
    const before = await approvedBooking('KOR');
    expect(before.mail.text).toContain('Example Bank 000-000000-00-000');

    const res = await owner.gql(SET, { a: ACCOUNT });
    expect(res.errors).toBeUndefined();
    const set = res.data.setPaymentInstructions;
    expect(set.bankAccount).toEqual({
      accountNumber: '110-123-456789',
      swift: 'SHBKKRSE',
      transferFees: 'guest',
      names: ACCOUNT.names.slice(0, 2),
    });
    expect(set.placeholderLanguages).toEqual([]);
    expect(set.texts.map((t: { source: string }) => t.source)).toEqual(Array(5).fill('back_office'));
    const text = (language: string) =>
      set.texts.find((t: { language: string }) => t.language === language).text as string;
    expect(text('ENG')).toBe(
      'Bank transfer (KRW) to Shinhan Bank (SWIFT/BIC SHBKKRSE), account holder K-Culture Experiences Co., Ltd., account number 110-123-456789. Transfer fees are yours, including any that banks on the way deduct (choose OUR when sending from abroad): the full amount due must reach us. Put your booking number in the transfer note.',
    );
    expect(text('KOR')).toContain('신한은행');
    expect(text('KOR')).toContain('(주)케이컬처익스피리언스');
    expect(text('JPN')).toContain('Shinhan Bank');
    expect(text('JPN')).toContain('口座番号 110-123-456789');
    expect(await placeholderOnDashboard(owner)).toEqual([]);

    // The booking approved before now reads the account on its look-up page; a new one gets it mailed.
    expect(await before.lookup()).toBe(text('KOR'));
    const after = await approvedBooking('JPN');
    expect(after.mail.text).toContain(text('JPN'));
    expect(after.mail.text).not.toContain('Example Bank');
    expect(await after.lookup()).toBe(text('JPN'));

    const audit = await owner.gql(
      `{ auditEntries(kind: "settings") { items { username kind targetType targetId before after } } }`,
    );
    expect(audit.data.auditEntries.items[0]).toMatchObject({
      username: 'boss',
      kind: 'settings.update',
      targetType: 'setting',
      targetId: 'payment-instructions',
    });
    expect(JSON.parse(audit.data.auditEntries.items[0].before)).toEqual({ 'payment-instructions': null });
    expect(JSON.parse(audit.data.auditEntries.items[0].after)['payment-instructions']).toMatchObject({
      accountNumber: '110-123-456789',
    });
  });

  it('over REST too; removing it brings back PAYMENT_INSTRUCTIONS* (the default)', async () => {
    const put = await owner.rest('PUT', '/api/admin/payment-instructions', {
      ...ACCOUNT,
      transferFees: 'shared',
    });
    expect(put.status).toBe(200);
    expect(put.body.texts[0].text).toContain("Transfer fees are shared: you pay your bank's, we pay ours");
    expect((await owner.rest('GET', '/api/admin/payment-instructions')).body).toEqual(put.body);

    const removed = await owner.rest('DELETE', '/api/admin/payment-instructions');
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({
      bankAccount: null,
      placeholderLanguages: ['ENG', 'JPN', 'CHN', 'CHS', 'KOR'],
    });
    const { lookup } = await approvedBooking('ENG');
    expect(await lookup()).toBe(PAYMENT_PLACEHOLDER.ENG);
  });

  it('is for owners only', async () => {
    expect(
      (await staff.gql(`{ paymentInstructions { placeholderLanguages } }`)).errors?.[0].extensions?.code,
    ).toBe('FORBIDDEN');
    expect((await staff.gql(SET, { a: ACCOUNT })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await staff.rest('PUT', '/api/admin/payment-instructions', ACCOUNT)).status).toBe(403);
    expect((await staff.rest('DELETE', '/api/admin/payment-instructions')).status).toBe(403);
    expect((await app.client().rest('GET', '/api/admin/payment-instructions')).status).toBe(401);
    expect(
      (await app.client().gql(`{ paymentInstructions { placeholderLanguages } }`)).errors?.[0].extensions
        ?.code,
    ).toBe('UNAUTHENTICATED');
  });

  it('refuses what is not a real account with a clear 400, and changes nothing', async () => {
    const refused = async (change: Record<string, unknown>, message: string) => {
      const res = await owner.rest('PUT', '/api/admin/payment-instructions', { ...ACCOUNT, ...change });
      expect(res).toMatchObject({ status: 400, body: { message } });
    };
    await refused(
      { accountNumber: '000-000000-00-000' },
      "This is the placeholder account number (all zeros): enter the team's real account number.",
    );
    await refused(
      { accountNumber: 'ask us' },
      'The account number must be 6 to 30 characters of digits, with hyphens or spaces between groups.',
    );
    await refused(
      { swift: 'SHINHAN' },
      "The SWIFT/BIC must be the bank's 8 or 11 letters and digits (e.g. SHBKKRSE).",
    );
    await refused({ transferFees: 'nobody' }, 'Who pays the transfer fees must be one of guest, shared, us.');
    await refused(
      { names: [ACCOUNT.names[1]] },
      "The bank's and the account holder's names in English are required.",
    );
    await refused(
      { names: [ACCOUNT.names[0], { language: 'CHN', bankName: '新韓銀行', accountHolder: '' }] },
      "Please enter the account holder's name.",
    );
    const gql = await owner.gql(SET, { a: { ...ACCOUNT, swift: 'x' } });
    expect(gql.errors?.[0]).toMatchObject({
      message: "The SWIFT/BIC must be the bank's 8 or 11 letters and digits (e.g. SHBKKRSE).",
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await owner.rest('GET', '/api/admin/payment-instructions')).body.bankAccount).toBeNull();
  });

  it('reaches the look-up page on another instance of the site', async () => {
    const second = await createTestApp({}, {}, { database: app.database });
    try {
      const { lookup } = await approvedBooking('ENG');
      const there = second.client();
      expect(await lookup(there)).toBe(PAYMENT_PLACEHOLDER.ENG);
      const res = await owner.gql(SET, { a: ACCOUNT });
      const text = res.data.setPaymentInstructions.texts[0].text as string;
      // The other instance hears of it by NOTIFY: its dashboard is asked until it says so (the
      // look-up is rate limited), then the guest looks up there.
      const ownerThere = owner.at(second.url);
      const deadline = Date.now() + 10_000;
      while ((await placeholderOnDashboard(ownerThere)).length && Date.now() < deadline);
      expect(await placeholderOnDashboard(ownerThere)).toEqual([]);
      expect(await lookup(there)).toBe(text);
    } finally {
      await second.close();
    }
  });
});
