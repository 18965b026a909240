import { SLIDES } from './home.js';
import { CHN_EXPERIENCES } from './experiences-chn.js';
import { KOR_EXPERIENCES } from './experiences-kor.js';
import { REELS_CAPTIONS, REVIEW_TEXTS, REVIEWER_NAMES } from './reviews.js';

// Issue 34: the Traditional Chinese demo wrote "第三地道・都羅展望台" with the Japanese middle dot (・,
// U+30FB, or its half-width ･); Chinese and Korean write the middle dot · (U+00B7).
const JAPANESE_DOTS = /[・･]/;

/** Every string inside a value (objects and lists walked through). */
const texts = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(texts)
      : [];

it.each([
  [
    'Traditional Chinese',
    [CHN_EXPERIENCES, SLIDES.CHN, REVIEW_TEXTS.CHN, REVIEWER_NAMES.CHN, REELS_CAPTIONS.CHN],
  ],
  ['Korean', [KOR_EXPERIENCES, SLIDES.KOR, REVIEW_TEXTS.KOR, REVIEWER_NAMES.KOR, REELS_CAPTIONS.KOR]],
])('the %s demo content writes the middle dot ·, never the Japanese ・', (_language, content) => {
  const all = texts(content);
  expect(all.length).toBeGreaterThan(50);
  expect(all.filter((text) => JAPANESE_DOTS.test(text))).toEqual([]);
  expect(CHN_EXPERIENCES.map((e) => e.title)).toContain('DMZ 非武裝地帶半日遊（第三地道·都羅展望台）');
});
