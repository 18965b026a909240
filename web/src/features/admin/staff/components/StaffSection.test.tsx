import { screen, waitFor, within } from '@testing-library/react';
import {
  AdminSessionsDocument,
  DisableStaffDocument,
  InviteStaffDocument,
  ResetTwoFactorDocument,
  StaffMembersDocument,
  UnlockTwoFactorDocument,
} from '@/generated/graphql';
import { renderWithProviders, type RenderOptions } from '@/testing/render';
import { AdminI18nProvider } from '@/features/admin/kit/i18n/AdminI18nProvider';
import { StaffSection } from '../index';

const member = (
  id: number,
  username: string,
  role: 'owner' | 'staff',
  extra: Record<string, unknown> = {},
) => ({
  __typename: 'AdminUser' as const,
  id,
  username,
  role,
  email: `${username}@example.com`,
  disabledAt: null,
  lastLoginAt: null,
  twoFactorEnabled: false,
  twoFactorLocked: false,
  ...extra,
});

const listMock = (members: ReturnType<typeof member>[], invitations: unknown[] = []) => ({
  request: { query: StaffMembersDocument },
  result: { data: { staffMembers: members, staffInvitations: invitations } },
});

async function renderSection(mocks: RenderOptions['mocks']) {
  window.localStorage.setItem('adminLanguage', 'ENG');
  const result = await renderWithProviders(
    <AdminI18nProvider>
      <StaffSection />
    </AdminI18nProvider>,
    { route: '/admin?section=staff', mocks },
  );
  await screen.findByRole('heading', { name: 'Staff' });
  return result;
}

