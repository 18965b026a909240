import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { listItem } from '@/testing/experienceFixtures';
import { homeMocks } from '@/testing/homeFixtures';
import { renderApp } from '@/testing/render';

describe('home page', () => {
  it('shows the three category tiles linking to the filtered list', async () => {
    await renderApp({ route: '/', mocks: homeMocks('ENG') });
    const tiles = within(screen.getByRole('region', { name: 'Find your kind of adventure' }));
    expect(tiles.getByRole('link', { name: /^Experience/ })).toHaveAttribute(
      'href',
      '/experiences?category=Experience',
    );
    expect(tiles.getByRole('link', { name: /^Tour/ })).toHaveAttribute('href', '/experiences?category=Tour');
    expect(tiles.getByRole('link', { name: /^Tickets/ })).toHaveAttribute(
      'href',
      '/experiences?category=Tickets',
    );
  });

  it('lists the first 3 experiences of the current language as cards, with See all', async () => {
    const popular = jest.fn(() => [
      listItem({ id: 1, title: 'Makgeolli Brewing Class' }),
      listItem({
        id: 2,
        title: 'Hanbok Walk',
        category: 'Tour',
        promotionType: ['EXCLUSIVE'],
        promotionDiscount: null,
        price: 45000,
        discountedPrice: 45000,
      }),
      listItem({
        id: 3,
        title: 'NANTA Show',
        category: 'Tickets',
        promotionType: [],
        promotionDiscount: null,
        price: 60000,
        discountedPrice: 60000,
      }),
    ]);
    await renderApp({ route: '/', mocks: homeMocks('ENG', popular) });
    const section = within(screen.getByRole('region', { name: 'Popular experiences' }));

    const titles = await section.findAllByRole('heading', { level: 3 });
    expect(titles.map((heading) => heading.textContent)).toEqual([
      'Makgeolli Brewing Class',
      'Hanbok Walk',
      'NANTA Show',
    ]);
    expect(section.getByRole('link', { name: 'Makgeolli Brewing Class' })).toHaveAttribute(
      'href',
      '/experiences/1',
    );
    expect(section.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/experiences');
    expect(section.getByText('15% OFF')).toBeInTheDocument();
    expect(section.getByText('EXCLUSIVE')).toBeInTheDocument();
    expect(section.getByText('NEW')).toBeInTheDocument();
    expect(section.getByText('₩55,250')).toBeInTheDocument();
    expect(section.getByText('₩65,000').closest('del')).not.toBeNull();
  });

  it('explains booking in four steps and ends with Start your journey', async () => {
    await renderApp({ route: '/', mocks: homeMocks('ENG') });
    const steps = within(screen.getByRole('region', { name: 'How booking works' }));
    expect(steps.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Choose an experience',
      'Pick a date and time',
      'Enter your details',
      'Booking complete',
    ]);
    expect(screen.getByRole('link', { name: 'Start your journey' })).toHaveAttribute('href', '/experiences');
  });

  it('asks again in the new language when the visitor switches language', async () => {
    const english = jest.fn(() => [listItem({ title: 'Makgeolli Brewing Class' })]);
    const japanese = jest.fn(() => [listItem({ title: 'マッコリ造り体験' })]);
    const { user } = await renderApp({
      route: '/',
      mocks: [...homeMocks('ENG', english), ...homeMocks('JPN', japanese)],
    });
    expect(await screen.findByRole('link', { name: 'Makgeolli Brewing Class' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), '日本語');

    expect(await screen.findByRole('link', { name: 'マッコリ造り体験' })).toBeInTheDocument();
    expect(japanese).toHaveBeenCalledTimes(1);
  });
});
