import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { JoinWaitlistDocument } from '@/generated/graphql';
import { renderWithProviders } from '@/testing/render';
import { WaitlistJoin } from './WaitlistJoin';

type Vars = Record<string, unknown>;

/** The join mutation: records what was sent, answers a place or the server's refusal. */
function joinMock(calls: Vars[], answer: { position: number } | { reason: string }): MockLink.MockedResponse {
  return {
    request: {
      query: JoinWaitlistDocument,
      variables: (variables: Vars) => {
        calls.push(variables);
        return true;
      },
    },
    result:
      'position' in answer
        ? {
            data: {
              joinWaitlist: { __typename: 'WaitlistJoined', status: 'waiting', position: answer.position },
            },
          }
        : {
            errors: [
              {
                message: 'You are already on the waitlist for this time slot.',
                extensions: { code: 'CONFLICT', reason: answer.reason },
              },
            ],
          },
  } as unknown as MockLink.MockedResponse;
}

const slot = { experienceId: 7, title: 'Tea ceremony', date: '2030-01-15', time: '10:00', guests: 2 };

async function fillIn(user: Awaited<ReturnType<typeof renderWithProviders>>['user']) {
  const form = within(await screen.findByRole('form', { name: 'Join the waitlist' }));
  await user.type(form.getByLabelText('Name'), 'Wen Li');
  await user.type(form.getByLabelText('E-mail'), 'Wen@Example.tw');
  await user.type(form.getByLabelText(/^Phone/), '+886 912 345 678');
  await user.click(form.getByRole('button', { name: 'Join the waitlist' }));
  return form;
}

describe('joining a full slot’s waitlist', () => {
  it('sends the slot, the party and the guest, then says their place in the queue', async () => {
    const calls: Vars[] = [];
    const { user } = await renderWithProviders(<WaitlistJoin {...slot} onClose={() => {}} />, {
      mocks: [joinMock(calls, { position: 3 })],
    });
    await fillIn(user);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You are number 3 on the waitlist. If seats become free, we will hold them for you and e-mail you an offer.',
    );
    expect(calls).toEqual([
      {
        input: {
          itemId: 7,
          bookingDate: '2030-01-15',
          timeSlot: '10:00',
          guestName: 'Wen Li',
          guestEmail: 'wen@example.tw',
          guestPhone: '+886912345678',
          numberOfGuests: 2,
          language: 'ENG',
        },
      },
    ]);
  });

  it('checks the fields before sending: nothing is sent without a valid e-mail', async () => {
    const calls: Vars[] = [];
    const { user } = await renderWithProviders(<WaitlistJoin {...slot} onClose={() => {}} />, {
      mocks: [joinMock(calls, { position: 1 })],
    });
    const form = within(await screen.findByRole('form', { name: 'Join the waitlist' }));
    await user.type(form.getByLabelText('Name'), 'Wen Li');
    await user.type(form.getByLabelText('E-mail'), 'not-an-address');
    await user.click(form.getByRole('button', { name: 'Join the waitlist' }));
    expect(await form.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says so when the e-mail is already waiting for this slot', async () => {
    const calls: Vars[] = [];
    const { user } = await renderWithProviders(<WaitlistJoin {...slot} onClose={() => {}} />, {
      mocks: [joinMock(calls, { reason: 'already_joined' })],
    });
    const form = await fillIn(user);
    expect(await form.findByRole('alert')).toHaveTextContent(
      'You are already on the waitlist for this time slot.',
    );
  });
});
