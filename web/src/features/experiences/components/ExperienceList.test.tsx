import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { useLocation } from 'react-router';
import { ExperienceListDocument, type ExperienceListQueryVariables } from '@/generated/graphql';
import { AppRoutes } from '@/app/routes';
import { listItem } from '@/testing/experienceFixtures';
import { renderWithProviders } from '@/testing/render';

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current URL">{location.pathname + location.search}</output>;
}

type Answer = (variables: ExperienceListQueryVariables) => ReturnType<typeof listItem>[] | Error;

/** Answers every list query with `answer(variables)` and records the variables sent. */
function listServer(answer: Answer = () => [listItem()]) {
  const calls: ExperienceListQueryVariables[] = [];
  const mock = {
    request: { query: ExperienceListDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: ExperienceListQueryVariables) => {
      calls.push(variables);
      const items = answer(variables);
      return items instanceof Error
        ? { errors: [new GraphQLError(items.message)] }
        : { data: { experiences: items } };
    },
  };
  return { calls, mock, last: () => calls[calls.length - 1] };
}

async function renderList(route: string, server = listServer()) {
  const result = await renderWithProviders(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    { route, mocks: [server.mock] },
  );
  return { ...result, server, url: () => screen.getByRole('status', { name: 'Current URL' }).textContent };
}

