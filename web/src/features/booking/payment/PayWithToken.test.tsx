import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { StartBookingPaymentDocument } from '@/generated/graphql';
import { renderApp } from '@/testing/render';

const TOKEN = '55.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

function started(overrides: Record<string, unknown> = {}, token = TOKEN): MockLink.MockedResponse {
  return {
    request: { query: StartBookingPaymentDocument, variables: { token } },
    result: {
      data: {
        startBookingPayment: {
          __typename: 'BookingPayment',
          bookingId: 55,
          status: 'confirmed',
          itemTitle: 'DMZ Half-Day Tour',
          bookingDate: '2026-06-17',
          timeSlot: '10:00',
          numberOfGuests: 2,
          amount: 160200,
          currency: 'KRW',
          holdExpiresAt: null,
          refusal: null,
          payment: {
            __typename: 'OnlinePaymentPart',
            provider: 'portone',
            paymentId: 'booking-55-b',
            storeId: 'store-test',
            channels: [
              { __typename: 'OnlinePaymentChannel', method: 'card', channelKey: 'channel-key-card' },
            ],
            amount: 160200,
            currency: 'KRW',
            orderName: '#55 DMZ Half-Day Tour',
            holdExpiresAt: null,
          },
          ...overrides,
        },
      },
    },
  };
}

describe('the Pay now page', () => {
  it('shows the booking the link was made for and the pay step', async () => {
    await renderApp({ route: `/pay/${TOKEN}`, mocks: [started()] });
    expect(await screen.findByRole('button', { name: 'Pay ₩160,200' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Pay for your booking' })).toBeInTheDocument();
    const details = screen.getByLabelText('Booking details');
    expect(details).toHaveTextContent('#55');
    expect(details).toHaveTextContent('DMZ Half-Day Tour');
    expect(details).toHaveTextContent('Wednesday, June 17, 2026');
    expect(details).toHaveTextContent('Amount due₩160,200');
    expect(screen.getByRole('radio', { name: /^Credit or debit card/ })).toBeChecked();
  });

  it('says why nothing can be paid: a booking paid already', async () => {
    await renderApp({
      route: `/pay/${TOKEN}`,
      mocks: [started({ payment: null, refusal: 'paid', amount: 0 })],
    });
    expect(await screen.findByText('This booking is paid. Thank you!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Booking details')).not.toHaveTextContent('Amount due');
  });

  it('says a link this site did not make is not valid', async () => {
    await renderApp({
      route: '/pay/forged',
      mocks: [
        {
          request: { query: StartBookingPaymentDocument, variables: { token: 'forged' } },
          result: {
            errors: [new GraphQLError('Payment link not found.', { extensions: { code: 'NOT_FOUND' } })],
          },
        },
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This payment link is not valid. Please use the link in your e-mail, or find your booking.',
    );
  });
});
