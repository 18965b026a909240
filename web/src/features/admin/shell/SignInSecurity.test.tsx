import { screen, within } from '@testing-library/react';
import {
  CompletePasswordResetDocument,
  LoginDocument,
  LoginWithTotpDocument,
  MeDocument,
  MyAccountDocument,
  RequestPasswordResetDocument,
  TwoFactorPolicyDocument,
} from '@/generated/graphql';
import { renderApp } from '@/testing/render';

const curator = {
  __typename: 'AdminUser' as const,
  id: 1,
  username: 'curator',
  role: 'owner' as const,
  twoFactorEnabled: true,
  mustEnrolTwoFactor: false,
};
const signedOut = { request: { query: MeDocument }, result: { data: { me: null } } };
const TOKEN = 'b'.repeat(43);

describe('two-factor sign-in', () => {
  beforeEach(() => window.localStorage.setItem('adminLanguage', 'ENG'));
  afterEach(() => window.localStorage.clear());

  it('asks for the code after the password, shows a refused code, and takes a recovery code', async () => {
    const { user } = await renderApp({
      route: '/admin?section=security',
      mocks: [
        signedOut,
        {
          request: { query: LoginDocument, variables: { username: 'curator', password: 'correct horse' } },
          result: { data: { login: { __typename: 'LoginResult', twoFactorRequired: true, user: null } } },
        },
        {
          request: { query: LoginWithTotpDocument, variables: { code: '000000' } },
          result: { errors: [{ message: 'Invalid code.', extensions: { code: 'UNAUTHENTICATED' } }] },
        },
        {
          request: { query: LoginWithTotpDocument, variables: { recoveryCode: 'abcde-fghjk' } },
          result: {
            data: { loginWithTotp: { __typename: 'LoginResult', twoFactorRequired: false, user: curator } },
          },
        },
        {
          request: { query: TwoFactorPolicyDocument },
          result: {
            data: {
              twoFactorPolicy: {
                __typename: 'TwoFactorPolicy',
                requiredForOwners: true,
                requiredForEveryone: false,
              },
            },
          },
        },
        // The page's e-mail card.
        {
          request: { query: MyAccountDocument },
          result: {
            data: {
              me: { __typename: 'AdminUser', id: 1, username: 'curator', email: null, pendingEmail: null },
            },
          },
        },
      ],
    });
    await user.type(await screen.findByLabelText('Username'), 'curator');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const notifications = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(await within(notifications).findByRole('listitem')).toHaveTextContent('Invalid code.');
    expect(screen.getByLabelText('Code')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Signed in as curator')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Account security' })).toBeInTheDocument();
  });
});

describe('a forgotten password', () => {
  beforeEach(() => window.localStorage.setItem('adminLanguage', 'ENG'));
  afterEach(() => window.localStorage.clear());

  it('is reached from the sign-in, and asks for a link without telling whether the account exists', async () => {
    const { user } = await renderApp({
      route: '/admin',
      mocks: [
        signedOut,
        {
          request: { query: RequestPasswordResetDocument, variables: { email: 'mina@example.com' } },
          result: { data: { requestPasswordReset: true } },
        },
      ],
    });
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail address'), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('E-mail address'));
    await user.type(screen.getByLabelText('E-mail address'), ' Mina@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('heading', { name: 'Check your mail' })).toBeInTheDocument();
    expect(screen.getByText(/If an account has this address/)).toBeInTheDocument();
  });

  it('sets a new password from the link, checked like an invitation’s', async () => {
    let calls = 0;
    const { user } = await renderApp({
      route: `/admin/reset-password?token=${TOKEN}`,
      mocks: [
        {
          request: {
            query: CompletePasswordResetDocument,
            variables: { input: { token: TOKEN, password: 'plum tree by the river' } },
          },
          result: () => {
            calls += 1;
            return { data: { completePasswordReset: true } };
          },
        },
      ],
    });
    const password = await screen.findByLabelText('New password');
    await user.type(password, 'password1234');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(
      await screen.findByText('This password is too common. Please choose another.'),
    ).toBeInTheDocument();
    expect(calls).toBe(0);
    await user.clear(password);
    await user.type(password, 'plum tree by the river');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('heading', { name: 'Your password is changed' })).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('shows the server’s refusal of a used link', async () => {
    const { user } = await renderApp({
      route: `/admin/reset-password?token=${TOKEN}`,
      mocks: [
        {
          request: {
            query: CompletePasswordResetDocument,
            variables: { input: { token: TOKEN, password: 'plum tree by the river' } },
          },
          result: {
            errors: [
              { message: 'This password reset link was already used.', extensions: { code: 'CONFLICT' } },
            ],
          },
        },
      ],
    });
    await user.type(await screen.findByLabelText('New password'), 'plum tree by the river');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link was already used.');
  });
});
