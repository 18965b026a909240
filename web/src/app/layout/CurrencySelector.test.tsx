import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { exchangeRatesMock } from '@/testing/currencyFixtures';
import { listItem } from '@/testing/experienceFixtures';
import { homeMocks } from '@/testing/homeFixtures';
import { renderApp } from '@/testing/render';

const today = new Date().toISOString().slice(0, 10);
const stale = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
const rates = exchangeRatesMock([
  { currency: 'JPY', rate: 0.1064, date: today },
  { currency: 'CNY', rate: 0.00517, date: today },
  { currency: 'USD', rate: 0.000725, date: stale },
]);

// The home page's popular experiences: one card, ₩55,250.
const popular = () => [listItem()];

describe('currency menu', () => {
  afterEach(() => jest.restoreAllMocks());

  it("first chooses the browser region's currency, offers only fresh rates, and remembers the choice", async () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja-JP', 'en']);
    const { user } = await renderApp({ locale: 'ja', mocks: [...homeMocks('JPN', popular), rates] });
    const menu = await screen.findByRole('combobox', { name: '韓国ウォン価格の横に表示する通貨' });
    expect(menu).toHaveValue('JPY');
    // KRW alone is a choice; the stale USD rate is not offered.
    expect(Array.from((menu as HTMLSelectElement).options).map((o) => [o.value, o.textContent])).toEqual([
      ['KRW', 'KRWのみ'],
      ['JPY', 'JPY'],
      ['CNY', 'CNY'],
    ]);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^≈ ￥/ }).length).toBeGreaterThan(0));

    await user.selectOptions(menu, 'CNY');
    expect(window.localStorage.getItem('currency')).toBe('CNY');
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^≈ 元/ }).length).toBeGreaterThan(0));

    await user.selectOptions(menu, 'KRW');
    expect(window.localStorage.getItem('currency')).toBe('KRW');
    expect(screen.queryByRole('button', { name: /^≈/ })).not.toBeInTheDocument();
  });

  it('starts with the stored choice', async () => {
    window.localStorage.setItem('currency', 'CNY');
    await renderApp({ mocks: [...homeMocks('ENG', popular), rates] });
    expect(await screen.findByRole('combobox', { name: 'Currency shown beside prices in KRW' })).toHaveValue(
      'CNY',
    );
    // 55,250 × 0.00517 = 285.64: in the English way of writing yuan.
    expect(await screen.findByRole('button', { name: '≈ CN¥285.64' })).toBeInTheDocument();
  });

  it('is not shown when no rate is fresh', async () => {
    const stalePopular = exchangeRatesMock([{ currency: 'USD', rate: 0.0007, date: stale }]);
    await renderApp({ mocks: [...homeMocks('ENG', popular), stalePopular] });
    expect(await screen.findByText('₩55,250')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Currency/ })).not.toBeInTheDocument();
  });
});
