import { safeHref } from './safeUrl';

describe('safeHref', () => {
  it('keeps same-site paths and http(s) addresses', () => {
    expect(safeHref('/experiences?category=Tour')).toBe('/experiences?category=Tour');
    expect(safeHref(' https://example.com/a ')).toBe('https://example.com/a');
    expect(safeHref('http://example.com')).toBe('http://example.com/');
  });

  it('drops script, data and protocol-relative links', () => {
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('JaVaScRiPt:alert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,<script>')).toBeUndefined();
    expect(safeHref('//evil.example.com')).toBeUndefined();
    expect(safeHref('/\\evil.example.com')).toBeUndefined();
    expect(safeHref('')).toBeUndefined();
    expect(safeHref(null)).toBeUndefined();
  });
});
