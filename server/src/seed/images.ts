import sharp from '../modules/media/sharp.js';
import type { ImageStorage } from '../platform/storage/storage.types.js';
import { random } from './random.js';

/**
 * Demo artwork: abstract SVG compositions (gradients, ridges, hanok roofs, per-tag motifs) rendered
 * to WebP by sharp. No text, so no font is needed; deterministic per name, so a re-run draws the same
 * picture and files that already exist are left alone.
 */

export type ArtTheme = 'Experience' | 'Tour' | 'Tickets' | 'Article' | 'Promo';
export type ArtMotif =
  'K-Sool' | 'K-Pop' | 'K-Drama' | 'K-Food' | 'K-Trend' | 'temple' | 'palace' | 'market' | 'night';

export interface ArtSpec {
  /** File name without directory, e.g. demo-makgeolli-class.webp. */
  filename: string;
  width: number;
  height: number;
  theme: ArtTheme;
  motif: ArtMotif;
  /** Adds a play button (video review thumbnails). */
  play?: boolean;
}

/** The public address of a stored upload (served by the images route). */
export const imageUrl = (filename: string) => `/api/images/${filename}`;

interface Palette {
  sky: [string, string, string];
  ridge: [string, string, string];
  glow: string;
}

const PALETTES: Record<ArtTheme, Palette[]> = {
  Experience: [
    { sky: ['#0e3b36', '#2f7d62', '#f1d18a'], ridge: ['#1d5a4a', '#164538', '#0c2a22'], glow: '#ffe9a8' },
    { sky: ['#1c4d3a', '#6aa77f', '#f6e7c1'], ridge: ['#3f7d5c', '#285c43', '#143528'], glow: '#fff3cf' },
  ],
  Tour: [
    { sky: ['#4a1220', '#c2452d', '#f7b267'], ridge: ['#8c2f25', '#5e1d1d', '#331012'], glow: '#ffd59e' },
    { sky: ['#3b1530', '#d35d3a', '#ffc97a'], ridge: ['#9a3b32', '#612433', '#2f1322'], glow: '#ffe2a6' },
  ],
  Tickets: [
    { sky: ['#0a1440', '#2f4fc9', '#8fb8ff'], ridge: ['#24389a', '#172768', '#0b1438'], glow: '#cfe0ff' },
    { sky: ['#140b3f', '#5b3fd1', '#9fc2ff'], ridge: ['#3d2c9a', '#271c6b', '#120c38'], glow: '#e0d6ff' },
  ],
  Article: [
    { sky: ['#2b2d42', '#8d99ae', '#edf2f4'], ridge: ['#5c677d', '#3c4559', '#1f2433'], glow: '#ffffff' },
    { sky: ['#3d2b1f', '#b08968', '#ede0d4'], ridge: ['#7f5539', '#5e3e29', '#38241a'], glow: '#fff4e6' },
  ],
  Promo: [
    { sky: ['#3a0ca3', '#f72585', '#ffd6e8'], ridge: ['#7209b7', '#560bad', '#3a0ca3'], glow: '#fff0f6' },
    { sky: ['#003049', '#d62828', '#fcbf49'], ridge: ['#780000', '#5a0c0c', '#2b0606'], glow: '#fff3c4' },
  ],
};

const ACCENTS: Record<ArtMotif, string> = {
  'K-Sool': '#f4ecd6',
  'K-Pop': '#ff4fa3',
  'K-Drama': '#ffd166',
  'K-Food': '#ef476f',
  'K-Trend': '#06d6a0',
  temple: '#f2a541',
  palace: '#e63946',
  market: '#ffb703',
  night: '#a8dadc',
};

const f = (n: number) => n.toFixed(1);

/** Separates the part of a motif drawn behind the ridges from the part drawn in front. */
const FRONT = '<!--front-->';

/** A mountain ridge across the full width, from baseline y with the given amplitude. */
function ridge(
  r: () => number,
  w: number,
  h: number,
  y: number,
  amp: number,
  fill: string,
  opacity: number,
): string {
  const steps = 7;
  let d = `M0 ${f(h)} L0 ${f(y + (r() - 0.5) * amp)}`;
  for (let i = 1; i <= steps; i++) {
    const x = (w * i) / steps;
    const cx = x - w / steps / 2;
    const cy = y - amp * (0.4 + r() * 0.9);
    d += ` Q${f(cx)} ${f(cy)} ${f(x)} ${f(y + (r() - 0.5) * amp * 0.6)}`;
  }
  d += ` L${f(w)} ${f(h)} Z`;
  return `<path d="${d}" fill="${fill}" opacity="${opacity}"/>`;
}

