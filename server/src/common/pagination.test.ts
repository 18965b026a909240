import 'reflect-metadata';
import { MAX_OFFSET, listWindow, pageWindow } from './pagination.js';

describe('page and list windows', () => {
  it('checks a page: a page size from the list, a page that skips at most MAX_OFFSET rows', () => {
    expect(pageWindow({ page: 3, pageSize: 50 })).toEqual({ page: 3, pageSize: 50, limit: 50, offset: 100 });
    expect(pageWindow(undefined)).toMatchObject({ page: 1, pageSize: 20, offset: 0 });
    expect(() => pageWindow({ page: 1, pageSize: 1000 })).toThrow('pageSize must be one of 10, 20, 50, 100.');
    expect(() => pageWindow({ page: 0, pageSize: 10 })).toThrow('page must be a whole number of at least 1.');
    expect(pageWindow({ page: 1001, pageSize: 100 }).offset).toBe(MAX_OFFSET);
    expect(() => pageWindow({ page: 1002, pageSize: 100 })).toThrow(
      'page must be at most 1001 at this page size: narrow the filter or change the sort to reach older items.',
    );
    expect(() => pageWindow({ page: 2 ** 31, pageSize: 10 })).toThrow(/page must be at most 10001/);
  });

  it('checks a limit (1-100, a default when left out) and an offset (0-MAX_OFFSET)', () => {
    expect(listWindow(undefined)).toEqual({ limit: 100, offset: 0 });
    expect(listWindow(null, null, 20)).toEqual({ limit: 20, offset: 0 });
    expect(listWindow(5, 10)).toEqual({ limit: 5, offset: 10 });
    for (const limit of [0, -1, 101, 1.5, Number.NaN]) {
      expect(() => listWindow(limit)).toThrow('limit must be a whole number from 1 to 100.');
    }
    for (const offset of [-1, MAX_OFFSET + 1, 0.5]) {
      expect(() => listWindow(10, offset)).toThrow('offset must be a whole number from 0 to 100000.');
    }
  });
});
