import type { CSSProperties } from 'react';

/**
 * The mails' look: the storefront's colours (web/src/theme/theme.ts), system fonts only (no web
 * fonts to download), inline styles on every element (mail clients drop most <style> blocks; the
 * dark-mode block in the layout only refines what they keep).
 */
export const COLORS = {
  page: '#f6f4ef',
  card: '#ffffff',
  text: '#1b1d23',
  muted: '#4b5060',
  border: '#d9d5cc',
  primary: '#1d3557',
  onPrimary: '#ffffff',
  summary: '#f6f4ef',
} as const;

export const FONT =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Apple SD Gothic Neo', 'Malgun Gothic', 'Hiragino Sans', 'Microsoft JhengHei', sans-serif";

/** Long words (e-mail addresses, links) wrap instead of widening a 320 px screen. */
const wrap: CSSProperties = { overflowWrap: 'anywhere', wordBreak: 'break-word' };

export const S = {
  body: { margin: 0, padding: 0, backgroundColor: COLORS.page, fontFamily: FONT, color: COLORS.text },
  container: { width: '100%', maxWidth: '600px', margin: '0 auto' },
  header: { backgroundColor: COLORS.primary, padding: '18px 20px' },
  brand: { margin: 0, fontSize: '20px', lineHeight: '28px', fontWeight: 700, color: COLORS.onPrimary },
  content: { backgroundColor: COLORS.card, padding: '24px 20px' },
  heading: {
    margin: '0 0 16px',
    fontSize: '22px',
    lineHeight: '30px',
    fontWeight: 700,
    color: COLORS.text,
    ...wrap,
  },
  paragraph: { margin: '0 0 16px', fontSize: '16px', lineHeight: '24px', color: COLORS.text, ...wrap },
  summary: {
    backgroundColor: COLORS.summary,
    border: `1px solid ${COLORS.border}`,
    borderRadius: '8px',
    padding: '12px 16px',
    margin: '0 0 20px',
  },
  fact: { margin: '8px 0', ...wrap },
  label: { fontSize: '13px', lineHeight: '18px', color: COLORS.muted },
  value: { fontSize: '16px', lineHeight: '22px', fontWeight: 600, color: COLORS.text },
  sectionTitle: {
    margin: '20px 0 8px',
    fontSize: '17px',
    lineHeight: '24px',
    fontWeight: 700,
    color: COLORS.text,
  },
  button: {
    display: 'inline-block',
    maxWidth: '100%',
    boxSizing: 'border-box',
    backgroundColor: COLORS.primary,
    color: COLORS.onPrimary,
    borderRadius: '6px',
    padding: '12px 20px',
    fontSize: '16px',
    lineHeight: '22px',
    fontWeight: 600,
    textDecoration: 'none',
    textAlign: 'center',
    ...wrap,
  },
  link: { color: COLORS.primary, textDecoration: 'underline', ...wrap },
  list: { margin: '0 0 16px', paddingLeft: '20px', fontSize: '16px', lineHeight: '24px', color: COLORS.text },
  footer: { padding: '20px', fontSize: '13px', lineHeight: '20px', color: COLORS.muted },
  footerText: { margin: '0 0 8px', fontSize: '13px', lineHeight: '20px', color: COLORS.muted, ...wrap },
  pre: {
    margin: '0 0 16px',
    fontSize: '16px',
    lineHeight: '24px',
    whiteSpace: 'pre-wrap',
    color: COLORS.text,
    ...wrap,
  },
} satisfies Record<string, CSSProperties>;

/**
 * Dark mode for the clients that honour it (Apple Mail, iOS, Outlook.com...): the classes below
 * sit beside the inline styles. Clients that invert colours on their own get light-on-dark anyway,
 * because every text colour is set on a background it contrasts with.
 */
export const DARK_MODE_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .mail-body, .mail-footer { background-color: #121418 !important; }
  .mail-content { background-color: #1c2028 !important; }
  .mail-summary { background-color: #262b35 !important; border-color: #3a4150 !important; }
  .mail-body p, .mail-body h1, .mail-body li, .mail-body td { color: #ecebe7 !important; }
  .mail-body .mail-value { color: #ecebe7 !important; }
  .mail-body .mail-muted { color: #b8bcc6 !important; }
  .mail-body a.mail-link { color: #9cc3ff !important; }
  .mail-header { background-color: #0f1d30 !important; }
}
`;
