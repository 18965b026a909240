import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { Route, Routes, useLocation } from 'react-router';
import { Header } from '@/app/layout/Header';
import { PopularSearchesDocument, SearchExperiencesDocument } from '@/generated/graphql';
import { renderWithProviders } from '@/testing/render';

function CurrentUrl() {
  const location = useLocation();
  return <p data-testid="url">{location.pathname + location.search}</p>;
}

function HeaderOnly() {
  return (
    <>
      <Header />
      <Routes>
        <Route path="*" element={<CurrentUrl />} />
      </Routes>
    </>
  );
}

const popular = {
  request: { query: PopularSearchesDocument, variables: { language: 'ENG' } },
  result: {
    data: {
      popularSearches: {
        __typename: 'PopularSearches' as const,
        cultureTags: ['K-Pop', 'K-Food'],
        hashtags: ['seoul', 'hanbok', 'kculture'],
      },
    },
  },
};

const experience = (id: number, title: string) => ({
  __typename: 'Experience' as const,
  id,
  title,
  location: 'Jongno-gu, Seoul',
  mainImage: id % 2 ? `/api/images/demo-${id}.webp` : null,
});

const searchFor = (q: string, experiences: ReturnType<typeof experience>[]) => ({
  request: { query: SearchExperiencesDocument, variables: { language: 'ENG', q, limit: 5 } },
  result: { data: { experiences } },
});

async function openSearch(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const rendered = await renderWithProviders(<HeaderOnly />, { route: '/about', mocks });
  await rendered.user.click(screen.getByRole('button', { name: 'Search' }));
  const dialog = screen.getByRole('dialog', { name: 'Search' });
  return {
    ...rendered,
    dialog,
    field: within(dialog).getByRole('searchbox', { name: 'Search experiences' }),
  };
}

describe('search dialog', () => {
  it('shows popular searches for an empty query; a click fills the query and searches', async () => {
    const { user, dialog, field } = await openSearch([
      popular,
      searchFor('hanbok', [experience(3, 'Hanbok Rental at Gyeongbokgung')]),
    ]);

    const section = within(await within(dialog).findByRole('region', { name: 'Popular searches' }));
    expect(section.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'K-Pop',
      'K-Food',
      '#seoul',
      '#hanbok',
      '#kculture',
    ]);

    await user.click(section.getByRole('button', { name: 'Search for #hanbok' }));
    expect(field).toHaveValue('hanbok');
    expect(field).toHaveFocus();
    expect(
      await within(dialog).findByRole('link', { name: /Hanbok Rental at Gyeongbokgung/ }),
    ).toHaveAttribute('href', '/experiences/3');
    expect(within(dialog).queryByRole('region', { name: 'Popular searches' })).not.toBeInTheDocument();
  });

  it('lists at most 5 matches, each linking to its page, and a See all link with the query', async () => {
    const many = [1, 2, 3, 4, 5, 6].map((id) => experience(id, `Seoul food tour ${id}`));
    const { user, dialog, field } = await openSearch([popular, searchFor('food & drink', many)]);

    await user.type(field, 'food & drink');
    const results = within(await within(dialog).findByRole('list'));
    const links = results.getAllByRole('link');
    expect(links).toHaveLength(5);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      [1, 2, 3, 4, 5].map((id) => `/experiences/${id}`),
    );
    expect(links[0]).toHaveTextContent('Seoul food tour 1');
    expect(links[0]).toHaveTextContent('Jongno-gu, Seoul');
    expect(within(dialog).getByRole('status')).toHaveTextContent('5 experiences found');
    expect(within(dialog).getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/experiences?q=food+%26+drink',
    );
  });

  it('says so when nothing matches', async () => {
    const { user, dialog, field } = await openSearch([popular, searchFor('zzz', [])]);
    await user.type(field, 'zzz');
    expect(await within(dialog).findByText('No results found for "zzz"')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'See all' })).not.toBeInTheDocument();
  });

  it('closes when a result is chosen and shows that experience', async () => {
    const { user, dialog, field } = await openSearch([
      popular,
      searchFor('dmz', [experience(7, 'DMZ Half-Day Tour'), experience(8, 'DMZ Full-Day Tour')]),
    ]);
    await user.type(field, 'dmz');
    await within(dialog).findByRole('link', { name: /DMZ Half-Day Tour/ });

    // Arrow keys move from the field through the results.
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('link', { name: /DMZ Half-Day Tour/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('link', { name: /DMZ Full-Day Tour/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(field).toHaveFocus();

    await user.click(within(dialog).getByRole('link', { name: /DMZ Half-Day Tour/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent('/experiences/7');
  });

  it('goes to the full list on Enter', async () => {
    const { user, field } = await openSearch([
      popular,
      searchFor('k-pop', [experience(1, 'K-Pop Dance Class')]),
    ]);
    await user.type(field, 'k-pop{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent('/experiences?q=k-pop');
  });

  it('closes with Escape and gives focus back to the search button', async () => {
    const { user, dialog } = await openSearch([popular]);
    await within(dialog).findByRole('region', { name: 'Popular searches' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });
});
