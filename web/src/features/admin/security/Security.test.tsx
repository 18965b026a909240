import { screen, within } from '@testing-library/react';
import {
  DisableTotpDocument,
  EnableTotpDocument,
  MeDocument,
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
const RECOVERY = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const SECTION = '/admin?section=security';

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
          request: { query: SetupTotpDocument },
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
      ],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up two-factor sign-in' }),
    ).toBeInTheDocument();
    // Nothing of the back office until enrolled.
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();

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
          request: { query: SetupTotpDocument },
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
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
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
});
