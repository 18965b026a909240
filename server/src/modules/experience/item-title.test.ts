import { seoulToday } from '../../../../domain/calendar.js';
import { makeAdmin, makeBooking, makeExperience, makeReview } from '../../testing/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import { adminTitle } from './item-title.js';

// The back office names items in the admin's language (issue 34 point 10): its translated title
// where the item has one; for a Korean admin, English before a title in a third language.
describe('adminTitle', () => {
  const japanese = {
    primary: 'JPN' as const,
    titles: { ENG: 'Home cooking class', KOR: '가정식 요리 교실' },
  };
  const onlyEnglish = { primary: 'JPN' as const, titles: { ENG: 'Home cooking class' } };
  const english = { primary: 'ENG' as const, titles: {} };

  it('takes the title in the language asked for, else its own', () => {
    expect(adminTitle('家庭料理教室', japanese, 'KOR')).toBe('가정식 요리 교실');
    expect(adminTitle('家庭料理教室', japanese, 'ENG')).toBe('Home cooking class');
    expect(adminTitle('家庭料理教室', japanese, 'JPN')).toBe('家庭料理教室');
    expect(adminTitle('家庭料理教室', japanese, null)).toBe('家庭料理教室');
  });

  it('gives a Korean admin English before a third language, never the reverse', () => {
    expect(adminTitle('家庭料理教室', onlyEnglish, 'KOR')).toBe('Home cooking class');
    expect(adminTitle('Palace walk', english, 'KOR')).toBe('Palace walk');
    expect(adminTitle('家庭料理教室', { primary: 'JPN', titles: { KOR: '가정식' } }, 'ENG')).toBe(
      '家庭料理教室',
    );
  });
});

describe("item titles on the dashboard and in the reviews, in the admin's language", () => {
  let app: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    app = await createTestApp();
    const { username, password } = await makeAdmin(app.em(), 'titles');
    admin = app.client();
    await admin.login(username, password);
  });
  afterAll(() => app.close());

  it('asks for KOR and gets Korean (or English) titles; without a language, the stored ones', async () => {
    const today = seoulToday();
    const cooking = await makeExperience(app.em(), {
      title: '韓国家庭料理クッキングクラス（ビビンバ・チャプチェ・チヂミ）',
      language: ['JPN'],
      translations: {
        KOR: { title: '한국 가정식 쿠킹 클래스' },
        ENG: { title: 'Korean home cooking class' },
      },
      timeSlots: ['10:00'],
      maxGuests: 20,
    } as never);
    const market = await makeExperience(app.em(), {
      title: '廣藏市場夜間美食之旅',
      language: ['CHN'],
      translations: { ENG: { title: 'Gwangjang Market night food tour' } },
      timeSlots: ['18:00'],
      maxGuests: 20,
    } as never);
    for (const item of [cooking, market]) {
      await makeBooking(app.em(), item, {
        bookingDate: today,
        timeSlot: item.timeSlots![0],
        status: 'confirmed',
      } as never);
      await makeReview(app.em(), item);
    }

    const ask = async (language: string | null) => {
      const res = await admin.gql(
        `query($l: Language) {
          adminDashboard { todaySlots { itemId title(language: $l) } }
          dashboardCharts { topItems { itemId title(language: $l) } }
          reviewSummary { items { itemId title(language: $l) } }
          adminReviews(status: all) { items { itemId itemTitle(language: $l) } }
        }`,
        { l: language },
      );
      expect(res.errors).toBeUndefined();
      const d = res.data;
      const byItem = (rows: { itemId: number; title?: string; itemTitle?: string }[]) =>
        Object.fromEntries(
          rows
            .filter((r) => r.itemId === cooking.id || r.itemId === market.id)
            .map((r) => [r.itemId === cooking.id ? 'cooking' : 'market', r.title ?? r.itemTitle]),
        );
      return {
        slots: byItem(d.adminDashboard.todaySlots),
        top: byItem(d.dashboardCharts.topItems),
        summary: byItem(d.reviewSummary.items),
        reviews: byItem(d.adminReviews.items),
      };
    };
    const korean = { cooking: '한국 가정식 쿠킹 클래스', market: 'Gwangjang Market night food tour' };
    expect(await ask('KOR')).toEqual({ slots: korean, top: korean, summary: korean, reviews: korean });
    const stored = { cooking: cooking.title, market: market.title };
    expect(await ask(null)).toEqual({ slots: stored, top: stored, summary: stored, reviews: stored });
  });
});
