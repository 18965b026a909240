import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { CultureGuideArticlesDocument, MeDocument } from '@/generated/graphql';
import { experienceListMock } from '@/testing/experienceFixtures';
import { homeMocks } from '@/testing/homeFixtures';
import { renderApp } from '@/testing/render';

const signedOut = { request: { query: MeDocument }, result: { data: { me: null } } };
const noArticles = {
  request: { query: CultureGuideArticlesDocument, variables: { category: null } },
  result: { data: { articles: [] } },
};
/** What the pages ask the server for as they open: answered empty. */
const pageMocks: Record<string, MockLink.MockedResponse[]> = {
  '/experiences': [experienceListMock()],
  '/culture-guide': [noArticles],
};

describe('route table', () => {
  it('shows the home page with links to the experiences', async () => {
    await renderApp({ route: '/', mocks: homeMocks() });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Experience Korea like a local' }),
    ).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Start your journey' })).toHaveAttribute('href', '/experiences');
    expect(main.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/experiences');
  });

  it.each([
    ['/experiences', 'Experiences'],
    ['/experiences/not-an-id', 'Experience Not Found'],
    ['/culture-guide', 'Culture Guide'],
    ['/culture-guide/not-an-id', 'Article Not Found'],
    ['/articles/not-an-id', 'Article Not Found'],
    ['/about', 'About us'],
    ['/contact', 'Contact us'],
    ['/booking-verification', 'Find your booking'],
    ['/terms', 'Terms of service'],
    ['/image-test', '이미지 테스트'],
  ])('routes %s to the "%s" page', async (route, heading) => {
    await renderApp({ route, mocks: pageMocks[route] });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('shows a 404 page titled "Page Not Found" with a link home for unknown paths', async () => {
    const { user } = await renderApp({ route: '/no/such/page', mocks: homeMocks() });
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Page Not Found \| /);

    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Experience Korea like a local' }),
    ).toBeInTheDocument();
  });

  it('shows the footer on storefront pages', async () => {
    await renderApp({ route: '/about' });
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Quick links' })).toBeInTheDocument();
  });

  it("shows the back office without the storefront's header and footer: one language selector, the admin's", async () => {
    await renderApp({ route: '/admin', mocks: [signedOut] });
    // Wait for the lazily loaded admin area, then check the storefront frame is absent.
    expect(await screen.findByRole('heading', { name: '관리자 로그인' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Skip to main content' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getAllByRole('combobox')).toEqual([screen.getByRole('combobox', { name: '관리자 언어' })]);
  });

  it('keeps the storefront header, with its language selector, on storefront pages', async () => {
    await renderApp({ route: '/about' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  it('scrolls instantly to the top on every navigation, and on footer quick links', async () => {
    const { user } = await renderApp({ route: '/about', mocks: [experienceListMock()] });
    const scrollTo = jest.mocked(window.scrollTo);
    scrollTo.mockClear();

    await user.click(screen.getByRole('link', { name: 'Browse experiences' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Experiences' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });

    // A quick link to the page already shown does not navigate but still scrolls up.
    scrollTo.mockClear();
    const quickLinks = screen.getByRole('navigation', { name: 'Quick links' });
    await user.click(within(quickLinks).getByRole('link', { name: 'Browse experiences' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});
