import { carouselSchema } from './carousel.js';
import { periodsOverlap, popupSchema, popupStatus } from './popup.js';

const now = new Date('2026-12-01T03:00:00.000Z'); // 12:00 in Seoul

describe('popupStatus', () => {
  it('is off when switched off, scheduled before its start, ended after its end, live between (both ends inclusive)', () => {
    expect(popupStatus({ isActive: false }, now)).toBe('off');
    expect(popupStatus({ isActive: true, startDate: '2026-12-01T03:00:01.000Z' }, now)).toBe('scheduled');
    expect(popupStatus({ isActive: true, endDate: '2026-12-01T02:59:59.000Z' }, now)).toBe('ended');
    expect(popupStatus({ isActive: true, startDate: now, endDate: now }, now)).toBe('live');
    expect(popupStatus({ isActive: true }, now)).toBe('live');
  });
});

describe('periodsOverlap', () => {
  it('treats open ends as reaching forever', () => {
    const a = { isActive: true, startDate: '2026-12-01T00:00:00Z', endDate: '2026-12-05T00:00:00Z' };
    expect(periodsOverlap(a, { isActive: true, startDate: '2026-12-05T00:00:00Z' })).toBe(true);
    expect(periodsOverlap(a, { isActive: true, startDate: '2026-12-05T00:00:01Z' })).toBe(false);
    expect(periodsOverlap(a, { isActive: true, endDate: '2026-11-30T23:59:59Z' })).toBe(false);
    expect(periodsOverlap({ isActive: true }, a)).toBe(true);
  });
});

describe('popupSchema', () => {
  const ok = { imageUrl: '/api/images/a.png', linkUrl: '/experiences' };
  const message = (value: unknown) => {
    try {
      popupSchema.validateSync(value);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };
  it("gives the spec's messages and defaults", () => {
    expect(message({ linkUrl: '/x' })).toBe('please upload a popup image');
    expect(message({ imageUrl: '/api/images/a.png' })).toBe('please enter link URL');
    expect(message({ ...ok, linkUrl: 'ftp://x' })).toBe('please enter a valid URL');
    expect(message({ ...ok, startDate: '2026-12-02T00:00:00Z', endDate: '2026-12-01T00:00:00Z' })).toBe(
      'start date must be earlier than or equal to end date',
    );
    expect(popupSchema.validateSync(ok)).toMatchObject({ language: 'ENG', isActive: true, startDate: null });
  });
});

describe('carouselSchema', () => {
  it('needs an image; the link is optional but a URL; the order a whole number of at least 1', () => {
    expect(() => carouselSchema.validateSync({})).toThrow('please upload a slide image');
    expect(carouselSchema.validateSync({ imageUrl: '/api/images/a.png', linkUrl: '' })).toMatchObject({
      linkUrl: null,
      language: 'ENG',
    });
    expect(() => carouselSchema.validateSync({ imageUrl: 'x', linkUrl: 'nope' })).toThrow(
      'please enter a valid URL',
    );
    expect(() => carouselSchema.validateSync({ imageUrl: 'x', sortOrder: 0 })).toThrow(
      'order must be a whole number of at least 1',
    );
    expect(carouselSchema.validateSync({ imageUrl: 'x', sortOrder: '' }).sortOrder).toBeUndefined();
  });
});
