import { makeArticle, makeExperience, makePopup, makeReview, makeSlide } from '../testing/fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('articles', () => {
  it('lists published articles newest first, with related ones of the same category', async () => {
    const em = app.em();
    const old = await makeArticle(em, {
      title: 'Old guide',
      category: 'guide',
      createdAt: new Date('2026-01-01'),
    });
    const fresh = await makeArticle(em, {
      title: 'New guide',
      category: 'guide',
      createdAt: new Date('2026-05-01'),
    });
    const tip = await makeArticle(em, {
      title: 'A tip',
      category: 'tips',
      createdAt: new Date('2026-03-01'),
    });
    const draft = await makeArticle(em, { title: 'Draft', isPublished: false });

    const c = app.client();
    const list = await c.gql('{ articles { id title } }');
    expect(list.data.articles.map((a: { id: number }) => a.id)).toEqual([fresh.id, tip.id, old.id]);
    const tips = await c.gql('{ articles(category: tips) { id } }');
    expect(tips.data.articles).toEqual([{ id: tip.id }]);
    const one = await c.gql(`{ article(id: ${fresh.id}) { title category related { id } } }`);
    expect(one.data.article).toEqual({ title: 'New guide', category: 'guide', related: [{ id: old.id }] });

    const rest = await c.rest('GET', '/api/articles?published=true');
    expect(rest.body.map((a: { title: string }) => a.title)).toEqual(['New guide', 'A tip', 'Old guide']);
    expect(rest.body[0]).toMatchObject({ content: '# Hi', author: 'Staff', readTime: 5, excerpt: '' });
    expect((await c.rest('GET', `/api/articles/${tip.id}`)).body).toMatchObject({
      title: 'A tip',
      category: 'tips',
    });

    for (const path of [`/api/articles/${draft.id}`, '/api/articles/99999', '/api/articles/x']) {
      const missing = await c.rest('GET', path);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: "The article you're looking for doesn't exist." });
    }
    const gqlMissing = await c.gql(`{ article(id: ${draft.id}) { id } }`);
    expect(gqlMissing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('carousel slides', () => {
  it('answers the slides of a language by sortOrder', async () => {
    const em = app.em();
    await makeSlide(em, { title: 'second', sortOrder: 2, language: 'JPN' });
    await makeSlide(em, {
      title: 'first',
      sortOrder: 1,
      language: 'JPN',
      linkUrl: '/experiences?category=Tour',
    });
    await makeSlide(em, { title: 'english', sortOrder: 1, language: 'ENG' });
    const c = app.client();
    const gql = await c.gql('{ carousels(language: JPN) { title sortOrder linkUrl } }');
    expect(gql.data.carousels).toEqual([
      { title: 'first', sortOrder: 1, linkUrl: '/experiences?category=Tour' },
      { title: 'second', sortOrder: 2, linkUrl: null },
    ]);
    const rest = await c.rest('GET', '/api/carousels?language=JPN');
    expect(rest.body.map((s: { title: string }) => s.title)).toEqual(['first', 'second']);
    expect(Object.keys(rest.body[0]).sort()).toEqual([
      'fileMissing',
      'id',
      'imageUrl',
      'language',
      'linkUrl',
      'sortOrder',
      'title',
    ]);
  });
});

describe('active popup', () => {
  it('answers the active popup inside its period, per language', async () => {
    const em = app.em();
    const day = 86_400_000;
    await makePopup(em, { language: 'CHN', isActive: false });
    await makePopup(em, { language: 'CHN', startDate: new Date(Date.now() + day) }); // not yet
    await makePopup(em, { language: 'CHN', endDate: new Date(Date.now() - day) }); // over
    const live = await makePopup(em, {
      language: 'CHN',
      linkUrl: '/culture-guide',
      altText: '文化指南：韓國旅遊小技巧',
      startDate: new Date(Date.now() - day),
      endDate: new Date(Date.now() + day),
    });
    const c = app.client();
    expect((await c.gql('{ activePopup(language: CHN) { id linkUrl altText } }')).data).toEqual({
      activePopup: { id: live.id, linkUrl: '/culture-guide', altText: '文化指南：韓國旅遊小技巧' },
    });
    expect((await c.gql('{ activePopup(language: KOR) { id } }')).data).toEqual({ activePopup: null });
    const rest = await c.rest('GET', '/api/popups/active?language=CHN');
    expect(rest.body).toMatchObject({
      id: live.id,
      isActive: true,
      language: 'CHN',
      linkUrl: '/culture-guide',
      altText: '文化指南：韓國旅遊小技巧',
    });
    expect((await c.rest('GET', '/api/popups/active?language=KOR')).body).toBeNull();
  });
});

describe('reviews of an experience', () => {
  it('shows approved reviews only (not pending or rejected ones), never the PIN hash', async () => {
    const em = app.em();
    const e = await makeExperience(em);
    await makeReview(em, e, {
      reviewerName: 'Pending',
      pinHash: 'secret-hash',
      createdAt: new Date('2026-01-01'),
    });
    await makeReview(em, e, {
      reviewerName: 'Approved',
      isApproved: true,
      createdAt: new Date('2026-02-01'),
    });
    await makeReview(em, e, { reviewerName: 'Rejected', isApproved: false });
    const c = app.client();
    const gql = await c.gql(`{ reviews(itemId: ${e.id}) { reviewerName itemId isApproved } }`);
    expect(gql.data.reviews).toEqual([{ reviewerName: 'Approved', itemId: e.id, isApproved: true }]);
    await makeReview(em, e, { reviewerName: 'Also approved', isApproved: true, pinHash: 'secret-hash' });
    const rest = await c.rest('GET', `/api/reviews/item/${e.id}`);
    expect(rest.body.map((r: { reviewerName: string }) => r.reviewerName)).toEqual([
      'Also approved',
      'Approved',
    ]);
    expect(rest.text).not.toMatch(/secret-hash|pinHash|password/);
  });
});
