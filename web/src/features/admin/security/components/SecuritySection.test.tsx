import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  ChangeMyEmailDocument,
  ChangeMyPasswordDocument,
  DisableTotpDocument,
  EnableTotpDocument,
  MeDocument,
  MyAccountDocument,
  RegenerateRecoveryCodesDocument,
  SetTwoFactorPolicyDocument,
  SetupTotpDocument,
  TwoFactorPolicyDocument,
} from '@/generated/graphql';
import { renderApp } from '@/testing/render';

const account = (changes: Partial<typeof base> = {}) => ({ ...base, ...changes });
const base = {
  __typename: 'AdminUser' as const,
  id: 1,
  username: 'curator',
  role: 'owner' as 'owner' | 'staff',
  twoFactorEnabled: false,
  mustEnrolTwoFactor: false,
};
const meIs = (me: typeof base) => ({ request: { query: MeDocument }, result: { data: { me } } });
const policy = (requiredForEveryone: boolean) => ({
  request: { query: TwoFactorPolicyDocument },
  maxUsageCount: 5,
  result: {
    data: {
      twoFactorPolicy: {
        __typename: 'TwoFactorPolicy' as const,
        requiredForOwners: true,
        requiredForEveryone,
      },
    },
  },
});
const myAccount = (email: string | null = null, pendingEmail: string | null = null, uses = 5) => ({
  request: { query: MyAccountDocument },
  maxUsageCount: uses,
  result: {
    data: { me: { __typename: 'AdminUser' as const, id: 1, username: 'curator', email, pendingEmail } },
  },
});
const RECOVERY = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const SECTION = '/admin?section=security';
const PASSWORD = 'my long passphrase';

