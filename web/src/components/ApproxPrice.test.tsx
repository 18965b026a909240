import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { AppLocale } from '@/lib/i18n';
import { CurrencyProvider, useCurrency } from '@/lib/currency';
import { exchangeRatesMock } from '@/testing/currencyFixtures';
import { renderWithProviders } from '@/testing/render';
import { ChargedInKrw, KrwAmount } from './ApproxPrice';
import { Price } from './Price';

/** What the currency menu would offer: shows that the rates have arrived. */
function Offered() {
  return <output aria-label="offered">{useCurrency().offered.join(' ')}</output>;
}

/** The day `daysAgo` days before today (UTC), as the rates carry it. */
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

async function renderPrice(
  rates: { currency: string; rate: number; date: string }[],
  locale: AppLocale,
  browser: string[],
) {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(browser);
  return renderWithProviders(
    <CurrencyProvider>
      <Price price={50_000} discountedPrice={45_000} />
      <Offered />
    </CurrencyProvider>,
    { locale, mocks: [exchangeRatesMock(rates)] },
  );
}

describe('prices in the visitor currency', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows KRW first and CNY beside it for a zh-CN browser, the rate date and the KRW charge on tap', async () => {
    const { user } = await renderPrice([{ currency: 'CNY', rate: 0.00517, date: day(1) }], 'zh-Hans', [
      'zh-CN',
      'zh',
    ]);
    const approx = await screen.findByRole('button', { name: '≈ ¥232.65' });
    expect(screen.getByText('₩45,000')).toBeInTheDocument();
    // KRW first: the approximation follows the price paid.
    expect(screen.getByText('₩45,000').compareDocumentPosition(approx)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );

    await user.click(approx);
    const note = await screen.findByRole('dialog', { name: '大致价格' });
    expect(note).toHaveTextContent(new Date(`${day(1)}T00:00:00Z`).getUTCFullYear().toString());
    expect(note).toHaveTextContent('按韩元（KRW）收费');
  });

  it('writes the yen without decimals', async () => {
    await renderPrice([{ currency: 'JPY', rate: 0.10642, date: day(0) }], 'ja', ['ja-JP']);
    // 45,000 × 0.10642 = 4,788.9: 4,789 yen.
    expect(await screen.findByRole('button', { name: '≈ ￥4,789' })).toBeInTheDocument();
  });

  it('shows KRW alone when the rate is older than three days', async () => {
    await renderPrice(
      [
        { currency: 'CNY', rate: 0.00517, date: day(4) },
        { currency: 'USD', rate: 0.00072, date: day(0) },
      ],
      'zh-Hans',
      ['zh-CN'],
    );
    // The rates arrived (the fresh USD is offered, the stale CNY not), and the wanted CNY is stale.
    expect(await screen.findByText('KRW USD')).toBeInTheDocument();
    expect(screen.getByText('₩45,000')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /≈/ })).not.toBeInTheDocument();
  });

  it('shows KRW alone when there is no rate for the currency, or none at all', async () => {
    await renderPrice([{ currency: 'JPY', rate: 0.1064, date: day(0) }], 'en', ['en-GB']);
    expect(await screen.findByText('KRW JPY')).toBeInTheDocument();
    expect(screen.getByText('₩45,000')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /≈/ })).not.toBeInTheDocument();
  });

  it('gives any KRW amount its approximation, and says the charge is in KRW', async () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    await renderWithProviders(
      <CurrencyProvider>
        <KrwAmount krw={90_000} />
        <ChargedInKrw />
      </CurrencyProvider>,
      { mocks: [exchangeRatesMock([{ currency: 'USD', rate: 0.000725, date: day(2) }])] },
    );
    expect(await screen.findByRole('button', { name: '≈ $65.25' })).toBeInTheDocument();
    expect(screen.getByText(/You are charged in Korean won \(KRW\)/)).toBeInTheDocument();
  });
});
