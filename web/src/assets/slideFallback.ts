// The picture shown when a carousel slide's image fails to load: an inline SVG (no request
// that could fail too; the CSP allows data: images), in the theme's colours.
import { theme } from '@/theme';

const { from, middle, to, line } = theme.fallbackPicture;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="700" viewBox="0 0 1600 700">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${from}"/><stop offset="0.55" stop-color="${middle}"/><stop offset="1" stop-color="${to}"/>
</linearGradient></defs>
<rect width="1600" height="700" fill="url(#g)"/>
<g fill="none" stroke="${line}" stroke-opacity="0.18" stroke-width="6">
<circle cx="800" cy="350" r="150"/><path d="M650 350a75 75 0 0 1 150 0a75 75 0 0 0 150 0"/>
</g></svg>`;

export const SLIDE_FALLBACK_SRC = `data:image/svg+xml,${encodeURIComponent(svg)}`;
