import { jest } from '@jest/globals';
import { openSchedule, subscribeSchedule } from './scheduleBridge';

describe('schedule bridge', () => {
  it('passes the experience id to every subscriber until it unsubscribes', () => {
    const first = jest.fn();
    const second = jest.fn();
    const stopFirst = subscribeSchedule(first);
    const stopSecond = subscribeSchedule(second);

    expect(openSchedule(4)).toBe(true);
    expect(first).toHaveBeenCalledWith(4, {});
    expect(second).toHaveBeenCalledWith(4, {});

    stopFirst();
    const dates = { from: '2026-06-22', to: '2026-06-24' };
    openSchedule(5, { dates });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenLastCalledWith(5, { dates });
    stopSecond();
  });

  it('reports when nobody listens yet', () => {
    expect(openSchedule(1)).toBe(false);
  });
});
