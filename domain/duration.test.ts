import { formatDuration, localizeDuration, parseDurationMinutes } from './duration.js';

describe('duration text', () => {
  it.each([
    ['90min', 90],
    ['2hrs', 120],
    ['1hr', 60],
    ['1.5hrs', 90],
    ['3 hours', 180],
    ['1 hour', 60],
    ['2h 30m', 150],
    ['2h30m', 150],
    ['1hr 20min', 80],
    ['1 hour and 30 minutes', 90],
    ['45 mins', 45],
    ['  2 HRS ', 120],
    ['90 MIN', 90],
    ['3시간', 180],
    ['1시간 30분', 90],
    ['2時間', 120],
    ['1時間30分', 90],
    ['1小時30分鐘', 90],
    ['９０分', 90],
  ])('reads %j as %i minutes', (text, minutes) => {
    expect(parseDurationMinutes(text)).toBe(minutes);
  });

  it.each([
    '',
    'half day',
    '2-3 hours',
    'about 2 hours',
    '0min',
    '2 days',
    'hrs',
    '30min 1hr',
    'and 30min',
    'schedule',
  ])('does not read %j', (text) => {
    expect(parseDurationMinutes(text)).toBeNull();
  });

  it.each([
    [90, 'en', '1 hour 30 minutes'],
    [120, 'en', '2 hours'],
    [60, 'en', '1 hour'],
    [1, 'en', '1 minute'],
    [45, 'en', '45 minutes'],
    [90, 'ja', '1時間30分'],
    [120, 'ja', '2時間'],
    [45, 'ja', '45分'],
    [90, 'zh-Hant', '1小時30分鐘'],
    [120, 'zh-Hant', '2小時'],
    [90, 'ko', '1시간 30분'],
    [120, 'ko', '2시간'],
    [40, 'ko', '40분'],
  ])('writes %i minutes in %s as %j', (minutes, locale, text) => {
    expect(formatDuration(minutes, locale)).toBe(text);
  });

  it('localises what it reads and keeps the rest as entered', () => {
    expect(localizeDuration('90min', 'ja')).toBe('1時間30分');
    expect(localizeDuration('2hrs', 'zh-Hant')).toBe('2小時');
    expect(localizeDuration('2hrs', 'en')).toBe('2 hours');
    expect(localizeDuration('1.5hrs', 'ko')).toBe('1시간 30분');
    expect(localizeDuration('Half day (morning)', 'ja')).toBe('Half day (morning)');
  });
});