describe('staff section', () => {
  afterEach(() => window.localStorage.clear());

  it('lists the accounts with their role and status, and open invitations', async () => {
    await renderSection([
      listMock(
        [
          member(1, 'boss', 'owner'),
          member(2, 'helper', 'staff', { disabledAt: '2026-11-20T01:00:00.000Z' }),
        ],
        [
          {
            __typename: 'StaffInvitation',
            id: 7,
            email: 'new@example.com',
            role: 'staff',
            expiresAt: '2999-01-01T00:00:00.000Z',
          },
        ],
      ),
    ]);
    const accounts = await screen.findByRole('table', { name: 'Accounts' });
    const rows = within(accounts).getAllByRole('row');
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('boss');
    expect(rows[1]).toHaveTextContent('Owner');
    expect(rows[1]).toHaveTextContent('Active');
    expect(rows[2]).toHaveTextContent('Staff');
    expect(rows[2]).toHaveTextContent('Disabled');
    expect(within(rows[2]).getByRole('button', { name: 'Enable helper' })).toBeInTheDocument();
    const open = screen.getByRole('table', { name: 'Open invitations' });
    expect(open).toHaveTextContent('new@example.com');
  });

  it("shows a member's sessions in a dialog, where the owner can end them", async () => {
    const { user } = await renderSection([
      listMock([member(1, 'boss', 'owner'), member(2, 'helper', 'staff')]),
      {
        request: { query: AdminSessionsDocument, variables: { userId: 2 } },
        result: {
          data: {
            adminSessions: [
              {
                __typename: 'ActiveSession',
                id: 'x1',
                userId: 2,
                username: 'helper',
                device: 'Chrome 131 · Windows',
                address: '198.51.100.4',
                signedInAt: '2026-11-27T01:00:00.000Z',
                lastUsedAt: '2026-11-27T01:05:00.000Z',
                current: false,
              },
            ],
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Sessions of helper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sessions of helper' });
    const table = await within(dialog).findByRole('table', { name: 'Sessions of helper' });
    expect(table).toHaveTextContent('Chrome 131 · Windows');
    expect(table).toHaveTextContent('198.51.100.4');
    expect(
      within(table).getByRole('button', { name: 'End session on Chrome 131 · Windows' }),
    ).toBeInTheDocument();
  });

  it('disables an account only after confirming', async () => {
    let disabled = 0;
    const { user } = await renderSection([
      listMock([member(1, 'boss', 'owner'), member(2, 'helper', 'staff')]),
      {
        request: { query: DisableStaffDocument, variables: { id: 2 } },
        result: () => {
          disabled += 1;
          return {
            data: {
              disableStaff: { __typename: 'AdminUser', id: 2, disabledAt: '2026-11-27T01:00:00.000Z' },
            },
          };
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Disable helper' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable helper?' });
    expect(disabled).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(disabled).toBe(1));
    expect(await screen.findByRole('button', { name: 'Enable helper' })).toBeInTheDocument();
  });

  it('invites by e-mail with the role, after checking the address', async () => {
    let sent: unknown = null;
    const { user } = await renderSection([
      listMock([member(1, 'boss', 'owner')]),
      {
        request: {
          query: InviteStaffDocument,
          variables: { input: { email: 'mina@example.com', role: 'staff' } },
        },
        result: (variables: unknown) => {
          sent = variables;
          return {
            data: {
              inviteStaff: {
                __typename: 'StaffInvitation',
                id: 9,
                email: 'mina@example.com',
                role: 'staff',
                expiresAt: '2999-01-01T00:00:00.000Z',
              },
            },
          };
        },
      },
      listMock([member(1, 'boss', 'owner')]),
    ]);
    const form = await screen.findByRole('form', { name: 'Invite a team member' });
    await user.type(within(form).getByLabelText('E-mail address'), 'not-an-address');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(sent).toBeNull();
    await user.clear(within(form).getByLabelText('E-mail address'));
    await user.type(within(form).getByLabelText('E-mail address'), ' Mina@Example.com ');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(sent).toEqual({ input: { email: 'mina@example.com', role: 'staff' } }));
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
  });

  it("lets the owner reset another account's second factor (confirmed first) and unlock a locked one", async () => {
    let resets = 0;
    let unlocks = 0;
    const { user } = await renderSection([
      listMock([
        member(1, 'boss', 'owner'),
        member(2, 'lost', 'staff', { twoFactorEnabled: true }),
        member(3, 'fumbler', 'staff', { twoFactorEnabled: true, twoFactorLocked: true }),
      ]),
      {
        request: { query: ResetTwoFactorDocument, variables: { id: 2 } },
        result: () => {
          resets += 1;
          return {
            data: {
              resetTwoFactor: {
                __typename: 'AdminUser',
                id: 2,
                twoFactorEnabled: false,
                twoFactorLocked: false,
              },
            },
          };
        },
      },
      {
        request: { query: UnlockTwoFactorDocument, variables: { id: 3 } },
        result: () => {
          unlocks += 1;
          return {
            data: {
              unlockTwoFactor: {
                __typename: 'AdminUser',
                id: 3,
                twoFactorEnabled: true,
                twoFactorLocked: false,
              },
            },
          };
        },
      },
    ]);
    const accounts = await screen.findByRole('table', { name: 'Accounts' });
    const rows = within(accounts).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Off');
    expect(rows[2]).toHaveTextContent('On');
    expect(rows[3]).toHaveTextContent('Locked');
    expect(within(rows[1]).queryByRole('button', { name: /Reset two-factor/ })).not.toBeInTheDocument();

    await user.click(within(rows[2]).getByRole('button', { name: 'Reset two-factor sign-in of lost' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset two-factor sign-in of lost?' });
    expect(resets).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(
      await screen.findByText('lost was signed out everywhere and was told by mail.'),
    ).toBeInTheDocument();
    expect(resets).toBe(1);
    await waitFor(() => expect(rows[2]).toHaveTextContent('Off'));

    await user.click(within(rows[3]).getByRole('button', { name: 'Unlock two-factor sign-in of fumbler' }));
    expect(await screen.findByText('fumbler can enter codes again')).toBeInTheDocument();
    expect(unlocks).toBe(1);
    await waitFor(() => expect(rows[3]).toHaveTextContent('On'));
  });
});
