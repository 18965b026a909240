import { screen, within } from '@testing-library/react';
import { PopularSearchesDocument } from '@/generated/graphql';
import { homeMocks } from '@/testing/homeFixtures';
import { renderApp } from '@/testing/render';

const noPopularSearches = {
  request: { query: PopularSearchesDocument, variables: { language: 'ENG' } },
  result: { data: { popularSearches: { __typename: 'PopularSearches', cultureTags: [], hashtags: [] } } },
};

describe('Header', () => {
  it('has a logo linking home', async () => {
    await renderApp({ route: '/about' });
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByRole('link', { name: 'K-Culture Booking' })).toHaveAttribute('href', '/');
  });

  it('opens the slide-in menu with the site links and closes it with Escape, returning focus', async () => {
    const { user } = await renderApp({ route: '/', mocks: homeMocks() });
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-modal', 'true');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const nav = within(within(menu).getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Browse' })).toHaveAttribute('href', '/experiences');
    expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(nav.getByRole('link', { name: 'Look up a booking' })).toHaveAttribute(
      'href',
      '/booking-verification',
    );
    // Focus moved into the dialog.
    expect(menu).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('keeps keyboard focus inside the open menu', async () => {
    const { user } = await renderApp({ route: '/', mocks: homeMocks() });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    for (let i = 0; i < 10; i += 1) {
      await user.tab();
      expect(menu).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(menu).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes the menu when a link is followed and shows that page', async () => {
    const { user } = await renderApp({ route: '/', mocks: homeMocks() });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'About' }),
    );

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
  });

  it('closes the menu with its close button', async () => {
    const { user } = await renderApp({ route: '/', mocks: homeMocks() });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Close' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the search dialog with the query field focused', async () => {
    const { user } = await renderApp({ route: '/', mocks: [...homeMocks(), noPopularSearches] });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = screen.getByRole('dialog', { name: 'Search' });
    const field = within(dialog).getByRole('searchbox', { name: 'Search experiences' });
    expect(field).toHaveFocus();
    await user.type(field, 'hanbok');
    expect(field).toHaveValue('hanbok');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });
});