describe('experience list', () => {
  it('sends the URL state to the server, always in the current language', async () => {
    const server = listServer();
    await renderList(
      '/experiences?category=Tour,Bogus,tickets&q=palace&from=2099-06-03&to=2099-06-05&tags=K-Pop,K-Food,K-Nope&langs=JPN,ENG&sort=priceLow',
      server,
    );
    await screen.findByRole('link', { name: 'Makgeolli Brewing Class' });
    expect(server.last()).toEqual({
      filter: {
        language: 'ENG',
        categories: ['Tour', 'Tickets'],
        cultureTags: ['K_POP', 'K_FOOD'],
        languages: ['ENG', 'JPN'],
        search: 'palace',
        dateFrom: '2099-06-03',
        dateTo: '2099-06-05',
      },
      sort: 'priceLow',
    });
    expect(screen.getByRole('searchbox', { name: 'Search experiences' })).toHaveValue('palace');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('priceLow');
  });

  it('shows the unfiltered list with a notice when the link holds dates the server refuses', async () => {
    const server = listServer();
    await renderList('/experiences?from=1000-01-14&to=9999-12-31', server);
    await screen.findByRole('link', { name: 'Makgeolli Brewing Class' });
    expect(server.last()).toEqual({ filter: { language: 'ENG' }, sort: 'popularity' });
    expect(screen.getByRole('note')).toHaveTextContent(
      'The dates in this link could not be used (a range must start before it ends and last at most 366 days), so all experiences are shown.',
    );
  });

  it("says so in the visitor's language", async () => {
    await renderWithProviders(<AppRoutes />, {
      route: '/experiences?from=2026-01-01&to=2027-06-30',
      mocks: [listServer().mock],
      locale: 'ko',
    });
    expect(await screen.findByRole('note')).toHaveTextContent(
      /^이 링크의 날짜는 사용할 수 없습니다.*최대 366일/,
    );
  });

  it('shows no notice for a usable range', async () => {
    await renderList('/experiences?from=2099-06-03&to=2099-06-05');
    await screen.findByRole('link', { name: 'Makgeolli Brewing Class' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('asks for the plain list (popularity, current language) at /experiences', async () => {
    const server = listServer();
    await renderList('/experiences', server);
    await screen.findByRole('link', { name: 'Makgeolli Brewing Class' });
    expect(server.last()).toEqual({ filter: { language: 'ENG' }, sort: 'popularity' });
    expect(screen.getByRole('heading', { level: 1, name: 'Experiences' })).toBeInTheDocument();
  });

  it('asks again in the new language when the visitor switches language, keeping the filters', async () => {
    const { user, server, url } = await renderList('/experiences?category=Tour');
    await screen.findByRole('link', { name: 'Makgeolli Brewing Class' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), '한국어');

    await waitFor(() =>
      expect(server.last()).toEqual({
        filter: { language: 'KOR', categories: ['Tour'] },
        sort: 'popularity',
      }),
    );
    expect(url()).toBe('/experiences?category=Tour');
  });

  it('changes heading and intro when exactly one category is selected', async () => {
    await renderList('/experiences?category=Tour');
    expect(screen.getByRole('heading', { level: 1, name: 'Guided tours' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Guided tours \| /);
  });

  it('writes filter choices into the URL (OR within a group, AND across groups on the server)', async () => {
    const { user, server, url } = await renderList('/experiences');
    await screen.findByRole('link', { name: 'Makgeolli Brewing Class' });

    const filters = screen.getByRole('button', { name: 'Filters' });
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    await user.click(filters);
    expect(filters).toHaveAttribute('aria-expanded', 'true');

    const category = within(screen.getByRole('group', { name: 'Category' }));
    await user.click(category.getByRole('checkbox', { name: 'Tour' }));
    await user.click(category.getByRole('checkbox', { name: 'Tickets' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Culture' })).getByRole('checkbox', { name: 'K-Drama' }),
    );
    await user.click(
      within(screen.getByRole('group', { name: 'Guide language' })).getByRole('checkbox', { name: '日本語' }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest rated');

    expect(url()).toBe('/experiences?category=Tour,Tickets&tags=K-Drama&langs=JPN&sort=rating');
    await waitFor(() =>
      expect(server.last()).toEqual({
        filter: {
          language: 'ENG',
          categories: ['Tour', 'Tickets'],
          cultureTags: ['K_DRAMA'],
          languages: ['JPN'],
        },
        sort: 'rating',
      }),
    );
    expect(screen.getByRole('button', { name: 'Filters 4 selected' })).toBeInTheDocument();

    await user.click(category.getByRole('checkbox', { name: 'Tour' }));
    expect(url()).toBe('/experiences?category=Tickets&tags=K-Drama&langs=JPN&sort=rating');
    expect(screen.getByRole('heading', { level: 1, name: 'Tickets and passes' })).toBeInTheDocument();
  });

  it('searches after a pause in typing, and at once on Enter', async () => {
    const { user, server, url } = await renderList('/experiences');
    const search = screen.getByRole('searchbox', { name: 'Search experiences' });
    await user.type(search, 'makgeolli');
    await waitFor(() => expect(url()).toBe('/experiences?q=makgeolli'));
    await waitFor(() => expect(server.last().filter.search).toBe('makgeolli'));

    await user.clear(search);
    await user.type(search, 'tour{Enter}');
    expect(url()).toBe('/experiences?q=tour');
  });

  it('applies a date range from the picker to the URL and the server filter', async () => {
    const { user, server, url } = await renderList('/experiences');
    await user.click(screen.getByRole('button', { name: 'Any dates' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Choose your dates' }));
    await user.click(dialog.getByRole('button', { name: 'Next month' }));
    const days = dialog
      .getAllByRole('button', { pressed: false })
      .filter((b) => /^\d+$/.test(b.textContent ?? ''));
    await user.click(days[9]);
    await user.click(days[11]);
    await user.click(dialog.getByRole('button', { name: 'Apply' }));

    const match = /from=(\d{4}-\d{2}-\d{2})&to=(\d{4}-\d{2}-\d{2})/.exec(url() ?? '');
    expect(match).not.toBeNull();
    const [, from, to] = match as RegExpExecArray;
    expect(from.slice(8)).toBe('10');
    expect(to.slice(8)).toBe('12');
    await waitFor(() => expect(server.last().filter).toMatchObject({ dateFrom: from, dateTo: to }));
    expect(screen.getByRole('button', { name: /^Dates: / })).toBeInTheDocument();
  });

  it("takes the searched dates along to each experience's page (where the schedule opens on them)", async () => {
    const dated = await renderList('/experiences?category=Tour&from=2099-06-03&to=2099-06-05&sort=rating');
    expect(await screen.findByRole('link', { name: 'Makgeolli Brewing Class' })).toHaveAttribute(
      'href',
      '/experiences/1?from=2099-06-03&to=2099-06-05',
    );
    dated.unmount();
    // Without dates (or with refused ones) the link is the experience's own address.
    await renderList('/experiences?category=Tour&from=2099-06-05&to=2099-06-03');
    expect(await screen.findByRole('link', { name: 'Makgeolli Brewing Class' })).toHaveAttribute(
      'href',
      '/experiences/1',
    );
  });

  it('shows 6 skeleton cards while loading', async () => {
    await renderList('/experiences');
    const loading = screen.getByRole('list', { name: 'Loading experiences' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(within(loading).getAllByRole('listitem')).toHaveLength(6);
    expect(await screen.findByRole('link', { name: 'Makgeolli Brewing Class' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Loading experiences' })).not.toBeInTheDocument();
  });

  it('shows an empty state whose Clear filters goes back to /experiences', async () => {
    const server = listServer((variables) => (variables.filter.categories ? [] : [listItem()]));
    const { user, url } = await renderList('/experiences?category=Tour&q=nothing&sort=rating', server);
    expect(await screen.findByRole('heading', { name: 'No experiences found' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(url()).toBe('/experiences');
    expect(await screen.findByRole('link', { name: 'Makgeolli Brewing Class' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search experiences' })).toHaveValue('');
  });

  it("says 'Failed to fetch experiences' when the server fails", async () => {
    await renderList(
      '/experiences',
      listServer(() => new Error('boom')),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch experiences');
  });

  it('shows card details: badge, category, rating, duration and KRW prices', async () => {
    await renderList(
      '/experiences',
      listServer(() => [
        listItem({
          translations: [
            {
              __typename: 'ExperienceTranslation',
              language: 'ENG',
              title: 'Brew Makgeolli',
              location: 'Bukchon Hanok Village',
            } as never,
          ],
        }),
      ]),
    );
    const card = (await screen.findByRole('link', { name: 'Brew Makgeolli' })).closest(
      'article',
    ) as HTMLElement;
    const inCard = within(card);
    expect(inCard.getByRole('img', { name: 'Brew Makgeolli' })).toHaveAttribute('loading', 'eager');
    expect(inCard.getByRole('img', { name: 'Brew Makgeolli' })).toHaveAttribute('width', '640');
    expect(inCard.getByText('15% OFF')).toBeInTheDocument();
    expect(inCard.getByText('Experience')).toBeInTheDocument();
    expect(inCard.getByText('Bukchon Hanok Village')).toBeInTheDocument();
    // Entered as '2hrs'.
    expect(inCard.getByText('2 hours')).toBeInTheDocument();
    expect(inCard.getByRole('img', { name: 'Rated 4.5 out of 5, 12 reviews' })).toBeInTheDocument();
    expect(inCard.getByText('₩55,250')).toBeInTheDocument();
  });

  it("shows a card's duration in the UI language (Japanese)", async () => {
    await renderWithProviders(<AppRoutes />, {
      route: '/experiences',
      mocks: [listServer(() => [listItem({ duration: '90min' })]).mock],
      locale: 'ja',
    });
    const card = (await screen.findByRole('link', { name: 'Makgeolli Brewing Class' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByText('1時間30分')).toBeInTheDocument();
  });
});
