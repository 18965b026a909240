import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { ExperienceDetailDocument, type ExperienceDetailQuery } from '@/generated/graphql';
import { detail, experienceListMock } from '@/testing/experienceFixtures';
import { review, reviewsResult } from '@/testing/reviewFixtures';
import { renderApp } from '@/testing/render';

type Detail = ExperienceDetailQuery['experience'];

const found = (experience: Partial<Detail> = {}, id = 7) => ({
  request: { query: ExperienceDetailDocument, variables: { id } },
  result: { data: { experience: detail({ id, ...experience }) } },
});

async function renderDetail(experience: Partial<Detail> = {}, options: { locale?: 'ja' | 'zh-Hans' } = {}) {
  const rendered = await renderApp({
    route: '/experiences/7',
    mocks: [found(experience), reviewsResult([review()])],
    ...options,
  });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

describe('experience detail', () => {
  it('shows the hero: image, badges, title, short description and key facts', async () => {
    await renderDetail();
    expect(screen.getByRole('heading', { level: 1, name: 'DMZ Half-Day Tour' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'DMZ Half-Day Tour' })).toHaveAttribute(
      'src',
      '/api/images/dmz.webp',
    );
    expect(screen.getByText('Visit the demilitarised zone with a historian guide.')).toBeInTheDocument();
    expect(screen.getByText('10% OFF')).toBeInTheDocument();
    const facts = within(screen.getByRole('list', { name: 'Key facts' }));
    expect(facts.getByText(/Paju, Gyeonggi-do/)).toBeInTheDocument();
    // Entered as '6hrs': shown in words.
    expect(facts.getByText('Duration: 6 hours')).toBeInTheDocument();
    expect(facts.getByText('Maximum 20 guests, min 2 required')).toBeInTheDocument();
    expect(facts.queryByText(/^Option:/)).not.toBeInTheDocument();
    expect(facts.getByText('Free cancellation until 24 hours before')).toBeInTheDocument();
    // Only the first culture tag.
    expect(screen.getByText('K-Drama')).toBeInTheDocument();
    expect(screen.queryByText('K-Trend')).not.toBeInTheDocument();
  });

  it('states the option staff set up with its price per guest, and none when there is none', async () => {
    await renderDetail({ optionText: 'Solo filming', optionPrice: 20000 });
    const facts = within(screen.getByRole('list', { name: 'Key facts' }));
    expect(facts.getByText('Option: Solo filming (+₩20,000 per guest)')).toBeInTheDocument();
  });

  it('says when an experience has no free cancellation', async () => {
    await renderDetail({ freeCancellationHours: null });
    const facts = within(screen.getByRole('list', { name: 'Key facts' }));
    expect(facts.getByText('No free cancellation')).toBeInTheDocument();
  });

  it('says only "Maximum N guests" when one guest is enough', async () => {
    await renderDetail({ minGuests: 1, maxGuests: 8 });
    expect(screen.getByText('Maximum 8 guests')).toBeInTheDocument();
  });

  it('names the per-booking maximum, not the seats per slot, when the item has one', async () => {
    await renderDetail({ minGuests: 1, maxGuests: 300, maxGuestsPerBooking: 10 });
    expect(screen.getByText('Maximum 10 guests')).toBeInTheDocument();
  });

  it('uses the translation of the current language for title and location', async () => {
    await renderDetail(
      {
        translations: [
          {
            __typename: 'ExperienceTranslation',
            language: 'JPN',
            title: 'DMZ半日ツアー',
            description: null,
            location: '京畿道坡州',
            overviewContent: '<p>ソウルから1時間。</p>',
            itineraryContent: null,
            includesContent: null,
          },
        ] as unknown as Detail['translations'],
      },
      { locale: 'ja' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'DMZ半日ツアー' })).toBeInTheDocument();
    expect(screen.getAllByText(/京畿道坡州/).length).toBeGreaterThan(0);
    expect(screen.getByText('ソウルから1時間。')).toBeInTheDocument();
  });

  it("shows the durations entered as '90min' / '1hr' in the UI language (Japanese)", async () => {
    const { user } = await renderDetail(
      {
        duration: '90min',
        detailedItinerary: [
          { description: 'Pick-up in Myeongdong', duration: '2h 30m' },
          { description: 'Dora Observatory', duration: 'About an hour' },
        ],
      },
      { locale: 'ja' },
    );
    const facts = within(screen.getByRole('list', { name: '基本情報' }));
    expect(facts.getByText(/1時間30分$/)).toBeInTheDocument();

    await user.click(screen.getAllByRole('tab')[2]);
    const steps = within(screen.getByRole('tabpanel')).getAllByRole('listitem');
    // What cannot be read as a length of time is shown as entered.
    expect(steps.map((step) => step.textContent)).toEqual([
      'Pick-up in Myeongdong2時間30分',
      'Dora ObservatoryAbout an hour',
    ]);
  });

  it('opens the Reviews tab with the review writer from the review invitation link (?review=write)', async () => {
    const { user } = await renderApp({
      route: '/experiences/7?review=write&lang=en',
      mocks: [found(), reviewsResult([review()])],
    });
    const writer = await screen.findByRole('dialog', { name: 'Write a Review' });
    expect(within(writer).getByRole('radio', { name: '4 stars' })).toBeInTheDocument();
    // Behind the modal (hidden from assistive technology while it is open), the Reviews tab is selected.
    expect(screen.getByRole('tab', { name: 'Reviews', hidden: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Write a Review' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article', { name: 'Review by Mina Kim' })).toBeInTheDocument();
  });

  it('has four keyboard-operable tabs with their panels', async () => {
    const { user } = await renderDetail();
    const tablist = screen.getByRole('tablist', { name: 'Experience details' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Overview',
      "What's included",
      "What you'll do",
      'Reviews',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    const overview = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(within(overview).getByText('Only an hour north of Seoul.')).toBeInTheDocument();
    expect(within(overview).getByText('Guided by a historian')).toBeInTheDocument();
    expect(within(overview).getByText('Walk down into the 3rd Tunnel')).toBeInTheDocument();
    expect(within(overview).getByText('Bring your passport')).toBeInTheDocument();

    await user.click(tabs[0]);
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    const included = screen.getByRole('tabpanel', { name: "What's included" });
    expect(within(included).getByRole('region', { name: 'Included' })).toHaveTextContent('GuideLunch');
    expect(within(included).getByRole('region', { name: 'Not included' })).toHaveTextContent('Drinks');
    expect(screen.queryByRole('tabpanel', { name: 'Overview' })).not.toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    const itinerary = within(screen.getByRole('tabpanel', { name: "What you'll do" }));
    const steps = itinerary.getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Pick-up in Myeongdong30 minutes',
      'Dora Observatory1 hour',
    ]);

    await user.keyboard('{End}');
    const reviews = within(screen.getByRole('tabpanel', { name: 'Reviews' }));
    expect(reviews.getByRole('region', { name: 'Reviews' })).toBeInTheDocument();
    expect(reviews.getByRole('img', { name: 'Rated 4.2 out of 5, 5 reviews' })).toBeInTheDocument();
    // The reviews feature, composed by the page, fills the tab.
    expect(await reviews.findByRole('article', { name: 'Review by Mina Kim' })).toBeInTheDocument();

    await user.keyboard('{Home}');
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tabs[3]).toHaveFocus();
  });

  it('renders admin HTML sanitised: no scripts, no event handlers, no javascript: links', async () => {
    await renderDetail({
      overview:
        '<p>Safe <strong>text</strong></p><script>window.hacked = true</script>' +
        '<img src="x.png" alt="pic" onerror="window.hacked = true">' +
        '<a href="javascript:alert(1)" onclick="steal()">link</a>',
    });
    const overview = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(within(overview).getByText('text').tagName).toBe('STRONG');
    expect(overview.querySelector('script')).toBeNull();
    expect(overview.querySelector('[onerror], [onclick]')).toBeNull();
    expect(within(overview).getByRole('img', { name: 'pic' })).toHaveAttribute('src', 'x.png');
    expect(within(overview).getByText('link')).not.toHaveAttribute(
      'href',
      expect.stringContaining('javascript'),
    );
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  // Issue 40 (point 2): a Google Maps frame is blocked in mainland China; the page embeds no map.
  it('embeds no map, even with an embed address, and links to Kakao, Naver and Google maps', async () => {
    await renderDetail();
    const location = within(screen.getByRole('region', { name: 'Location' }));
    expect(document.querySelector('iframe')).toBeNull();

    expect(location.getByRole('link', { name: /Kakao Map/ })).toHaveAttribute(
      'href',
      'https://map.kakao.com/link/map/DMZ%20Half-Day%20Tour,37.89,126.74',
    );
    expect(location.getByRole('link', { name: /Google Maps/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=37.89,126.74',
    );
    expect(location.getByRole('link', { name: /Naver Map/ })).toHaveAttribute('target', '_blank');
  });

  // Issue 40 (point 4): the address in the page's language and in Korean, for a taxi driver.
  it('shows the Korean address beside the own-language one, with a button that copies it', async () => {
    const { user } = await renderDetail();
    const location = within(screen.getByRole('region', { name: 'Location' }));
    expect(location.getByText(/Paju, Gyeonggi-do/)).toBeInTheDocument();
    expect(location.getByText('Address in Korean — show it to a taxi driver')).toBeInTheDocument();
    const korean = location.getByText('경기도 파주시 문산읍 임진각로 177 (임진각)');
    expect(korean).toHaveAttribute('lang', 'ko');
    await user.click(location.getByRole('button', { name: 'Copy the Korean address' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('경기도 파주시 문산읍 임진각로 177 (임진각)');
    expect(location.getByRole('status')).toHaveTextContent('Copied');
    // Naver searches the Korean address (it pins it and gives directions); no Amap outside CHS.
    expect(location.getByRole('link', { name: /Naver Map/ })).toHaveAttribute(
      'href',
      `https://map.naver.com/p/search/${encodeURIComponent('경기도 파주시 문산읍 임진각로 177 (임진각)')}`,
    );
    expect(location.queryByRole('link', { name: /Amap/ })).not.toBeInTheDocument();
  });

  it('gives a Simplified Chinese reader Amap first, in Chinese, then Naver, Kakao and Google', async () => {
    await renderDetail({}, { locale: 'zh-Hans' });
    const location = within(screen.getByRole('region', { name: '地点' }));
    const links = location.getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace(/\s*[(（].*$/, ''))).toEqual([
      '高德地图',
      'Naver 地图',
      'Kakao 地图',
      'Google 地图',
    ]);
    expect(links[0]).toHaveAttribute(
      'href',
      expect.stringMatching(
        /^https:\/\/uri\.amap\.com\/marker\?position=126\.74,37\.89&name=.+&coordinate=wgs84/,
      ),
    );
    expect(location.getByText('韩文地址（可出示给出租车司机）')).toBeInTheDocument();
  });

  it('takes the links from the embed address when the item has no coordinates', async () => {
    await renderDetail({ latitude: null, longitude: null });
    const location = within(screen.getByRole('region', { name: 'Location' }));
    expect(location.getByRole('link', { name: /Google Maps/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=37.9,126.7',
    );
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('never reads coordinates from an address that is not a Google Maps embed', async () => {
    await renderDetail({
      latitude: null,
      longitude: null,
      addressKo: null,
      googleMapIframe: '<iframe src="https://evil.example.com/maps/embed?pb=!2d126.7!3d37.9"></iframe>',
    });
    expect(screen.getByText('Map information is not available for this experience.')).toBeInTheDocument();
  });

  it('shows the empty states of every optional section', async () => {
    const { user } = await renderDetail({
      mainImage: null,
      maxGuests: 0,
      experienceHighlights: [],
      goodToKnow: [],
      detailedItinerary: [],
      itinerary: '',
      includedItems: [],
      notIncludedItems: [],
      included: '',
      googleMapIframe: null,
      addressKo: null,
      latitude: null,
      longitude: null,
      recommendationPlaces: [],
    });
    expect(screen.getByText('No image available for this experience.')).toBeInTheDocument();
    expect(screen.getByText('Group size not specified')).toBeInTheDocument();
    expect(screen.getByText('No highlights have been added for this experience yet.')).toBeInTheDocument();
    expect(screen.getByText('No additional notes for this experience.')).toBeInTheDocument();
    expect(screen.getByText('Map information is not available for this experience.')).toBeInTheDocument();
    expect(screen.getByText('No recommendations for this experience yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: "What's included" }));
    expect(screen.getByText('No included items have been listed.')).toBeInTheDocument();
    expect(screen.getByText('No excluded items have been listed.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: "What you'll do" }));
    expect(
      screen.getByText('The itinerary for this experience has not been published yet.'),
    ).toBeInTheDocument();
  });

  it('shows recommended places with their links opening in a new tab', async () => {
    await renderDetail();
    const places = within(screen.getByRole('region', { name: 'Recommended places nearby' }));
    const link = places.getByRole('link', { name: /Imjingak Park/ });
    expect(link).toHaveAttribute('href', 'https://example.com/imjingak');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(places.getByRole('img', { name: 'Imjingak Park' })).toHaveAttribute('loading', 'lazy');
  });

  it('shows the price per person with the original struck through', async () => {
    await renderDetail();
    const bar = within(screen.getByRole('region', { name: 'Booking' }));
    expect(bar.getByText('₩89,000').closest('del')).not.toBeNull();
    expect(bar.getByText('₩80,100')).toBeInTheDocument();
    expect(bar.getByText('per person')).toBeInTheDocument();
    expect(bar.getByRole('button', { name: 'Schedule' })).toBeInTheDocument();
  });

  it('says beside the price how a booking is confirmed: at once for an instant item, by the team for one on request', async () => {
    const request = await renderDetail({ confirmationMode: 'request' });
    let bar = within(screen.getByRole('region', { name: 'Booking' }));
    expect(bar.getByText('Confirmed by our team within 24 hours')).toBeInTheDocument();
    expect(bar.queryByText('Instant confirmation')).not.toBeInTheDocument();
    request.unmount();

    const instant = await renderDetail({ confirmationMode: 'instant' });
    bar = within(screen.getByRole('region', { name: 'Booking' }));
    expect(bar.getByText('Instant confirmation')).toBeInTheDocument();
    expect(bar.queryByText('Confirmed by our team within 24 hours')).not.toBeInTheDocument();
    instant.unmount();

    await renderDetail({ confirmationMode: 'instant' }, { locale: 'ja' });
    bar = within(screen.getByRole('region', { name: '予約' }));
    expect(bar.getByText('即時確定')).toBeInTheDocument();
  });

  it('opens the external booking link in a new tab when the experience has one', async () => {
    await renderDetail({ externalBookingLink: 'https://adventure.lotteworld.com/eng/main/index.do' });
    const bar = within(screen.getByRole('region', { name: 'Booking' }));
    // Booked on another site: how it is confirmed there is not ours to say.
    expect(bar.queryByText('Confirmed by our team within 24 hours')).not.toBeInTheDocument();
    const link = bar.getByRole('link', { name: 'Schedule (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://adventure.lotteworld.com/eng/main/index.do');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(bar.queryByRole('button', { name: 'Schedule' })).not.toBeInTheDocument();
  });

  it('sets title, description, keywords, Open Graph and canonical, and resets them on leaving', async () => {
    document.title = 'Home | K-Culture Booking';
    const description = document.createElement('meta');
    description.setAttribute('name', 'description');
    description.setAttribute('content', 'Site description');
    document.head.appendChild(description);

    const { unmount } = await renderDetail();
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(document.title).toBe('DMZ Tour from Seoul | K-Culture');
    expect(content('meta[name="description"]')).toBe('Half-day DMZ tour with pick-up in Seoul.');
    expect(content('meta[name="keywords"]')).toBe('DMZ, tour, Seoul');
    expect(content('meta[property="og:title"]')).toBe('DMZ Tour from Seoul | K-Culture');
    expect(content('meta[property="og:description"]')).toBe('Half-day DMZ tour with pick-up in Seoul.');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/experiences/7`,
    );

    unmount();
    expect(document.title).toBe('Home | K-Culture Booking');
    expect(content('meta[name="description"]')).toBe('Site description');
    expect(document.head.querySelector('meta[name="keywords"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    description.remove();
  });

  it('falls back to the title, short description and the given canonical URL', async () => {
    await renderDetail({
      metaTitle: null,
      metaDescription: null,
      canonicalUrl: 'https://kculture.example.com/experiences/7',
    });
    expect(document.title).toBe('DMZ Half-Day Tour | K-Culture Booking');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Visit the demilitarised zone with a historian guide.',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://kculture.example.com/experiences/7',
    );
  });

  it.each([
    [
      'NOT_FOUND',
      {
        request: { query: ExperienceDetailDocument, variables: { id: 7 } },
        result: {
          errors: [
            new GraphQLError("The experience you're looking for doesn't exist or has been removed.", {
              extensions: { code: 'NOT_FOUND' },
            }),
          ],
        },
      },
    ],
    [
      'a network failure',
      { request: { query: ExperienceDetailDocument, variables: { id: 7 } }, error: new Error('offline') },
    ],
  ])('shows Experience Not Found on %s', async (_case, mock) => {
    const { user } = await renderApp({ route: '/experiences/7', mocks: [mock, experienceListMock()] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Experience Not Found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The experience you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/^Experience Not Found \| /);
    const link = screen.getByRole('link', { name: 'Browse All Experiences' });
    expect(link).toHaveAttribute('href', '/experiences');
    await user.click(link);
    expect(screen.getByRole('heading', { level: 1, name: 'Experiences' })).toBeInTheDocument();
  });

  it('shows Experience Not Found at once on an address the server answered 404 for, not a spinner', async () => {
    const { user } = await renderApp({
      route: '/experiences/7',
      missingPath: '/experiences/7',
      // The browser's own look-up has not answered yet.
      mocks: [{ ...found(), delay: Number.POSITIVE_INFINITY }, experienceListMock()],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Experience Not Found' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    // Elsewhere the hint does not apply.
    await user.click(screen.getByRole('link', { name: 'Browse All Experiences' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Experiences' })).toBeInTheDocument();
  });

  it('shows Experience Not Found for an id that is not a number, without asking the server', async () => {
    await renderApp({ route: '/experiences/abc' });
    expect(screen.getByRole('heading', { level: 1, name: 'Experience Not Found' })).toBeInTheDocument();
  });
});
