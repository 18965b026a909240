import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { CompleteOnlinePaymentDocument } from '@/generated/graphql';
import { renderWithProviders } from '@/testing/render';
import { PaymentResult } from './PaymentResult';

const PAYMENT_ID = 'booking-55-a1b2c3';

function completion(answer: Pick<MockLink.MockedResponse, 'result'>): MockLink.MockedResponse {
  return {
    request: { query: CompleteOnlinePaymentDocument, variables: { paymentId: PAYMENT_ID } },
    ...answer,
  };
}

const paid = completion({
  result: {
    data: {
      completeOnlinePayment: { __typename: 'OnlinePaymentCompletion', bookingId: 55, status: 'confirmed' },
    },
  },
});

const refused = (code: string, message: string) =>
  completion({ result: { errors: [new GraphQLError(message, { extensions: { code } })] } });

const show = (mocks: MockLink.MockedResponse[], query = `?paymentId=${PAYMENT_ID}`) =>
  renderWithProviders(<PaymentResult />, { route: `/pay/complete${query}`, mocks });

describe('the payment result page', () => {
  it('asks the server to complete the payment and says the booking is confirmed and paid, with its number', async () => {
    await show([paid]);
    expect(screen.getByRole('heading', { name: 'Checking your payment' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Confirmed and paid' })).toBeInTheDocument();
    expect(screen.getByText('Booking #55')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you! Your payment went through and your booking is confirmed.',
    );
    expect(screen.getByRole('link', { name: 'Find your booking' })).toHaveAttribute(
      'href',
      '/booking-verification',
    );
  });

  it('says a payment PortOne reports as failed or cancelled was not charged, without asking the server', async () => {
    // No completion mock: a call would fail the test (an unmocked query).
    await show(
      [],
      `?paymentId=${PAYMENT_ID}&code=FAILURE_TYPE_PG&message=${encodeURIComponent('결제가 취소되었습니다.')}`,
    );
    expect(screen.getByRole('heading', { name: 'Payment not completed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The payment was not completed, and you have not been charged.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('PortOne says: 결제가 취소되었습니다.');
  });

  it('says the payment is being refunded when the seats were released before it arrived (410)', async () => {
    await show([
      refused(
        'GONE',
        'The seats were no longer held when the payment arrived: the payment is refunded in full automatically.',
      ),
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Your payment is being refunded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The seats were released before your payment arrived, so the booking could not be confirmed. Your payment is being refunded in full',
    );
    expect(screen.queryByRole('button', { name: 'Check again' })).not.toBeInTheDocument();
  });

  it('says a payment of another amount was not accepted and is refunded (409 mismatch)', async () => {
    await show([
      refused(
        'CONFLICT',
        'The payment does not match the booking: its amount or currency differs from what is due.',
      ),
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Your payment is being refunded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This payment did not match the amount due');
  });

  it('lets the guest check again when PortOne does not report the payment as paid yet (409), and then confirms', async () => {
    const { user } = await show([refused('CONFLICT', 'The payment is not complete at PortOne.'), paid]);
    expect(await screen.findByRole('heading', { name: 'Payment not confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'PortOne does not report this payment as completed. If you have just paid, check again in a moment; otherwise you have not been charged.',
    );
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Confirmed and paid' })).toBeInTheDocument();
  });
});
