import { screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { AcceptStaffInvitationDocument } from '@/generated/graphql';
import { renderApp } from '@/testing/render';
import { sectionsFor } from './sections';

const TOKEN = 'a'.repeat(43);

describe('the invitation page', () => {
  beforeEach(() => window.localStorage.setItem('adminLanguage', 'ENG'));
  afterEach(() => window.localStorage.clear());

  it('refuses a short or common password before asking the server, then creates the account', async () => {
    let calls = 0;
    const { user } = await renderApp({
      route: `/admin/invitation?token=${TOKEN}`,
      mocks: [
        {
          request: {
            query: AcceptStaffInvitationDocument,
            variables: { input: { token: TOKEN, username: 'mina', password: 'plum tree by the river' } },
          },
          result: () => {
            calls += 1;
            return {
              data: {
                acceptStaffInvitation: { __typename: 'AdminUser', id: 3, username: 'mina', role: 'staff' },
              },
            };
          },
        },
      ],
    });
    await user.type(await screen.findByLabelText('Username'), 'mina');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.type(password, 'short one');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('A password needs at least 12 characters.')).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'password1234');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(
      await screen.findByText('This password is too common. Please choose another.'),
    ).toBeInTheDocument();
    expect(calls).toBe(0);
    await user.clear(password);
    await user.type(password, 'plum tree by the river');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Your account mina is ready.')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it("shows the server's refusal (a used link)", async () => {
    const { user } = await renderApp({
      route: `/admin/invitation?token=${TOKEN}`,
      mocks: [
        {
          request: {
            query: AcceptStaffInvitationDocument,
            variables: { input: { token: TOKEN, username: 'mina', password: 'plum tree by the river' } },
          },
          result: { errors: [new GraphQLError('This invitation link was already used.')] },
        },
      ],
    });
    await user.type(await screen.findByLabelText('Username'), 'mina');
    await user.type(screen.getByLabelText('Password'), 'plum tree by the river');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This invitation link was already used.'),
    );
  });
});

describe('sections by role', () => {
  it('shows the staff section to owners only', () => {
    expect(sectionsFor('owner')).toContain('staff');
    expect(sectionsFor('staff')).not.toContain('staff');
    expect(sectionsFor('staff')).toContain('bookings');
  });
});
