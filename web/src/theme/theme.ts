/**
 * Design tokens. Every text/background pair listed in `contrastPairs` meets WCAG AA
 * (4.5:1 for body text); theme.test.ts checks it so a colour change cannot silently break it.
 */
const colors = {
  text: '#1b1d23',
  textMuted: '#4b5060',
  textInverse: '#ffffff',
  background: '#ffffff',
  surface: '#f6f4ef',
  surfaceRaised: '#ffffff',
  border: '#d9d5cc',
  /** Borders of inputs and controls: 3:1 against the background (WCAG 1.4.11). */
  borderStrong: '#767676',
  primary: '#1d3557',
  primaryHover: '#16283f',
  accent: '#b3261e',
  link: '#1f4fbf',
  focus: '#1f4fbf',
  danger: '#b3261e',
  dangerHover: '#8f1e18',
  success: '#1e6b3a',
  overlay: 'rgba(15, 18, 25, 0.55)',
  /** Text and outlines of states that wait on someone (pending, unpaid, a caution). */
  warning: '#8a5a00',
  /** A state that is fine but unusual (overpaid). */
  info: '#1f4f8a',
  /** A state that asks for a second look (a deposit possibly recorded already). */
  notice: '#6b3fa0',
  /** A fill level close to full (the Tour orange). */
  caution: '#c2410c',
  /** Filled rating stars. */
  rating: '#a15c00',
  /** Light grounds of a good and a bad mark (the schedule preview's open and closed days). */
  successSurface: '#e7f4ec',
  dangerSurface: '#fbe9e7',
  /** A search result's title and address, as the search engine shows them (the SEO preview). */
  searchTitle: '#1a0dab',
  searchUrl: '#006621',
  /** Behind a video that has not painted yet. */
  video: '#000000',
} as const;

/**
 * Controls and text drawn over pictures and video (the home carousel, review photos and reels):
 * white and near-black veils whose contrast does not depend on the picture.
 */
const overMedia = {
  foreground: '#ffffff',
  button: 'rgba(255, 255, 255, 0.92)',
  buttonHover: '#ffffff',
  veil: 'rgba(255, 255, 255, 0.75)',
  control: 'rgba(15, 18, 25, 0.7)',
  controlHover: 'rgba(15, 18, 25, 0.9)',
  badge: 'rgba(15, 18, 25, 0.6)',
  hover: 'rgba(0, 0, 0, 0.25)',
  outline: 'rgba(0, 0, 0, 0.6)',
  iconShadow: 'rgba(0, 0, 0, 0.7)',
  textShadow: 'rgba(0, 0, 0, 0.5)',
  /** Dark enough behind a caption's first line for white text (3:1, large text) on any picture. */
  captionScrim:
    'linear-gradient(to top, rgba(10, 14, 22, 0.85), rgba(10, 14, 22, 0.6) 65%, rgba(10, 14, 22, 0))',
} as const;

/** The picture a carousel slide falls back to: a diagonal from the primary blue to the accent red. */
const fallbackPicture = {
  from: colors.primary,
  middle: '#35527a',
  to: colors.accent,
  line: '#ffffff',
} as const;

/** Category colours (spec: Tour red/orange, Tickets blue, Experience green); white text passes AA on each. */
const category = {
  Tour: '#c2410c',
  Tickets: '#1d4ed8',
  Experience: '#15803d',
} as const;

const space = {
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '16px',
  lg: '24px',
  xl: '32px',
  xxl: '48px',
  xxxl: '64px',
} as const;

/** Layout targets 360–1440 px; these are min-width breakpoints. */
const breakpoints = {
  mobile: 360,
  tablet: 768,
  desktop: 1024,
  wide: 1440,
} as const;

/** Below the tablet breakpoint: phones, where the admin kit stacks (cards, drawer, full-screen dialogs). */
export const PHONE_QUERY = `(max-width: ${breakpoints.tablet - 0.02}px)`;

const media = {
  phone: `@media ${PHONE_QUERY}`,
  tablet: `@media (min-width: ${breakpoints.tablet}px)`,
  desktop: `@media (min-width: ${breakpoints.desktop}px)`,
  wide: `@media (min-width: ${breakpoints.wide}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

const fonts = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Apple SD Gothic Neo', 'Hiragino Sans', 'Microsoft JhengHei', sans-serif",
  heading:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Apple SD Gothic Neo', 'Hiragino Sans', 'Microsoft JhengHei', sans-serif",
} as const;

const fontSizes = {
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.5rem',
  xxl: '2rem',
  display: 'clamp(2rem, 5vw, 3.25rem)',
} as const;

const radii = { sm: '4px', md: '8px', lg: '16px', pill: '999px' } as const;

const shadows = {
  sm: '0 1px 2px rgba(15, 18, 25, 0.12)',
  md: '0 4px 16px rgba(15, 18, 25, 0.16)',
  lg: '0 12px 40px rgba(15, 18, 25, 0.24)',
  /** A bar fixed to the bottom of the screen, lifted off the page. */
  bottomBar: '0 -4px 16px rgba(15, 18, 25, 0.08)',
} as const;

const zIndices = { header: 100, drawer: 200, modal: 300, toast: 400 } as const;

export const theme = {
  colors,
  category,
  overMedia,
  fallbackPicture,
  space,
  breakpoints,
  media,
  fonts,
  fontSizes,
  radii,
  shadows,
  zIndices,
  /** The smallest touch target the admin kit gives a control on phones (WCAG 2.5.5). */
  touchTarget: '44px',
  maxContentWidth: '1200px',
  headerHeight: '64px',
} as const;

export type AppTheme = typeof theme;

/** Foreground/background pairs used for text in the UI; each must reach 4.5:1. */
export const contrastPairs: ReadonlyArray<readonly [name: string, fg: string, bg: string]> = [
  ['text on background', colors.text, colors.background],
  ['text on surface', colors.text, colors.surface],
  ['muted text on background', colors.textMuted, colors.background],
  ['muted text on surface', colors.textMuted, colors.surface],
  ['link on background', colors.link, colors.background],
  // The About and Contact heroes: a gradient from surface to background under these.
  ['primary on surface', colors.primary, colors.surface],
  ['accent on surface', colors.accent, colors.surface],
  ['accent on background', colors.accent, colors.background],
  ['inverse on primary', colors.textInverse, colors.primary],
  ['inverse on primary hover', colors.textInverse, colors.primaryHover],
  ['inverse on danger', colors.textInverse, colors.danger],
  ['inverse on success', colors.textInverse, colors.success],
  ['inverse on Tour', colors.textInverse, category.Tour],
  ['inverse on Tickets', colors.textInverse, category.Tickets],
  ['inverse on Experience', colors.textInverse, category.Experience],
  ['control border on background', colors.borderStrong, colors.background],
  ['warning on background', colors.warning, colors.background],
  ['info on background', colors.info, colors.background],
  ['notice on background', colors.notice, colors.background],
];
