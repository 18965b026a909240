import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import {
  AdminDashboardDocument,
  AdminPopupsDocument,
  LoginDocument,
  LogoutDocument,
  MeDocument,
} from '@/generated/graphql';
import { backupStatusMock } from '@/testing/backupFixtures';
import { pickOption } from '@/testing/pickOption';
import { renderApp } from '@/testing/render';

const admin = {
  __typename: 'AdminUser' as const,
  id: 1,
  username: 'curator',
  role: 'owner' as const,
  twoFactorEnabled: true,
  mustEnrolTwoFactor: false,
};

const meIs = (me: typeof admin | null) => ({ request: { query: MeDocument }, result: { data: { me } } });

const loginAs = (username: string, password: string) => ({
  request: { query: LoginDocument, variables: { username, password } },
  result: {
    data: {
      login: { __typename: 'LoginResult' as const, twoFactorRequired: false, user: { ...admin, username } },
    },
  },
});

const loginRejected = (username: string, password: string, message: string) => ({
  request: { query: LoginDocument, variables: { username, password } },
  result: { errors: [new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED' } })] },
});

const logoutOk = { request: { query: LogoutDocument }, result: { data: { logout: true } } };

/** The dashboard home's query, answered each time the home opens. */
const dashboard = {
  request: { query: AdminDashboardDocument, variables: () => true },
  result: {
    data: {
      adminDashboard: {
        __typename: 'AdminDashboard',
        pendingApplications: 3,
        reviewsAwaitingModeration: 1,
        awaitingPayment: 0,
        overduePayments: 0,
        overpaidPayments: 0,
        refundsDue: 0,
        holdsEndingSoon: 0,
        awaitingOnlinePayment: 0,
        onlinePaymentsToday: 0,
        onlinePaidToday: 0,
        today: '2026-11-23',
        tomorrow: '2026-11-24',
        todaySlots: [],
        tomorrowSlots: [],
        paymentInstructionsPlaceholder: [],
      },
      onlinePaymentSettings: { __typename: 'OnlinePaymentSettings' as const, enabled: false },
    },
  },
  maxUsageCount: 5,
};

/** The dashboard's backup tile, asked each time the home opens. */
const backup = { ...backupStatusMock(), maxUsageCount: 5 };

/** The popups section's list, empty (the section the test switches to; asked again around the logout). */
const noPopups = {
  request: { query: AdminPopupsDocument, variables: { page: { page: 1, pageSize: 20 } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      adminPopups: { __typename: 'PopupPage' as const, totalCount: 0, page: 1, pageSize: 20, items: [] },
    },
  },
};

function useEnglishAdmin() {
  window.localStorage.setItem('adminLanguage', 'ENG');
}

async function signIn(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  username: string,
  password: string,
) {
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('admin area', () => {
  it('asks the server for the session and shows the login in Korean by default', async () => {
    const { user } = await renderApp({ route: '/admin', mocks: [meIs(null)] });

    expect(await screen.findByRole('heading', { name: '관리자 로그인' })).toBeInTheDocument();
    expect(screen.getByLabelText('아이디')).toBeInTheDocument();
    expect(screen.getByLabelText('비밀번호')).toBeInTheDocument();
    // The admin part declares its own language; the storefront's <html lang> is untouched.
    expect(screen.getByRole('heading', { name: '관리자 로그인' }).closest('[lang]')).toHaveAttribute(
      'lang',
      'ko',
    );
    expect(document.documentElement.lang).toBe('en');

    const language = screen.getByRole('combobox', { name: '관리자 언어' });
    expect(language).toHaveTextContent('한국어');
    await pickOption(user, language, 'English');
    expect(await screen.findByRole('heading', { name: 'Admin sign-in' })).toBeInTheDocument();
    expect(window.localStorage.getItem('adminLanguage')).toBe('ENG');
    expect(window.localStorage.getItem('language')).toBe('ENG');
  });

  it('signs in and shows the dashboard with the admin user and its sections', async () => {
    useEnglishAdmin();
    const { user } = await renderApp({
      route: '/admin',
      mocks: [meIs(null), loginAs('curator', 'correct horse'), dashboard, backup],
    });
    await signIn(user, 'curator', 'correct horse');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeInTheDocument();
    expect(within(screen.getByRole('complementary')).getByText('Signed in as curator')).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Admin sections' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Check-in',
      'Items',
      'Bookings',
      'Carousels',
      'Popups',
      // Promo codes guests enter when they book (issue 41).
      'Promo codes',
      'Reviews',
      'Inquiries',
      // An owner (curator is one) also manages the team.
      'Staff',
      // And what guests are told about paying.
      'Settings',
      // And the webhooks sent to other systems.
      'Webhooks',
      // And the resellers selling through the OCTO API.
      'Resellers',
      // Every change, owners and staff alike.
      'Activity',
      'Sessions',
      // Everyone's own two-factor sign-in.
      'Account security',
    ]);
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 2, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '3 waiting for a decision' })).toHaveAttribute(
      'href',
      '/admin?section=bookings&status=pending',
    );
  });

  it('shows the "Login Failed" toast with the server message when the login is refused', async () => {
    useEnglishAdmin();
    const { user } = await renderApp({
      route: '/admin',
      mocks: [meIs(null), loginRejected('curator', 'wrong', 'Invalid username or password.')],
    });
    await signIn(user, 'curator', 'wrong');

    const notifications = screen.getByRole('region', { name: 'Notifications (F8)' });
    const toast = await within(notifications).findByRole('listitem');
    expect(toast).toHaveTextContent('Login Failed');
    expect(toast).toHaveTextContent('Invalid username or password.');
    expect(screen.getByRole('heading', { name: 'Admin sign-in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('falls back to "Invalid credentials." when the server gives no message', async () => {
    useEnglishAdmin();
    const { user } = await renderApp({
      route: '/admin',
      mocks: [meIs(null), loginRejected('curator', 'wrong', '')],
    });
    await signIn(user, 'curator', 'wrong');

    const notifications = screen.getByRole('region', { name: 'Notifications (F8)' });
    const toast = await within(notifications).findByRole('listitem');
    expect(toast).toHaveTextContent('Login Failed');
    expect(toast).toHaveTextContent('Invalid credentials.');
  });

  it('goes straight to the dashboard when a session exists, switches sections and logs out', async () => {
    useEnglishAdmin();
    const { user } = await renderApp({
      route: '/admin',
      mocks: [meIs(admin), dashboard, backup, noPopups, logoutOk, meIs(null), loginAs('curator', 'again')],
    });

    expect(await screen.findByText('Signed in as curator')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '1 to moderate' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Popups' }));
    // The section loads lazily, then its list.
    expect(await screen.findByRole('heading', { level: 2, name: 'Popups' })).toBeInTheDocument();
    expect(await screen.findByText('0 popups')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Popups' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Admin sign-in' })).toBeInTheDocument();

    // The session state keeps working after a logout.
    await signIn(user, 'curator', 'again');
    expect(await screen.findByText('Signed in as curator')).toBeInTheDocument();
  });

  it('asks the server again when the page comes back from the back-forward cache, and shows the login if signed out', async () => {
    useEnglishAdmin();
    await renderApp({ route: '/admin', mocks: [meIs(admin), dashboard, backup, meIs(null), meIs(null)] });
    expect(await screen.findByRole('link', { name: '1 to moderate' })).toBeInTheDocument();

    // A normal page show changes nothing; a restored one asks `me`, now null.
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(screen.getByText('Signed in as curator')).toBeInTheDocument();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await waitFor(() => {
      expect(screen.getByRole('heading', { name: 'Admin sign-in' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: '1 to moderate' })).not.toBeInTheDocument();
      expect(screen.queryByText('Signed in as curator')).not.toBeInTheDocument();
    });
  });

  it('collapses and expands the sidebar, which holds the user label and the logout (kept when collapsed)', async () => {
    useEnglishAdmin();
    const { user } = await renderApp({
      route: '/admin',
      mocks: [meIs(admin), dashboard, backup, logoutOk, meIs(null)],
    });

    const toggle = await screen.findByRole('button', { name: 'Collapse sidebar' });
    const sidebar = within(screen.getByRole('complementary'));
    expect(sidebar.getByText('Signed in as curator')).toBeVisible();
    expect(sidebar.getByRole('button', { name: 'Log out' })).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Collapsed: an icon button, still named, described by the user it signs out.
    const logout = sidebar.getByRole('button', { name: 'Log out' });
    expect(logout).toHaveAccessibleDescription('Signed in as curator');
    expect(logout).toHaveTextContent('');

    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(screen.getByRole('navigation', { name: 'Admin sections' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    await user.click(sidebar.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Admin sign-in' })).toBeInTheDocument();
  });

  it('shows the 404 page for unknown admin paths', async () => {
    await renderApp({ route: '/admin/nowhere' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument());
  });
});
