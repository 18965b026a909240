import { gql, InMemoryCache } from '@apollo/client';
import { evictLists, listEviction } from './cacheEviction';

const LIST = gql`
  query Slides($lang: String) {
    adminCarousels(lang: $lang) {
      id
      linkUrl
    }
    popupOverlaps {
      id
    }
  }
`;

const slide = (id: number) => ({ __typename: 'CarouselSlide', id, linkUrl: `/s/${id}` });

function filled() {
  const cache = new InMemoryCache();
  for (const lang of ['ENG', 'JPN']) {
    cache.writeQuery({
      query: LIST,
      variables: { lang },
      data: { adminCarousels: [slide(1), slide(lang === 'ENG' ? 2 : 3)], popupOverlaps: [] },
    });
  }
  return cache;
}

const read = (cache: InMemoryCache, lang: string) =>
  cache.readQuery({ query: LIST, variables: { lang }, returnPartialData: false });

describe('evictLists', () => {
  it('forgets every page of the named lists and the deleted object, and keeps the rest', () => {
    const cache = filled();
    evictLists(cache, ['adminCarousels'], { __typename: 'CarouselSlide', id: 2 });
    const root = cache.extract().ROOT_QUERY ?? {};
    expect(Object.keys(root).filter((key) => key.startsWith('adminCarousels'))).toEqual([]);
    expect(root).toHaveProperty('popupOverlaps');
    // Slide 2 is gone; slides only the forgotten lists held are collected too.
    expect(Object.keys(cache.extract()).filter((key) => key.startsWith('CarouselSlide'))).toEqual([]);
    expect(read(cache, 'ENG')).toBeNull();
  });

  it('as a mutation update, forgets each named field', () => {
    const cache = filled();
    listEviction('adminCarousels', 'popupOverlaps')(cache);
    expect(cache.extract().ROOT_QUERY).toEqual({ __typename: 'Query' });
    expect(read(cache, 'JPN')).toBeNull();
  });
});