/** A hanok (giwa) roof with upturned eaves over a simple wooden body. */
function hanok(cx: number, base: number, w: number, color: string, accent: string): string {
  const h = w * 0.42;
  const y = base - h * 0.55;
  const roof =
    `M${f(cx - w / 2)} ${f(y - h * 0.28)}` +
    ` Q${f(cx - w * 0.38)} ${f(y + h * 0.04)} ${f(cx - w * 0.22)} ${f(y)}` +
    ` L${f(cx + w * 0.22)} ${f(y)}` +
    ` Q${f(cx + w * 0.38)} ${f(y + h * 0.04)} ${f(cx + w / 2)} ${f(y - h * 0.28)}` +
    ` Q${f(cx + w * 0.33)} ${f(y - h * 0.3)} ${f(cx + w * 0.24)} ${f(y - h * 0.62)}` +
    ` L${f(cx - w * 0.24)} ${f(y - h * 0.62)}` +
    ` Q${f(cx - w * 0.33)} ${f(y - h * 0.3)} ${f(cx - w / 2)} ${f(y - h * 0.28)} Z`;
  const bodyW = w * 0.5;
  const cols = [0, 1, 2, 3, 4]
    .map((i) => {
      const x = cx - bodyW / 2 + (bodyW * i) / 4 - w * 0.006;
      return `<rect x="${f(x)}" y="${f(y)}" width="${f(w * 0.012)}" height="${f(base - y)}" fill="${accent}" opacity="0.75"/>`;
    })
    .join('');
  return (
    `<rect x="${f(cx - bodyW / 2)}" y="${f(y)}" width="${f(bodyW)}" height="${f(base - y)}" fill="${color}" opacity="0.9"/>` +
    cols +
    `<rect x="${f(cx - bodyW * 0.58)}" y="${f(base - h * 0.06)}" width="${f(bodyW * 1.16)}" height="${f(h * 0.08)}" fill="${color}"/>` +
    `<path d="${roof}" fill="${color}"/>` +
    `<path d="M${f(cx - w * 0.24)} ${f(y - h * 0.62)} L${f(cx + w * 0.24)} ${f(y - h * 0.62)}" stroke="${accent}" stroke-width="${f(w * 0.01)}" opacity="0.8"/>`
  );
}

