import { ValidationError } from 'yup';
import { REVIEW_LIMITS, REVIEW_MESSAGES, createReviewSchema, pinSchema, reviewSchema } from './review.js';

const today = '2026-03-15';

const valid = {
  rating: 5,
  reviewerName: 'Mina Kim',
  visitDate: '2026-03-10',
  reviewContent: 'A wonderful afternoon making makgeolli.',
  reviewImages: ['/api/images/a.jpg'],
  pin: '123456',
};

async function errorsOf(values: Record<string, unknown>): Promise<string[]> {
  try {
    await reviewSchema.validate(values, { abortEarly: false, context: { today } });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

describe('review schema', () => {
  it('accepts a complete review, trims it and fills the defaults', async () => {
    const result = await reviewSchema.validate(
      { ...valid, reviewerName: '  Mina Kim ', reviewContent: '\n <b>Great</b> \t', reviewImages: undefined },
      { context: { today } },
    );
    expect(result).toEqual({
      reviewType: 'general',
      rating: 5,
      reviewerName: 'Mina Kim',
      visitDate: '2026-03-10',
      reviewContent: '<b>Great</b>',
      reviewImages: [],
      reelsLink: null,
      thumbnailImage: null,
      pin: '123456',
    });
  });

  it('requires every field, and whitespace alone is not a value', async () => {
    expect(await errorsOf({})).toEqual([
      REVIEW_MESSAGES.ratingRequired,
      REVIEW_MESSAGES.nameRequired,
      REVIEW_MESSAGES.visitDateRequired,
      REVIEW_MESSAGES.contentRequired,
      REVIEW_MESSAGES.pinInvalid,
    ]);
    expect(await errorsOf({ ...valid, reviewerName: '  ', reviewContent: '\n\t ' })).toEqual([
      REVIEW_MESSAGES.nameRequired,
      REVIEW_MESSAGES.contentRequired,
    ]);
  });

  it.each([0, 6, 4.5, -1, 'five'])('refuses the rating %p', async (rating) => {
    expect(await errorsOf({ ...valid, rating })).toEqual([REVIEW_MESSAGES.ratingInvalid]);
  });

  it('accepts every rating from 1 to 5', async () => {
    for (const rating of [1, 2, 3, 4, 5]) expect(await errorsOf({ ...valid, rating })).toEqual([]);
  });

  it.each(['2026-02-30', '2026-3-10', '10/03/2026', 'yesterday'])(
    'refuses the visit date %p',
    async (visitDate) => {
      expect(await errorsOf({ ...valid, visitDate })).toEqual([REVIEW_MESSAGES.visitDateInvalid]);
    },
  );

  it('accepts today in Seoul and refuses tomorrow', async () => {
    expect(await errorsOf({ ...valid, visitDate: today })).toEqual([]);
    expect(await errorsOf({ ...valid, visitDate: '2026-03-16' })).toEqual([
      REVIEW_MESSAGES.visitDateInFuture,
    ]);
  });

  it('judges the future against the real Seoul date without a context', async () => {
    await expect(reviewSchema.validate({ ...valid, visitDate: '2999-01-01' })).rejects.toThrow(
      REVIEW_MESSAGES.visitDateInFuture,
    );
    await expect(reviewSchema.validate({ ...valid, visitDate: '2020-01-01' })).resolves.toBeTruthy();
  });

  it('enforces the length limits after trimming', async () => {
    const at = (n: number) => 'x'.repeat(n);
    expect(
      await errorsOf({
        ...valid,
        reviewerName: ` ${at(REVIEW_LIMITS.reviewerName)} `,
        reviewContent: `  ${at(REVIEW_LIMITS.content)}  `,
      }),
    ).toEqual([]);
    expect(
      await errorsOf({
        ...valid,
        reviewerName: at(REVIEW_LIMITS.reviewerName + 1),
        reviewContent: at(REVIEW_LIMITS.content + 1),
      }),
    ).toEqual([REVIEW_MESSAGES.nameTooLong, REVIEW_MESSAGES.contentTooLong]);
  });

  it('allows at most 5 photos, each a non-blank string', async () => {
    const photos = (n: number) => Array.from({ length: n }, (_, i) => `/api/images/${i}.jpg`);
    expect(await errorsOf({ ...valid, reviewImages: photos(5) })).toEqual([]);
    expect(await errorsOf({ ...valid, reviewImages: photos(6) })).toEqual([REVIEW_MESSAGES.tooManyImages]);
    expect(await errorsOf({ ...valid, reviewImages: [' '] })).toEqual([REVIEW_MESSAGES.imageInvalid]);
  });

  it.each(['12345', '1234567', '12345a', ' 123456', '١٢٣٤٥٦', ''])('refuses the PIN %p', async (pin) => {
    expect(await errorsOf({ ...valid, pin })).toEqual(['PIN must be 6 digits']);
  });

  it('needs a video link for a reels review, and only http(s) links anywhere', async () => {
    expect(await errorsOf({ ...valid, reviewType: 'reels' })).toEqual([REVIEW_MESSAGES.reelsLinkRequired]);
    expect(await errorsOf({ ...valid, reviewType: 'reels', reelsLink: '  ' })).toEqual([
      REVIEW_MESSAGES.reelsLinkRequired,
    ]);
    expect(
      await errorsOf({ ...valid, reviewType: 'reels', reelsLink: 'https://youtu.be/abcDEF12_-3' }),
    ).toEqual([]);
    expect(await errorsOf({ ...valid, reelsLink: 'javascript:alert(1)' })).toEqual([
      REVIEW_MESSAGES.linkInvalid,
    ]);
    expect(await errorsOf({ ...valid, reviewType: 'story' })).toHaveLength(1);
  });

  it('uses the messages it is given (the web passes translated ones)', async () => {
    const schema = createReviewSchema({ ...REVIEW_MESSAGES, pinInvalid: 'PIN は6桁の数字です' });
    await expect(schema.validate({ ...valid, pin: '1' })).rejects.toThrow('PIN は6桁の数字です');
  });
});

describe('pin schema', () => {
  it('accepts exactly six digits', () => {
    expect(pinSchema.isValidSync('000000')).toBe(true);
    expect(pinSchema.isValidSync('12345')).toBe(false);
    expect(pinSchema.isValidSync('abcdef')).toBe(false);
    expect(pinSchema.isValidSync(undefined)).toBe(false);
    expect(pinSchema.isValidSync(null)).toBe(false);
    expect(() => pinSchema.validateSync(123456)).toThrow('PIN must be 6 digits');
  });
});
