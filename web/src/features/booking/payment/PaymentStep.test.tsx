import { jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import type { OnlinePaymentFieldsFragment } from '@/generated/graphql';
import { renderWithProviders } from '@/testing/render';
import type { AppLocale } from '@/lib/i18n';
import { PaymentStep } from './PaymentStep';

type RequestPayment = (request: Record<string, unknown>) => Promise<unknown>;

// What PortOne's script defines (the SDK uses a window.PortOne already there, as on a page that
// loaded it): one object for the whole file, since the SDK keeps the first one it found.
const portOne = { requestPayment: jest.fn<RequestPayment>() };
Object.assign(window, { PortOne: portOne });

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function part(overrides: Partial<OnlinePaymentFieldsFragment> = {}): OnlinePaymentFieldsFragment {
  return {
    provider: 'portone',
    paymentId: 'booking-55-a1b2c3',
    storeId: 'store-test-1',
    channels: [
      { method: 'card', channelKey: 'channel-key-card' },
      { method: 'alipay', channelKey: 'channel-key-alipay' },
      { method: 'wechatpay', channelKey: 'channel-key-wechat' },
    ],
    amount: 50000,
    currency: 'KRW',
    orderName: '#55 NANTA',
    holdExpiresAt: inMinutes(15),
    ...overrides,
  };
}

function Where() {
  const location = useLocation();
  return <p>At {location.pathname + location.search}</p>;
}

function renderStep(payment = part(), locale: AppLocale = 'en') {
  return renderWithProviders(
    <Routes>
      <Route
        path="/"
        element={
          <PaymentStep payment={payment} customer={{ fullName: 'Mina Kim', email: 'mina@example.com' }} />
        }
      />
      <Route path="/pay/complete" element={<Where />} />
    </Routes>,
    { locale },
  );
}

afterEach(() => portOne.requestPayment.mockReset());

describe('the pay step', () => {
  it("offers the site's methods, the amount in won and how long the seats are held", async () => {
    await renderStep();
    const methods = screen.getByRole('group', { name: 'Payment method' });
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Credit or debit card (Visa, Mastercard, JCB, AMEX, UnionPay)',
      'Alipay',
      'WeChat Pay',
    ]);
    expect(methods).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Credit or debit card/ })).toBeChecked();
    expect(screen.getByText('₩50,000')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left to pay' })).toHaveTextContent(
      /^Your seats are held for 1[45]:\d\d\.$/,
    );
    expect(screen.getByRole('button', { name: 'Pay ₩50,000' })).toBeEnabled();
  });

  it("opens PortOne's window for the chosen method with the server's amount, then goes to the result page", async () => {
    portOne.requestPayment.mockResolvedValue({
      transactionType: 'PAYMENT',
      txId: 'tx-1',
      paymentId: 'booking-55-a1b2c3',
    });
    const { user } = await renderStep();
    await user.click(screen.getByRole('radio', { name: 'Alipay' }));
    await user.click(screen.getByRole('button', { name: 'Pay ₩50,000' }));

    expect(await screen.findByText('At /pay/complete?paymentId=booking-55-a1b2c3')).toBeInTheDocument();
    expect(portOne.requestPayment).toHaveBeenCalledTimes(1);
    expect(portOne.requestPayment.mock.calls[0][0]).toEqual({
      storeId: 'store-test-1',
      channelKey: 'channel-key-alipay',
      paymentId: 'booking-55-a1b2c3',
      orderName: '#55 NANTA',
      // KRW has no minor unit: 50,000 won is 50000, never 5000000.
      totalAmount: 50000,
      currency: 'KRW',
      payMethod: 'EASY_PAY',
      easyPay: { easyPayProvider: 'ALIPAY' },
      locale: 'EN_US',
      redirectUrl: `${window.location.origin}/pay/complete`,
      customer: { fullName: 'Mina Kim', email: 'mina@example.com' },
    });
  });

  it('asks for a card as a card, and for WeChat Pay as an easy pay, in the page language', async () => {
    portOne.requestPayment.mockResolvedValue(undefined);
    const first = await renderStep(part(), 'ja');
    await first.user.click(screen.getAllByRole('radio')[0]);
    await first.user.click(screen.getByRole('button', { name: /50,000/ }));
    expect(portOne.requestPayment.mock.calls[0][0]).toMatchObject({
      channelKey: 'channel-key-card',
      payMethod: 'CARD',
      locale: 'JA_JP',
      redirectUrl: `${window.location.origin}/pay/complete?lang=ja`,
    });
    expect(portOne.requestPayment.mock.calls[0][0]).not.toHaveProperty('easyPay');

    // PortOne takes the guest away to pay (it answers nothing): the page waits meanwhile.
    expect(await screen.findByRole('button', { name: '決済画面を開いています…' })).toBeDisabled();
    first.unmount();

    const { user: again } = await renderStep(part(), 'ja');
    await again.click(screen.getAllByRole('radio')[2]);
    await again.click(screen.getByRole('button', { name: /50,000/ }));
    expect(portOne.requestPayment.mock.calls[1][0]).toMatchObject({
      channelKey: 'channel-key-wechat',
      payMethod: 'EASY_PAY',
      easyPay: { easyPayProvider: 'WECHAT' },
    });
  });

  it('says a payment cancelled in the window was not charged, keeps the seats held and lets the guest try again', async () => {
    portOne.requestPayment.mockResolvedValue({
      transactionType: 'PAYMENT',
      txId: 'tx-1',
      paymentId: 'booking-55-a1b2c3',
      code: 'FAILURE_TYPE_PG',
      message: '사용자가 결제를 취소하였습니다.',
    });
    const { user } = await renderStep();
    await user.click(screen.getByRole('button', { name: 'Pay ₩50,000' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The payment was not completed, and you have not been charged. You can try again.',
    );
    expect(alert).toHaveTextContent('PortOne says: 사용자가 결제를 취소하였습니다.');
    expect(screen.getByRole('timer', { name: 'Time left to pay' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₩50,000' })).toBeEnabled();
  });

  it('says so when the payment window cannot be opened', async () => {
    portOne.requestPayment.mockRejectedValue(new Error('[PortOne] Failed to load window.PortOne'));
    const { user } = await renderStep();
    await user.click(screen.getByRole('button', { name: 'Pay ₩50,000' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment window could not be opened. Please check your connection and try again.',
    );
  });

  it('counts the hold down each second, and no longer offers to pay once it has ended', async () => {
    jest.useFakeTimers({ now: new Date('2026-06-15T23:30:00Z'), doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      await renderStep(part({ holdExpiresAt: '2026-06-15T23:30:02Z' }));
      expect(screen.getByRole('timer')).toHaveTextContent('Your seats are held for 0:02.');
      act(() => void jest.advanceTimersByTime(1000));
      expect(screen.getByRole('timer')).toHaveTextContent('Your seats are held for 0:01.');
      act(() => void jest.advanceTimersByTime(1000));
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your seats are no longer held, and this booking can no longer be paid. Please book again.',
      );
      expect(screen.getByRole('button', { name: 'Pay ₩50,000' })).toBeDisabled();
    } finally {
      jest.useRealTimers();
    }
  });
});