describe('account security', () => {
  beforeEach(() => window.localStorage.setItem('adminLanguage', 'ENG'));
  afterEach(() => window.localStorage.clear());

  it('sends an owner without two-factor sign-in to enrolment: QR code, first code, recovery codes once', async () => {
    let enabled = 0;
    const { user } = await renderApp({
      route: SECTION,
      mocks: [
        meIs(account({ mustEnrolTwoFactor: true })),
        {
          request: { query: SetupTotpDocument, variables: { password: PASSWORD } },
          result: {
            data: {
              setupTotp: {
                __typename: 'TotpSetup' as const,
                secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
                otpauthUrl:
                  'otpauth://totp/K-Culture%20Admin:curator?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
                qrCode: 'data:image/png;base64,iVBORw0KGgo=',
              },
            },
          },
        },
        {
          request: { query: EnableTotpDocument, variables: { code: '123456' } },
          result: () => {
            enabled += 1;
            return { data: { enableTotp: { __typename: 'TotpEnabled' as const, recoveryCodes: RECOVERY } } };
          },
        },
        meIs(account({ twoFactorEnabled: true })),
        policy(false),
        myAccount(),
      ],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up two-factor sign-in' }),
    ).toBeInTheDocument();
    // Nothing of the back office until enrolled.
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();

    // The password first: a session alone cannot bind a factor.
    expect(screen.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeDisabled();
    await user.type(screen.getByLabelText('Your current password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(screen.getByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText('2. Enter the 6-digit code the app shows'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));

    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(RECOVERY);
    expect(enabled).toBe(1);
    // One a line, in a monospace font, not numbered into two columns.
    expect(getComputedStyle(codes).fontFamily).toMatch(/monospace/);
    expect(getComputedStyle(codes).listStyle).toBe('none');
    expect(codes.tagName).toBe('UL');
    // Copy: the codes one a line under what they are.
    await user.click(screen.getByRole('button', { name: 'Copy the codes' }));
    expect(await navigator.clipboard.readText()).toBe(
      `Recovery codes of the back-office account curator (each works once)\n\n${RECOVERY.join('\n')}\n`,
    );
    expect(await screen.findByText('Recovery codes copied')).toBeInTheDocument();
    // Download: the same text as a .txt file.
    const saved: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = (blob: Blob) => (saved.push(blob), 'blob:recovery');
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Download (.txt)' }));
    click.mockRestore();
    expect(names).toEqual(['recovery-codes-curator.txt']);
    expect(saved[0].type).toBe('text/plain');
    // jsdom's Blob has no text(): read it as a browser's FileReader would. Inside act: the read
    // takes a turn of the event loop, in which the copy toast's one-second announcement timer
    // (Radix) may fire on a loaded machine, and a React update outside act is a test failure.
    const body = await act(
      () =>
        new Promise<string>((resolve) => {
          const reader = new FileReader();
          reader.onload = () => resolve(String(reader.result));
          reader.readAsText(saved[0]);
        }),
    );
    expect(body).toContain(RECOVERY.join('\n'));
    await user.click(screen.getByRole('button', { name: 'I have saved these codes' }));

    // Enrolled: the back office opens, on the security section.
    expect(await screen.findByRole('heading', { level: 2, name: 'Account security' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin sections' })).toBeInTheDocument();
    expect(screen.getByText('It is required for your account and cannot be turned off.')).toBeInTheDocument();
  });

  it('shows the refusal of a wrong first code', async () => {
    const { user } = await renderApp({
      route: SECTION,
      mocks: [
        meIs(account({ mustEnrolTwoFactor: true })),
        {
          request: { query: SetupTotpDocument, variables: { password: PASSWORD } },
          result: {
            data: {
              setupTotp: {
                __typename: 'TotpSetup' as const,
                secret: 'SECRET',
                otpauthUrl: 'otpauth://totp/x',
                qrCode: 'data:image/png;base64,AA==',
              },
            },
          },
        },
        {
          request: { query: EnableTotpDocument, variables: { code: '000000' } },
          result: { errors: [{ message: 'Invalid code.', extensions: { code: 'UNAUTHENTICATED' } }] },
        },
      ],
    });
    await user.type(await screen.findByLabelText('Your current password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    await user.type(await screen.findByLabelText('2. Enter the 6-digit code the app shows'), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code.');
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('lets an owner require two-factor sign-in of every account', async () => {
    let calls = 0;
    const { user } = await renderApp({
      route: SECTION,
      mocks: [
        meIs(account({ twoFactorEnabled: true })),
        policy(false),
        myAccount(),
        {
          request: { query: SetTwoFactorPolicyDocument, variables: { requiredForEveryone: true } },
          result: () => {
            calls += 1;
            return {
              data: {
                setTwoFactorPolicy: {
                  __typename: 'TwoFactorPolicy' as const,
                  requiredForOwners: true,
                  requiredForEveryone: true,
                },
              },
            };
          },
        },
      ],
    });
    const box = await screen.findByRole('switch', { name: 'Require two-factor sign-in for every account' });
    expect(box).toHaveAttribute('aria-checked', 'false');
    await user.click(box);
    expect(await screen.findByText('Two-factor sign-in is required of everyone')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('lets staff turn it off with their password where it is not required; the owner setting is not theirs', async () => {
    let calls = 0;
    const { user } = await renderApp({
      route: SECTION,
      mocks: [
        meIs(account({ role: 'staff', twoFactorEnabled: true })),
        policy(false),
        myAccount(),
        {
          request: { query: DisableTotpDocument, variables: { password: 'my long passphrase' } },
          result: () => {
            calls += 1;
            return { data: { disableTotp: true } };
          },
        },
        meIs(account({ role: 'staff', twoFactorEnabled: false })),
      ],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Account security' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Your password, to turn it off'), 'my long passphrase');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await screen.findByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('makes new recovery codes after the password, and shows them once', async () => {
    const fresh = Array.from({ length: 10 }, (_, i) => `new${i}a-bcdef`);
    const { user } = await renderApp({
      route: SECTION,
      mocks: [
        meIs(account({ twoFactorEnabled: true })),
        policy(false),
        myAccount(),
        {
          request: { query: RegenerateRecoveryCodesDocument, variables: { password: PASSWORD } },
          result: {
            data: { regenerateRecoveryCodes: { __typename: 'TotpEnabled' as const, recoveryCodes: fresh } },
          },
        },
      ],
    });
    const button = await screen.findByRole('button', { name: 'Make new recovery codes' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Your password, for new recovery codes'), PASSWORD);
    await user.click(button);
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(fresh);
    await user.click(screen.getByRole('button', { name: 'I have saved these codes' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('changes the password (checked here first) and asks for an e-mail address confirmed by a link', async () => {
    let changed = 0;
    const { user } = await renderApp({
      route: SECTION,
      mocks: [
        meIs(account({ twoFactorEnabled: true })),
        policy(false),
        myAccount(null, null, 1),
        {
          request: {
            query: ChangeMyPasswordDocument,
            variables: { currentPassword: PASSWORD, newPassword: 'a much longer passphrase' },
          },
          result: () => {
            changed += 1;
            return { data: { changeMyPassword: true } };
          },
        },
        {
          request: {
            query: ChangeMyEmailDocument,
            variables: { email: 'curator@example.com', currentPassword: PASSWORD },
          },
          result: {
            data: {
              changeMyEmail: {
                __typename: 'EmailChangeResult' as const,
                email: null,
                pendingEmail: 'curator@example.com',
              },
            },
          },
        },
        myAccount(null, 'curator@example.com'),
      ],
    });
    const passwordForm = await screen.findByRole('form', { name: 'Change your password' });
    await user.type(within(passwordForm).getByLabelText('Your current password'), PASSWORD);
    await user.type(within(passwordForm).getByLabelText('New password'), 'too short');
    await user.click(within(passwordForm).getByRole('button', { name: 'Change the password' }));
    expect(await within(passwordForm).findByRole('alert')).toHaveTextContent(
      'A password needs at least 12 characters.',
    );
    expect(changed).toBe(0);
    const fresh = within(passwordForm).getByLabelText('New password');
    await user.clear(fresh);
    await user.type(fresh, 'a much longer passphrase');
    await user.click(within(passwordForm).getByRole('button', { name: 'Change the password' }));
    expect(
      await screen.findByText('Your other sessions were signed out; this one stays.'),
    ).toBeInTheDocument();
    expect(changed).toBe(1);

    const emailForm = screen.getByRole('form', { name: 'Change your e-mail address' });
    expect(
      screen.getByText('No address yet: without one, you cannot reset a forgotten password by e-mail.'),
    ).toBeInTheDocument();
    await user.type(within(emailForm).getByLabelText('New e-mail address'), 'Curator@Example.com');
    await user.type(within(emailForm).getByLabelText('Your current password'), PASSWORD);
    await user.click(within(emailForm).getByRole('button', { name: 'Send the confirmation link' }));
    expect(
      await screen.findByText('We sent a confirmation link to curator@example.com.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText(/Waiting for confirmation: open the link we sent to/)).toHaveTextContent(
        'curator@example.com',
      ),
    );
  });
});
