/**
 * A short, language-neutral name of the device a user agent describes ("Chrome 131 · macOS"), or
 * null when it names nothing known. Enough to tell one's sessions apart, not an inventory: the
 * brands are checked most specific first (Edge, Whale, Samsung Internet and Opera also say Chrome;
 * Chrome also says Safari).
 */
const BROWSERS: readonly [string, RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Whale', /\bWhale\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Opera', /\b(?:OPR|OPiOS)\/(\d+)/],
  ['KakaoTalk', /\bKAKAOTALK\b/i],
  ['Naver', /\bNAVER\(inapp/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//],
  ['curl', /^curl\/(\d+)/],
];

const SYSTEMS: readonly [string, RegExp][] = [
  ['iPad', /\biPad\b/],
  ['iPhone', /\biPhone\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMacintosh\b|\bMac OS X\b/],
  ['Linux', /\bLinux\b/],
];

export function deviceName(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const browser = BROWSERS.map(([name, pattern]) => {
    const match = pattern.exec(userAgent);
    return match ? (match[1] ? `${name} ${match[1]}` : name) : null;
  }).find(Boolean);
  const system = SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0];
  const parts = [browser, system].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}