function motifLayer(
  motif: ArtMotif,
  r: () => number,
  w: number,
  h: number,
  accent: string,
  dark: string,
): string {
  const s = Math.min(w, h);
  switch (motif) {
    case 'K-Pop': {
      // Stage beams and light-stick rings.
      const beams = Array.from({ length: 5 }, (_, i) => {
        const x = w * (0.1 + i * 0.2 + (r() - 0.5) * 0.08);
        const spread = w * (0.08 + r() * 0.06);
        return `<polygon points="${f(x)},0 ${f(x - spread)},${f(h)} ${f(x + spread)},${f(h)}" fill="${accent}" opacity="${(0.08 + r() * 0.1).toFixed(2)}"/>`;
      }).join('');
      const rings = Array.from({ length: 14 }, () => {
        const x = r() * w;
        const y = h * (0.62 + r() * 0.35);
        const rad = s * (0.012 + r() * 0.02);
        return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rad)}" fill="none" stroke="${accent}" stroke-width="${f(rad * 0.45)}" opacity="0.85"/>`;
      }).join('');
      return beams + FRONT + rings;
    }
    case 'K-Sool': {
      // A moon jar and two small cups.
      const cx = w * (0.62 + r() * 0.16);
      const base = h * 0.86;
      const jh = s * 0.5;
      const jw = jh * 0.86;
      const jar =
        `M${f(cx - jw * 0.16)} ${f(base - jh)} L${f(cx + jw * 0.16)} ${f(base - jh)}` +
        ` L${f(cx + jw * 0.14)} ${f(base - jh * 0.94)}` +
        ` C${f(cx + jw * 0.72)} ${f(base - jh * 0.86)} ${f(cx + jw * 0.7)} ${f(base - jh * 0.1)} ${f(cx + jw * 0.2)} ${f(base)}` +
        ` L${f(cx - jw * 0.2)} ${f(base)}` +
        ` C${f(cx - jw * 0.7)} ${f(base - jh * 0.1)} ${f(cx - jw * 0.72)} ${f(base - jh * 0.86)} ${f(cx - jw * 0.14)} ${f(base - jh * 0.94)} Z`;
      const cup = (x: number) =>
        `<path d="M${f(x - s * 0.05)} ${f(base - s * 0.07)} L${f(x + s * 0.05)} ${f(base - s * 0.07)} L${f(x + s * 0.035)} ${f(base)} L${f(x - s * 0.035)} ${f(base)} Z" fill="${accent}" opacity="0.9"/>`;
      return (
        `<path d="${jar}" fill="${accent}" opacity="0.95"/>` +
        `<ellipse cx="${f(cx - jw * 0.18)}" cy="${f(base - jh * 0.6)}" rx="${f(jw * 0.07)}" ry="${f(jh * 0.16)}" fill="#ffffff" opacity="0.45"/>` +
        cup(cx - jw * 0.75) +
        cup(cx - jw * 0.55)
      );
    }
    case 'K-Food': {
      // A steaming bowl and scattered garnish.
      const cx = w * (0.35 + r() * 0.3);
      const cy = h * 0.7;
      const rad = s * 0.26;
      const steam = [-1, 0, 1]
        .map((k) => {
          const x = cx + k * rad * 0.35;
          return `<path d="M${f(x)} ${f(cy - rad * 0.15)} q${f(rad * 0.15)} ${f(-rad * 0.25)} 0 ${f(-rad * 0.5)} t0 ${f(-rad * 0.5)}" fill="none" stroke="#ffffff" stroke-width="${f(s * 0.012)}" stroke-linecap="round" opacity="0.55"/>`;
        })
        .join('');
      const dots = Array.from({ length: 18 }, () => {
        const x = r() * w;
        const y = h * (0.82 + r() * 0.16);
        return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * (0.006 + r() * 0.012))}" fill="${r() > 0.5 ? accent : '#9ad16b'}" opacity="0.9"/>`;
      }).join('');
      return (
        steam +
        `<path d="M${f(cx - rad)} ${f(cy)} A${f(rad)} ${f(rad * 0.95)} 0 0 0 ${f(cx + rad)} ${f(cy)} Z" fill="${dark}"/>` +
        `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rad)}" ry="${f(rad * 0.16)}" fill="${accent}"/>` +
        `<rect x="${f(cx - rad * 0.9)}" y="${f(cy + rad * 0.35)}" width="${f(rad * 1.8)}" height="${f(rad * 0.06)}" fill="${accent}" opacity="0.8"/>` +
        dots
      );
    }
    case 'K-Drama': {
      // A film strip crossing the frame.
      const y = h * (0.18 + r() * 0.1);
      const bandH = h * 0.2;
      const frames = Array.from({ length: 9 }, (_, i) => {
        const x = (w / 8) * i - w * 0.04;
        return `<rect x="${f(x + w * 0.01)}" y="${f(y + bandH * 0.18)}" width="${f(w / 8 - w * 0.02)}" height="${f(bandH * 0.64)}" rx="${f(s * 0.01)}" fill="${accent}" opacity="${(0.25 + r() * 0.45).toFixed(2)}"/>`;
      }).join('');
      const holes = Array.from({ length: 32 }, (_, i) => {
        const x = (w / 32) * i + w / 80;
        return (
          `<rect x="${f(x)}" y="${f(y + bandH * 0.04)}" width="${f(w / 90)}" height="${f(bandH * 0.08)}" fill="#ffffff" opacity="0.6"/>` +
          `<rect x="${f(x)}" y="${f(y + bandH * 0.88)}" width="${f(w / 90)}" height="${f(bandH * 0.08)}" fill="#ffffff" opacity="0.6"/>`
        );
      }).join('');
      return `<g transform="rotate(-6 ${f(w / 2)} ${f(y)})"><rect x="${f(-w * 0.1)}" y="${f(y)}" width="${f(w * 1.2)}" height="${f(bandH)}" fill="${dark}" opacity="0.85"/>${frames}${holes}</g>`;
    }
    case 'K-Trend': {
      // A grid of rounded tiles, some filled.
      const cols = 8;
      const size = (w * 0.5) / cols;
      let out = '';
      for (let i = 0; i < cols; i++) {
        for (let j = 0; j < 4; j++) {
          const x = w * 0.45 + i * size;
          const y = h * 0.12 + j * size;
          const filled = r() > 0.55;
          out += `<rect x="${f(x)}" y="${f(y)}" width="${f(size * 0.82)}" height="${f(size * 0.82)}" rx="${f(size * 0.22)}" fill="${filled ? accent : 'none'}" stroke="${accent}" stroke-width="${f(size * 0.05)}" opacity="${filled ? '0.85' : '0.5'}"/>`;
        }
      }
      return out;
    }
    case 'temple': {
      // Lotus lanterns on a line.
      const y = h * 0.22;
      const line = `<path d="M0 ${f(y - h * 0.05)} Q${f(w / 2)} ${f(y + h * 0.06)} ${f(w)} ${f(y - h * 0.05)}" stroke="${dark}" stroke-width="${f(s * 0.004)}" fill="none"/>`;
      const lanterns = Array.from({ length: 9 }, (_, i) => {
        const x = (w / 9) * (i + 0.5);
        const ly = y + Math.sin((i / 8) * Math.PI) * h * 0.05 + s * 0.05;
        const c = ['#ff6b6b', '#ffd166', '#f78fb3', '#7bdff2'][Math.floor(r() * 4)];
        return `<ellipse cx="${f(x)}" cy="${f(ly)}" rx="${f(s * 0.035)}" ry="${f(s * 0.045)}" fill="${c}" opacity="0.92"/><ellipse cx="${f(x)}" cy="${f(ly - s * 0.01)}" rx="${f(s * 0.015)}" ry="${f(s * 0.02)}" fill="#ffffff" opacity="0.35"/>`;
      }).join('');
      return line + lanterns;
    }
    case 'palace': {
      // Dancheong-like colour bands.
      const y = h * 0.08;
      const colors = ['#2a9d8f', '#e63946', '#f4a261', '#264653', '#e9c46a'];
      return colors
        .map(
          (c, i) =>
            `<rect x="0" y="${f(y + i * h * 0.018)}" width="${f(w)}" height="${f(h * 0.014)}" fill="${c}" opacity="0.55"/>`,
        )
        .join('');
    }
    case 'market': {
      // A scalloped stall awning along the top edge, as if looking out from under it.
      const n = 7;
      const depth = h * 0.13;
      return Array.from({ length: n }, (_, i) => {
        const x = (w / n) * i;
        const c = i % 2 ? accent : '#ffffff';
        return `<path d="M${f(x)} 0 L${f(x + w / n)} 0 L${f(x + w / n)} ${f(depth)} Q${f(x + w / n / 2)} ${f(depth * 1.45)} ${f(x)} ${f(depth)} Z" fill="${c}" opacity="0.88"/>`;
      }).join('');
    }
    case 'night': {
      const stars = Array.from({ length: 60 }, () => {
        return `<circle cx="${f(r() * w)}" cy="${f(r() * h * 0.55)}" r="${f(s * (0.002 + r() * 0.004))}" fill="#ffffff" opacity="${(0.4 + r() * 0.6).toFixed(2)}"/>`;
      }).join('');
      // A city skyline with a tower.
      let sky = '';
      let x = 0;
      while (x < w) {
        const bw = w * (0.03 + r() * 0.05);
        const bh = h * (0.12 + r() * 0.22);
        sky += `<rect x="${f(x)}" y="${f(h * 0.78 - bh)}" width="${f(bw)}" height="${f(bh + h * 0.22)}" fill="${dark}" opacity="0.9"/>`;
        x += bw + w * 0.004;
      }
      const tx = w * (0.2 + r() * 0.6);
      const tower = `<rect x="${f(tx - w * 0.004)}" y="${f(h * 0.2)}" width="${f(w * 0.008)}" height="${f(h * 0.4)}" fill="${dark}"/><ellipse cx="${f(tx)}" cy="${f(h * 0.38)}" rx="${f(w * 0.022)}" ry="${f(h * 0.02)}" fill="${dark}"/><circle cx="${f(tx)}" cy="${f(h * 0.2)}" r="${f(s * 0.006)}" fill="${accent}"/>`;
      return stars + tower + sky;
    }
  }
}

