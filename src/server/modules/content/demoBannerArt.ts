import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Language } from '../../../shared/locales';

/**
 * The demo banners' pictures, drawn as SVG in code (nothing fetched or downloaded): a gradient, a
 * motif for the banner's subject (coins and a gift box, numbered balls, a bank and a clock) and
 * its lettering. Served as data URLs, a few kilobytes each.
 */
export type BannerMotif = 'bonus' | 'powerball' | 'maintenance';

/**
 * A font drawn inside the picture. An SVG shown as an image may load no font of the page, only
 * the viewer's system fonts, and many systems (Linux desktops, this project's test machines) have
 * no Thai face: the Thai pictures carry the Thai slice of the font the site ships
 * (`@fontsource-variable/noto-sans-thai`, about 27 KB), so their lettering reads everywhere.
 */
interface EmbeddedFont {
  family: string;
  woff2: string;
}
const require = createRequire(import.meta.url);
let thai: EmbeddedFont | null = null;
export function bannerFontFor(lang: Language): EmbeddedFont | null {
  if (lang !== 'th') return null;
  thai ??= {
    family: 'Banner Thai',
    woff2: readFileSync(
      require.resolve('@fontsource-variable/noto-sans-thai/files/noto-sans-thai-thai-wght-normal.woff2'),
    ).toString('base64'),
  };
  return thai;
}

/**
 * A line's width in ems, roughly: a Hangul, kana or CJK glyph is one em, a Thai vowel or tone mark
 * above or below its consonant none, other letters about half.
 */
const ems = (line: string) =>
  [...line].reduce(
    (w, c) =>
      w +
      (/[\u1100-\u11ff\u3000-\u9fff\uac00-\ud7af]/.test(c)
        ? 1
        : /[\u0e31\u0e34-\u0e3a\u0e47-\u0e4e]/.test(c)
          ? 0
          : 0.56),
    0,
  );

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const coin = (x: number, y: number, r: number) =>
  `<g transform="translate(${x} ${y})"><circle r="${r}" fill="#f6c744" stroke="#b8860b" stroke-width="${r / 8}"/>` +
  `<circle r="${r * 0.7}" fill="none" stroke="#fff3b0" stroke-width="${r / 12}"/>` +
  `<text font-family="sans-serif" font-weight="900" font-size="${r}" fill="#b8860b" text-anchor="middle" dy="${r * 0.35}">₩</text></g>`;

const ball = (x: number, y: number, r: number, colour: string, n: number) =>
  `<g transform="translate(${x} ${y})"><circle r="${r}" fill="${colour}"/><circle r="${r * 0.55}" fill="#fff"/>` +
  `<circle cx="${-r * 0.35}" cy="${-r * 0.4}" r="${r * 0.2}" fill="#fff" opacity=".5"/>` +
  `<text font-family="sans-serif" font-weight="900" font-size="${r * 0.7}" fill="#222" text-anchor="middle" dy="${r * 0.25}">${n}</text></g>`;

/** The motif, drawn in a box of `size` whose top-left is (x, y). */
function motif(kind: BannerMotif, x: number, y: number, size: number): string {
  const s = size / 100;
  const at = (body: string) => `<g transform="translate(${x} ${y}) scale(${s})">${body}</g>`;
  if (kind === 'bonus')
    return at(
      // a gift box with a ribbon, coins around it
      `<rect x="25" y="42" width="50" height="40" rx="3" fill="#e53935"/><rect x="21" y="32" width="58" height="13" rx="3" fill="#ef5350"/>` +
        `<rect x="46" y="32" width="8" height="50" fill="#ffd54f"/>` +
        `<path d="M50 32 C38 14 24 22 36 32 Z M50 32 C62 14 76 22 64 32 Z" fill="#ffd54f"/>` +
        coin(14, 78, 10) +
        coin(86, 72, 12) +
        coin(84, 24, 8),
    );
  if (kind === 'powerball')
    return at(
      ball(30, 38, 20, '#1e88e5', 7) +
        ball(70, 30, 16, '#43a047', 3) +
        ball(62, 72, 22, '#e53935', 9) +
        ball(22, 80, 12, '#fdd835', 1),
    );
  return at(
    // a bank with columns and a clock
    `<path d="M10 38 L50 14 L90 38 Z" fill="#fff" opacity=".9"/><rect x="14" y="40" width="72" height="6" fill="#fff" opacity=".9"/>` +
      [20, 38, 56, 74]
        .map((cx) => `<rect x="${cx}" y="48" width="8" height="30" fill="#fff" opacity=".85"/>`)
        .join('') +
      `<rect x="10" y="80" width="80" height="7" fill="#fff" opacity=".9"/>` +
      `<circle cx="78" cy="78" r="17" fill="#263238" stroke="#fff" stroke-width="3"/>` +
      `<path d="M78 67 V78 L86 83" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  );
}

/**
 * A banner picture as a data URL. A wide banner puts the lettering left and the motif right; a
 * tall one (a popup) the motif above the lettering. Lines (split on \n) are sized so the longest
 * fits its column: the first line large, the others smaller.
 */
export function bannerArt(
  kind: BannerMotif,
  width: number,
  height: number,
  colours: [string, string],
  words: string,
  font: EmbeddedFont | null = null,
) {
  const lines = words.split('\n').map(escapeXml);
  const wide = width > height;
  const column = wide ? width * 0.58 : width * 0.86;
  // The first line is drawn 1.6 times the size of the others: each must fit the column.
  const fits = lines.map((l, i) => column / Math.max(ems(l), 1) / (i === 0 ? 1 : 0.62));
  const big = Math.floor(Math.min(height / (wide ? 5.5 : 9), ...fits));
  const small = Math.round(big * 0.62);
  const textX = wide ? Math.round(width * 0.07) : Math.round(width / 2);
  const motifSize = wide ? height * 0.78 : width * 0.62;
  const top = wide ? height / 2 - ((lines.length - 1) * small * 1.35) / 2 : height * 0.6;
  const tspans = lines
    .map(
      (l, i) =>
        `<tspan x="${textX}" y="${Math.round(top + (i === 0 ? 0 : big * 0.4 + i * small * 1.35))}" font-size="${i === 0 ? big : small}"${i === 0 ? '' : ' font-weight="600" opacity=".9"'}>${l}</tspan>`,
    )
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    (font
      ? `<style>@font-face{font-family:'${font.family}';font-weight:100 900;src:url(data:font/woff2;base64,${font.woff2}) format('woff2')}</style>`
      : '') +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient>` +
    `<radialGradient id="l" cx=".8" cy=".3" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/><rect width="100%" height="100%" fill="url(#l)"/>` +
    Array.from({ length: 14 }, (_, i) => {
      const cx = (i * 397) % width;
      const cy = (i * 211) % height;
      return `<circle cx="${cx}" cy="${cy}" r="${2 + (i % 3)}" fill="#fff" opacity=".35"/>`;
    }).join('') +
    motif(
      kind,
      wide ? width - motifSize - width * 0.06 : (width - motifSize) / 2,
      wide ? (height - motifSize) / 2 : height * 0.06,
      motifSize,
    ) +
    `<text fill="#fff" font-family="${font ? `'${font.family}',` : ''}Pretendard,'Noto Sans KR','Noto Sans JP','Noto Sans SC','Noto Sans Thai',sans-serif" font-weight="800" text-anchor="${wide ? 'start' : 'middle'}" dominant-baseline="middle">${tspans}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
