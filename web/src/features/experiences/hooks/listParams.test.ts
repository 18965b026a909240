import { parseListParams, toExperienceFilter, toListQuery } from './listParams';

const parse = (query: string) => parseListParams(new URLSearchParams(query));

describe('list URL state', () => {
  it('reads categories (one or several, any case) and ignores unknown ones', () => {
    expect(parse('category=Tour').categories).toEqual(['Tour']);
    expect(parse('category=tickets,Bogus,Experience').categories).toEqual(['Experience', 'Tickets']);
    expect(parse('category=Nothing').categories).toEqual([]);
  });

  it('reads tags, languages, search and sort; unknown values fall back', () => {
    const params = parse('tags=k-pop,K-Food,K-Nope&langs=jpn,ENG,FRA&q=%20palace%20&sort=cheapest');
    expect(params.tags).toEqual(['K_POP', 'K_FOOD']);
    expect(params.languages).toEqual(['ENG', 'JPN']);
    expect(params.search).toBe('palace');
    expect(params.sort).toBe('popularity');
    expect(parse('sort=priceHigh').sort).toBe('priceHigh');
  });

  it('reads a date range: a lone from is one day; bad or reversed ranges are ignored', () => {
    expect(parse('from=2026-07-01&to=2026-07-03').dates).toEqual({ from: '2026-07-01', to: '2026-07-03' });
    expect(parse('from=2026-07-01').dates).toEqual({ from: '2026-07-01', to: '2026-07-01' });
    expect(parse('from=2026-07-03&to=2026-07-01').dates).toBeNull();
    expect(parse('from=2026-02-30').dates).toBeNull();
    expect(parse('to=2026-07-01').dates).toBeNull();
  });

  it('drops a range the server refuses (more than 366 days) and says so', () => {
    expect(parse('from=2028-01-01&to=2028-12-31')).toMatchObject({
      dates: { from: '2028-01-01', to: '2028-12-31' },
      datesIgnored: false,
    });
    for (const query of [
      'from=2028-01-01&to=2029-01-01',
      'from=1000-01-14&to=9999-12-31',
      'from=2026-07-03&to=2026-07-01',
      'from=nope',
    ]) {
      expect(parse(query)).toMatchObject({ dates: null, datesIgnored: true });
      expect(toListQuery(parse(query)).toString()).toBe('');
    }
    expect(parse('').datesIgnored).toBe(false);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(toListQuery(parse('')).toString()).toBe('');
    const query =
      'category=Tour%2CTickets&q=palace&from=2026-07-01&to=2026-07-03&tags=K-Pop&langs=JPN&sort=rating';
    expect(toListQuery(parse(query)).toString()).toBe(query);
  });

  it('always filters by the current language and adds only the chosen groups', () => {
    expect(toExperienceFilter(parse(''), 'KOR')).toEqual({ language: 'KOR' });
    expect(
      toExperienceFilter(parse('category=Tour&tags=K-Pop&langs=ENG&q=x&from=2026-07-01'), 'ENG'),
    ).toEqual({
      language: 'ENG',
      categories: ['Tour'],
      cultureTags: ['K_POP'],
      languages: ['ENG'],
      search: 'x',
      dateFrom: '2026-07-01',
      dateTo: '2026-07-01',
    });
  });
});