/** The SVG for one picture. */
export function composeArt(spec: ArtSpec): string {
  const { width: w, height: h } = spec;
  const r = random(spec.filename).next;
  const palettes = PALETTES[spec.theme];
  const p = palettes[Math.floor(r() * palettes.length)];
  const accent = ACCENTS[spec.motif];
  const s = Math.min(w, h);
  const sunX = w * (0.15 + r() * 0.7);
  const sunY = h * (0.2 + r() * 0.2);
  const sunR = s * (0.12 + r() * 0.1);
  const angle = Math.floor(r() * 40) - 20;

  const parts: string[] = [];
  parts.push(
    `<defs>` +
      `<linearGradient id="sky" x1="0" y1="0" x2="0.25" y2="1" gradientTransform="rotate(${angle} 0.5 0.5)">` +
      `<stop offset="0" stop-color="${p.sky[0]}"/><stop offset="0.55" stop-color="${p.sky[1]}"/><stop offset="1" stop-color="${p.sky[2]}"/>` +
      `</linearGradient>` +
      `<radialGradient id="glow"><stop offset="0" stop-color="${p.glow}" stop-opacity="0.95"/><stop offset="0.45" stop-color="${p.glow}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>` +
      `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient>` +
      `</defs>`,
  );
  parts.push(`<rect width="${w}" height="${h}" fill="url(#sky)"/>`);
  parts.push(`<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR * 2.2)}" fill="url(#glow)"/>`);
  parts.push(
    `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR * 0.55)}" fill="${p.glow}" opacity="0.9"/>`,
  );
  // Soft floating circles.
  for (let i = 0; i < 7; i++) {
    parts.push(
      `<circle cx="${f(r() * w)}" cy="${f(r() * h * 0.6)}" r="${f(s * (0.02 + r() * 0.08))}" fill="#ffffff" opacity="${(0.04 + r() * 0.08).toFixed(2)}"/>`,
    );
  }
  const behind = ['K-Trend', 'K-Drama', 'palace', 'temple'].includes(spec.motif);
  const [back, front] = ((m: string) => (m.includes(FRONT) ? m.split(FRONT) : behind ? [m, ''] : ['', m]))(
    motifLayer(spec.motif, r, w, h, accent, p.ridge[2]),
  );
  parts.push(back);
  parts.push(ridge(r, w, h, h * 0.58, h * 0.16, p.ridge[0], 0.55));
  parts.push(ridge(r, w, h, h * 0.68, h * 0.12, p.ridge[1], 0.75));
  if (
    spec.motif !== 'night' &&
    spec.motif !== 'K-Pop' &&
    spec.motif !== 'K-Food' &&
    spec.theme !== 'Tickets'
  ) {
    const hx = w * (0.18 + r() * 0.25);
    parts.push(hanok(hx, h * 0.86, Math.min(w * 0.42, h * 0.7), p.ridge[2], accent));
  }
  parts.push(ridge(r, w, h, h * 0.86, h * 0.05, p.ridge[2], 0.95));
  parts.push(front);
  if (spec.theme === 'Tickets') {
    // Ticket stub outline with punched notches.
    const tw = w * 0.34;
    const th = h * 0.22;
    const tx = w - tw - w * 0.06;
    const ty = h * 0.1;
    parts.push(
      `<rect x="${f(tx)}" y="${f(ty)}" width="${f(tw)}" height="${f(th)}" rx="${f(s * 0.02)}" fill="#ffffff" opacity="0.16" stroke="#ffffff" stroke-opacity="0.6" stroke-width="${f(s * 0.004)}" stroke-dasharray="${f(s * 0.012)} ${f(s * 0.01)}"/>`,
    );
  }
  parts.push(`<rect width="${w}" height="${h}" fill="url(#shade)"/>`);
  if (spec.play) {
    const c = s * 0.11;
    parts.push(
      `<circle cx="${f(w / 2)}" cy="${f(h / 2)}" r="${f(c)}" fill="#000000" opacity="0.45"/>` +
        `<polygon points="${f(w / 2 - c * 0.35)},${f(h / 2 - c * 0.5)} ${f(w / 2 + c * 0.55)},${f(h / 2)} ${f(w / 2 - c * 0.35)},${f(h / 2 + c * 0.5)}" fill="#ffffff" opacity="0.95"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${parts.join('')}</svg>`;
}

async function runLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++];
      await work(item);
    }
  });
  await Promise.all(workers);
}

/**
 * Renders every picture the upload store does not hold yet into it (the local directory or the
 * S3 bucket). The store writes each file whole, so an interrupted run never leaves half an image.
 */
export async function ensureImages(
  store: ImageStorage,
  specs: ArtSpec[],
): Promise<{ created: number; existing: number }> {
  const unique = new Map(specs.map((s) => [s.filename, s]));
  const absent = await store.missing([...unique.keys()]);
  const missing = [...unique.values()].filter((s) => absent.has(s.filename));
  await runLimited(missing, 4, async (spec) => {
    const data = await sharp(Buffer.from(composeArt(spec)))
      .webp({ quality: 80, effort: 1 })
      .toBuffer();
    await store.put(spec.filename, data);
  });
  return { created: missing.length, existing: unique.size - missing.length };
}
