import { screen, waitFor } from '@testing-library/react';
import { ExperienceDetailDocument } from '@/generated/graphql';
import { detail } from '@/testing/experienceFixtures';
import { homeMocks } from '@/testing/homeFixtures';
import { renderApp } from '@/testing/render';
import { reviewsResult } from '@/testing/reviewFixtures';

describe('language selector', () => {
  it('offers the five languages by their own names, each Chinese in its own script', async () => {
    await renderApp({ mocks: homeMocks() });
    const select = screen.getByRole('combobox', { name: 'Language' });
    const options = Array.from((select as HTMLSelectElement).options).map((o) => [o.textContent, o.lang]);
    expect(options).toEqual([
      ['English', 'en'],
      ['日本語', 'ja'],
      ['繁體中文', 'zh-Hant'],
      ['简体中文', 'zh-Hans'],
      ['한국어', 'ko'],
    ]);
    expect(select).toHaveValue('en');
  });

  it('switches the copy and <html lang>, and remembers the choice', async () => {
    const { user } = await renderApp({ route: '/', mocks: [...homeMocks('ENG'), ...homeMocks('JPN')] });
    expect(document.documentElement.lang).toBe('en');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), '日本語');

    expect(
      await screen.findByRole('heading', { level: 1, name: '地元の人のように韓国を体験' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'メニュー' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ja');
    expect(window.localStorage.getItem('language')).toBe('JPN');
  });

  it('starts in the stored language', async () => {
    window.localStorage.setItem('language', 'CHN');
    const { initialStorefrontLocale } = await import('@/lib/i18n');
    await renderApp({ locale: initialStorefrontLocale(), mocks: homeMocks('CHN') });
    expect(screen.getByRole('heading', { level: 1, name: '像當地人一樣體驗韓國' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('zh-Hant');
  });

  it('switches to Simplified Chinese, stored as CHS', async () => {
    const { user } = await renderApp({ route: '/', mocks: [...homeMocks('ENG'), ...homeMocks('CHS')] });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), '简体中文');
    expect(
      await screen.findByRole('heading', { level: 1, name: '像当地人一样体验韩国' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('zh-Hans');
    expect(window.localStorage.getItem('language')).toBe('CHS');
  });

  it('sends the visitor home when the language changes on an experience page', async () => {
    const { user } = await renderApp({
      route: '/experiences/5',
      mocks: [
        {
          request: { query: ExperienceDetailDocument, variables: { id: 5 } },
          result: { data: { experience: detail({ id: 5, title: 'Makgeolli Brewing Class' }) } },
        },
        reviewsResult([], 5),
        ...homeMocks('KOR'),
      ],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Makgeolli Brewing Class' }),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), '한국어');

    expect(
      await screen.findByRole('heading', { level: 1, name: '현지인처럼 한국을 경험하세요' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('ko'));
  });

  it('stays on other pages when the language changes', async () => {
    const { user } = await renderApp({ route: '/about' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), '한국어');
    expect(await screen.findByRole('heading', { level: 1, name: '회사 소개' })).toBeInTheDocument();
  });
});
