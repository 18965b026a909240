export { theme, contrastPairs, PHONE_QUERY } from './theme';
export type { AppTheme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { contrastRatio, relativeLuminance } from './contrast';
