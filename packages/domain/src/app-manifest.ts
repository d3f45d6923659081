// The installable app (issue 8): the web app manifest and its icons, drawn from a brand's name
// and two colours (SPEC §3: `color` and `colorText`, hex without '#'). Tessera's own brand by
// default (the web build writes it), an activity's when the customer belongs to it or arrived
// through its link (the API serves it). Pure: the PNG's compression is handed in, node:zlib's
// `deflateSync` on both sides.
import { z } from 'zod';
import { luminance, rgbOf } from './colors.ts';

export interface Brand {
  name: string;
  /** Background, hex without '#'. */
  color: string;
  /** Text and marks on the background, hex without '#'. */
  colorText: string;
}

/** Tessera's own brand: the colours of the favicon and of the sign-in background. */
export const TESSERA_BRAND: Brand = { name: 'Tessera', color: '37474F', colorText: 'FFB300' };
export const TESSERA_DESCRIPTION = 'Tessera: la carta fedeltà dei tuoi negozi preferiti';
/** An activity's app, in the default language (SPEC: Italian). */
export const activityAppDescription = (name: string) => `La carta fedeltà di ${name}`;

/** The icons every manifest lists, by file name: two sizes, a maskable one and a vector one. */
export const APP_ICONS = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'maskable-512.png', size: 512, purpose: 'maskable' },
  { file: 'icon.svg', size: 0, purpose: 'any' },
] as const;

export type AppIconFile = (typeof APP_ICONS)[number]['file'];
export const APP_ICON_FILES = APP_ICONS.map((i) => i.file) as [AppIconFile, ...AppIconFile[]];

const HEX = /^[0-9a-f]{6}$/i;

/** The brand with its colours checked: a colour that is not 6 hex digits falls back to Tessera's. */
export function brandOf(name: string, color?: string | null, colorText?: string | null): Brand {
  const bg = color && HEX.test(color) ? color.toUpperCase() : TESSERA_BRAND.color;
  let fg = colorText && HEX.test(colorText) ? colorText.toUpperCase() : TESSERA_BRAND.colorText;
  // A mark the colour of its background would vanish: white or black, whichever reads.
  if (fg === bg) fg = luminance(rgbOf(bg)) > 0.4 ? '000000' : 'FFFFFF';
  return { name: name.trim() || TESSERA_BRAND.name, color: bg, colorText: fg };
}

/** Chromium shows at most about 12 characters under an icon: the first word when it is longer. */
export function shortNameOf(name: string): string {
  if (name.length <= 12) return name;
  const first = name.split(/\s+/)[0] ?? name;
  return first.length <= 12 ? first : first.slice(0, 12);
}

/** What the manifests say (the fields Chromium needs to install, and the brand). */
export const webAppManifestSchema = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  lang: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  background_color: z.string(),
  theme_color: z.string(),
  icons: z.array(
    z.object({
      src: z.string(),
      sizes: z.string(),
      type: z.string(),
      purpose: z.enum(['any', 'maskable']),
    }),
  ),
});
export type WebAppManifest = z.infer<typeof webAppManifestSchema>;

/**
 * The manifest of a brand. `id` tells installed apps apart (one per activity); `iconBase` is
 * where the icons of `APP_ICONS` are served, ending in '/'.
 */
export function webAppManifest(
  brand: Brand,
  { id, iconBase, description }: { id: string; iconBase: string; description: string },
): WebAppManifest {
  return {
    id,
    name: brand.name,
    short_name: shortNameOf(brand.name),
    description,
    lang: 'it',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: `#${brand.color}`,
    theme_color: `#${brand.color}`,
    icons: APP_ICONS.map((icon) => ({
      src: `${iconBase}${icon.file}`,
      sizes: icon.size ? `${icon.size}x${icon.size}` : 'any',
      type: icon.file.endsWith('.svg') ? 'image/svg+xml' : 'image/png',
      purpose: icon.purpose,
    })),
  };
}

// The drawing: a loyalty card (the favicon's) in `colorText` with a stripe of the background,
// on a rounded square of `color`; the maskable icon fills the square and keeps the card inside
// the safe zone (the middle circle of 80 %). Sizes are fractions of the icon's side.

interface Shape {
  /** Corner radius of the background (0: full bleed). */
  corner: number;
  cardWidth: number;
}
const ANY: Shape = { corner: 0.18, cardWidth: 0.625 };
const MASKABLE: Shape = { corner: 0, cardWidth: 0.5 };

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
  r: number;
}

function layout(shape: Shape, side: number) {
  const w = shape.cardWidth * side;
  const h = w * 0.63;
  const card = { x: (side - w) / 2, y: (side - h) / 2, w, h, r: w * 0.12 };
  const stripe = { x: card.x, y: card.y + h * 0.22, w, h: h * 0.17, r: 0 };
  return { background: { x: 0, y: 0, w: side, h: side, r: shape.corner * side }, card, stripe };
}

/** The icon as SVG (any size). */
export function appIconSvg(brand: Brand, maskable = false): string {
  const { background, card, stripe } = layout(maskable ? MASKABLE : ANY, 512);
  const rect = (r: Rect, fill: string) =>
    `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" rx="${r.r}" fill="#${fill}"/>`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">',
    rect(background, brand.color),
    rect(card, brand.colorText),
    rect(stripe, brand.color),
    '</svg>',
  ].join('');
}

/** The icon as a PNG of `size` pixels, anti-aliased; `deflate` is zlib's (RFC 1950). */
export function appIconPng(
  brand: Brand,
  size: number,
  maskable: boolean,
  deflate: (data: Uint8Array) => Uint8Array,
): Uint8Array {
  const { background, card, stripe } = layout(maskable ? MASKABLE : ANY, size);
  const [bg, fg] = [rgbOf(brand.color), rgbOf(brand.colorText)];
  const row = size * 4 + 1;
  const pixels = new Uint8Array(row * size);
  for (let y = 0; y < size; y++) {
    pixels[y * row] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const [px, py] = [x + 0.5, y + 0.5];
      const alpha = coverage(background, px, py);
      // The stripe is the background showing through the card.
      const mark = coverage(card, px, py) * (1 - coverage(stripe, px, py));
      const at = y * row + 1 + x * 4;
      for (let c = 0; c < 3; c++) {
        pixels[at + c] = Math.round((bg[c] as number) * (1 - mark) + (fg[c] as number) * mark);
      }
      pixels[at + 3] = Math.round(alpha * 255);
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, size);
  view.setUint32(4, size);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, no interlace
  return concat([
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflate(pixels)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** How much of the pixel centred on (px, py) the rounded rectangle covers, 0 to 1. */
function coverage(r: Rect, px: number, py: number): number {
  const hw = r.w / 2;
  const hh = r.h / 2;
  const qx = Math.abs(px - (r.x + hw)) - hw + r.r;
  const qy = Math.abs(py - (r.y + hh)) - hh + r.r;
  const distance =
    Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r.r;
  return Math.min(1, Math.max(0, 0.5 - distance));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 255] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
