import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { ArticleDocument, CultureGuideArticlesDocument, type ArticleCategory } from '@/generated/graphql';
import { renderApp } from '@/testing/render';

type CardData = {
  __typename: 'Article' | 'RelatedArticle';
  id: number;
  title: string;
  excerpt: string;
  category: ArticleCategory;
  featuredImage: string | null;
  readTime: number;
  author: string;
  createdAt: string;
};

const card = (
  id: number,
  title: string,
  category: ArticleCategory,
  extra: Partial<CardData> = {},
): CardData => ({
  __typename: 'Article',
  id,
  title,
  excerpt: `About ${title}.`,
  category,
  featuredImage: `/api/images/demo-article-${id}.webp`,
  readTime: 5,
  author: 'Jiyoon Park',
  createdAt: '2025-06-20T03:00:00.000Z',
  ...extra,
});

const guide = card(1, 'Your First Three Days in Seoul', 'guide', { readTime: 7 });
const transport = card(2, 'Getting Around Seoul', 'guide');
const dayTrips = card(3, 'Five Day Trips from Seoul', 'guide');
const tips = card(4, 'Korean Table Manners', 'tips', { author: 'Sora Kim', featuredImage: null });
const extra = card(5, 'Seoul on a Budget', 'guide');

const listOf = (category: ArticleCategory | null, articles: CardData[]): MockLink.MockedResponse => ({
  request: { query: CultureGuideArticlesDocument, variables: { category } },
  result: { data: { articles } },
});

const CONTENT = [
  '# Day 1: Palaces',
  '',
  'Start at **Gyeongbokgung Palace** and *take your time*.',
  '',
  '- Walk through Bukchon',
  '- Lunch in Insadong',
  '',
  '1. Buy a T-money card',
  '2. Ride the subway',
  '',
  '## Good to know',
  '',
  'Read [our guide](/culture-guide/2) or the [city site](https://english.seoul.go.kr).',
  '',
  '<script>alert("xss")</script> <img src=x onerror="alert(1)">',
  '',
  'Do not [click me](javascript:alert(document.cookie)) or [this](data:text/html,hi).',
].join('\n');

const detail = (id: number, related: CardData[]): MockLink.MockedResponse => ({
  request: { query: ArticleDocument, variables: { id } },
  result: {
    data: {
      article: {
        ...guide,
        id,
        content: CONTENT,
        related: related.map((r) => ({ ...r, __typename: 'RelatedArticle' })),
      },
    },
  },
});

const missing = (id: number): MockLink.MockedResponse => ({
  request: { query: ArticleDocument, variables: { id } },
  result: {
    errors: [
      new GraphQLError("The article you're looking for doesn't exist.", {
        extensions: { code: 'NOT_FOUND' },
      }),
    ],
  },
});

describe('culture guide list', () => {
  it('lists published articles with image, category, excerpt, read time, author and date', async () => {
    await renderApp({ route: '/culture-guide', mocks: [listOf(null, [guide, tips])] });
    expect(screen.getByRole('heading', { level: 1, name: 'Culture Guide' })).toBeInTheDocument();

    const first = (await screen.findByRole('link', { name: guide.title })).closest('article')!;
    expect(screen.getByRole('link', { name: guide.title })).toHaveAttribute('href', '/culture-guide/1');
    const image = first.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/api/images/demo-article-1.webp');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '630');
    const text = within(first);
    expect(text.getByText('Travel Guide')).toBeInTheDocument();
    expect(text.getByText('About Your First Three Days in Seoul.')).toBeInTheDocument();
    expect(text.getByText('7 min read')).toBeInTheDocument();
    expect(text.getByText('By Jiyoon Park')).toBeInTheDocument();
    expect(text.getByText('June 20, 2025')).toHaveAttribute('datetime', '2025-06-20T03:00:00.000Z');

    const second = within(screen.getByRole('link', { name: tips.title }).closest('article')!);
    expect(second.getByText('Tips & Advice')).toBeInTheDocument();
    expect(second.getByText('By Sora Kim')).toBeInTheDocument();
  });

  it('filters by category with chips kept in the URL', async () => {
    const { user } = await renderApp({
      route: '/culture-guide?category=tips',
      mocks: [listOf('tips', [tips]), listOf(null, [guide, tips]), listOf('guide', [guide])],
    });
    const chips = within(screen.getByRole('group', { name: 'Filter articles by category' }));
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'All',
      'Travel Guide',
      'Tips & Advice',
      'Culture Stories',
      'News & Updates',
    ]);
    expect(chips.getByRole('button', { name: 'Tips & Advice' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('link', { name: tips.title })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: guide.title })).not.toBeInTheDocument();

    await user.click(chips.getByRole('button', { name: 'Travel Guide' }));
    expect(chips.getByRole('button', { name: 'Travel Guide' })).toHaveAttribute('aria-pressed', 'true');
    expect(chips.getByRole('button', { name: 'Tips & Advice' })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByRole('link', { name: guide.title })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: tips.title })).not.toBeInTheDocument();

    await user.click(chips.getByRole('button', { name: 'All' }));
    expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('link', { name: tips.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: guide.title })).toBeInTheDocument();
  });

  it('treats an unknown category in the URL as all articles', async () => {
    await renderApp({ route: '/culture-guide?category=gossip', mocks: [listOf(null, [guide])] });
    expect(await screen.findByRole('link', { name: guide.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so when a category has no articles', async () => {
    await renderApp({ route: '/culture-guide?category=news', mocks: [listOf('news', [])] });
    expect(await screen.findByText('No articles in this category yet.')).toBeInTheDocument();
  });
});

describe('article page', () => {
  it('shows the article with its meta, back link, content and up to 3 related articles', async () => {
    await renderApp({
      route: '/culture-guide/1',
      mocks: [detail(1, [transport, dayTrips, extra, tips])],
    });
    expect(await screen.findByRole('heading', { level: 1, name: guide.title })).toBeInTheDocument();
    expect(document.title).toBe(`${guide.title} | K-Culture Booking`);
    expect(screen.getByRole('link', { name: /Back to Culture Guide/ })).toHaveAttribute(
      'href',
      '/culture-guide',
    );
    const header = within(screen.getByRole('heading', { level: 1 }).closest('header')!);
    expect(header.getByText('Travel Guide')).toBeInTheDocument();
    expect(header.getByText('7 min read')).toBeInTheDocument();
    expect(header.getByText('By Jiyoon Park')).toBeInTheDocument();
    expect(header.getByText('June 20, 2025')).toBeInTheDocument();

    const main = within(screen.getByRole('main'));
    // The content's top heading becomes h2 under the page's h1, the next level h3.
    expect(main.getByRole('heading', { level: 2, name: 'Day 1: Palaces' })).toBeInTheDocument();
    expect(main.getByRole('heading', { level: 3, name: 'Good to know' })).toBeInTheDocument();
    expect(main.getByText('Gyeongbokgung Palace').tagName).toBe('STRONG');
    expect(main.getByText('take your time').tagName).toBe('EM');
    const lists = main.getAllByRole('list').filter((list) => list.closest('article'));
    expect(lists[0].tagName).toBe('UL');
    expect(
      within(lists[0])
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Walk through Bukchon', 'Lunch in Insadong']);
    expect(lists[1].tagName).toBe('OL');
    expect(main.getByRole('link', { name: 'our guide' })).toHaveAttribute('href', '/culture-guide/2');
    const external = main.getByRole('link', { name: /city site/ });
    expect(external).toHaveAttribute('href', 'https://english.seoul.go.kr/');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');

    const related = within(screen.getByRole('region', { name: 'Related articles' }));
    expect(related.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      transport.title,
      dayTrips.title,
      extra.title,
    ]);
    expect(related.getByRole('link', { name: transport.title })).toHaveAttribute('href', '/culture-guide/2');
  });

  it('renders markup in the content as text and drops unsafe links', async () => {
    const { container } = await renderApp({ route: '/articles/1', mocks: [detail(1, [])] });
    await screen.findByRole('heading', { level: 1, name: guide.title });

    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[onerror]')).toBeNull();
    expect(screen.getByText(/<script>alert\("xss"\)<\/script>/)).toBeInTheDocument();
    expect(screen.getByText(/Do not click me or this\./)).toBeInTheDocument();
    for (const link of Array.from(container.querySelectorAll('a'))) {
      expect(link.getAttribute('href') ?? '').not.toMatch(/^\s*(javascript|data):/i);
    }
    expect(screen.queryByRole('link', { name: 'click me' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Related articles' })).not.toBeInTheDocument();
  });

  it('shows "Article Not Found" when the server answers NOT_FOUND', async () => {
    await renderApp({ route: '/articles/999', mocks: [missing(999)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Article Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The article you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Culture Guide' })).toHaveAttribute(
      'href',
      '/culture-guide',
    );
    expect(document.title).toBe('Article Not Found | K-Culture Booking');
  });
});
