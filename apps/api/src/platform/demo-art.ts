// Demo seed only: the demo's pictures drawn by code (issue 25, "Pictures"). Products on a
// studio background, dishes on the trattoria's table, rooms and shelves for the galleries and
// shop banners, a scratch card for a campaign. No fonts and no text (a label is a few bars), no
// randomness: the same input draws the same file, each under 6 KB.

/** A colour as the seeds write it: six hex digits, no '#'. */
export type Hex = string;

export const PRODUCT_KINDS = [
  'bottle',
  'jar',
  'dropper',
  'brush',
  'headband',
  'clip',
  'pouch',
  'scrunchie',
  'tshirt',
  'kimono',
  'hoodie',
  'apron',
] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const DISH_KINDS = [
  'pasta-ragu',
  'lasagne',
  'tortelloni',
  'tortellini-broth',
  'passatelli',
  'cutlet',
  'meatballs',
  'grilled-veg',
  'board',
  'trifle',
  'rice-cake',
] as const;
export type DishKind = (typeof DISH_KINDS)[number];
export const isDishKind = (kind: string): kind is DishKind =>
  (DISH_KINDS as readonly string[]).includes(kind);

export const SCENE_KINDS = [
  'salon',
  'tools',
  'trattoria',
  'lunch',
  'boutique',
  'shelf',
  'takeaway',
] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

// ---- colours and numbers ----------------------------------------------------------------------

/** '#rrggbb' from a seed's hex (with or without '#'); anything else is a mistake in the seed. */
function hex(c: string) {
  const h = c.replace(/^#/, '').toLowerCase();
  if (!/^[0-9a-f]{6}$/.test(h)) throw new Error(`demo-art: not a colour: ${c}`);
  return `#${h}`;
}
const rgbOf = (c: string) => [1, 3, 5].map((i) => Number.parseInt(hex(c).slice(i, i + 2), 16));
/** a → b by t (0…1). */
function mix(a: string, b: string, t: number) {
  const [x, y] = [rgbOf(a), rgbOf(b)];
  return `#${x
    .map((v, i) =>
      Math.round(v + ((y[i] ?? 0) - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
/** Lighter (k > 0, towards white) or darker (k < 0, towards black). */
const tone = (c: string, k: number) => (k >= 0 ? mix(c, '#ffffff', k) : mix(c, '#000000', -k));
/** Brightness 0…1. */
function lum(c: string) {
  const [r = 0, g = 0, b = 0] = rgbOf(c);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}
/** `want`, unless it would not show on `on`: then dark or white. */
const inkOn = (on: string, want: string) =>
  Math.abs(lum(on) - lum(want)) > 0.28 ? want : lum(on) > 0.55 ? '#3a3a3a' : '#ffffff';

/** A number as short as it may be written: whole, or to a hundredth with `fine` (".5", not "0.5"). */
const n = (v: number, fine = false) =>
  String(fine ? Math.round(v * 100) / 100 : Math.round(v) || 0).replace(/^(-?)0\./, '$1.');
/** Numbers of a path, spaced only where they must be ("4 5-6"). */
const cat = (...parts: string[]) =>
  parts.reduce((s, p) => s + (s && !p.startsWith('-') ? ' ' : '') + p, '');
/** A point of a path. */
const xy = (x: number, y: number) => cat(n(x), n(y));

/** The same numbers in the same order for the same seed (mulberry32). */
function numbers(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---- the drawing: definitions written once ----------------------------------------------------

type Stop = [offset: number, color: string, opacity?: number];

/** One picture being drawn: its <defs>, each written once and named in order. */
class Art {
  private readonly made = new Map<string, string>();
  private readonly defs: string[] = [];

  /** The id of a definition; `$` in its markup is where the id goes. */
  def(markup: string) {
    let id = this.made.get(markup);
    if (id === undefined) {
      id = `a${this.made.size.toString(36)}`;
      this.made.set(markup, id);
      this.defs.push(markup.replace('$', id));
    }
    return id;
  }

  url(markup: string) {
    return `url(#${this.def(markup)})`;
  }

  /** A linear gradient from (x1, y1) to (x2, y2) of the box it paints. */
  lin(stops: Stop[], [x1, y1, x2, y2] = [0, 0, 1, 0]) {
    const at = `${x1 ? ` x1="${x1}"` : ''}${y1 ? ` y1="${y1}"` : ''}${x2 === 1 ? '' : ` x2="${x2}"`}${y2 ? ` y2="${y2}"` : ''}`;
    return this.url(`<linearGradient id="$"${at}>${stopsOf(stops)}</linearGradient>`);
  }

  /** A radial gradient of the box it paints, lit from (fx, fy). */
  rad(stops: Stop[], fx = 0.5, fy = 0.5) {
    const at = fx === 0.5 && fy === 0.5 ? '' : ` fx="${fx}" fy="${fy}"`;
    return this.url(`<radialGradient id="$"${at}>${stopsOf(stops)}</radialGradient>`);
  }

  /** A shape defined once and drawn by `<use>` with these attributes. */
  use(shape: string, attrs: string) {
    return `<use href="#${this.def(shape.replace(/^<(\w+)/, '<$1 id="$"'))}" ${attrs}/>`;
  }

  svg(w: number, h: number, body: string, view = `0 0 ${w} ${h}`) {
    const defs = this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '';
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${view}">${defs}${body}</svg>`;
  }
}

const stopsOf = (stops: Stop[]) =>
  stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${n(o, true)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${n(a, true)}"`}/>`,
    )
    .join('');

// ---- shared pieces ----------------------------------------------------------------------------

/** Light and shade round a cylinder standing up (or lying down: `across`). */
const cyl = (a: Art, c: string, across = false) =>
  a.lin(
    [
      [0, tone(c, -0.38)],
      [0.18, tone(c, -0.06)],
      [0.38, tone(c, 0.3)],
      [0.56, c],
      [0.86, tone(c, -0.22)],
      [1, tone(c, -0.42)],
    ],
    across ? [0, 0, 0, 1] : [0, 0, 1, 0],
  );
/** Cloth or board lit from the top left. */
const soft = (a: Art, c: string) =>
  a.lin(
    [
      [0, tone(c, 0.14)],
      [1, tone(c, -0.16)],
    ],
    [0, 0, 1, 1],
  );
const metal = (a: Art) =>
  a.lin([
    [0, '#80878e'],
    [0.45, '#f4f6f8'],
    [0.6, '#c6cbd0'],
    [1, '#737a81'],
  ]);
const gold = (a: Art) =>
  a.lin(
    [
      [0, '#8a6a1c'],
      [0.45, '#f4dc8a'],
      [1, '#9c7a24'],
    ],
    [0, 0, 1, 1],
  );
/** A soft shadow on the floor. */
const shadow = (a: Art, cx: number, cy: number, rx: number, ry: number, k = 0.32) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${a.rad([
    [0, '#000', k],
    [1, '#000', 0],
  ])}"/>`;
/** A vertical streak of light on glass or plastic. */
const gloss = (a: Art, x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}" fill="${a.lin(
    [
      [0, '#fff', 0],
      [0.25, '#fff', 0.55],
      [0.8, '#fff', 0.35],
      [1, '#fff', 0],
    ],
    [0, 0, 0, 1],
  )}"/>`;
/** A garment's shadow on the table it lies on. */
const lifted = (a: Art) =>
  a.def(
    '<filter id="$" x="-20%" y="-20%" width="140%" height="150%"><feGaussianBlur in="SourceAlpha" stdDeviation="9"/><feOffset dy="10"/><feComponentTransfer><feFuncA type="linear" slope=".3"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>',
  );
/** Dots (zero-length strokes), one path for many: round inside a `stroke-linecap="round"` group. */
function dots(points: [number, number][], color: string, size: number, opacity = 1) {
  const d = points.map(([x, y]) => `M${xy(x, y)}h0`).join('');
  return `<path d="${d}" stroke="${color}" stroke-width="${size}"${opacity < 1 ? ` opacity="${n(opacity, true)}"` : ''}/>`;
}
/** What `dots` draw is round in here. */
const ROUND = 'stroke-linecap="round"';
/** `count` points scattered in a disc (or ring from `inner`) round (0, 0). */
function scatter(seed: number, count: number, radius: number, inner = 0, squash = 1) {
  const r = numbers(seed);
  return Array.from({ length: count }, (): [number, number] => {
    const t = r() * Math.PI * 2;
    const d = inner + Math.sqrt(r()) * (radius - inner);
    return [Math.cos(t) * d, Math.sin(t) * d * squash];
  });
}
/** A point `d` away from (0, 0) at angle `t`, as "x y". */
const pt = (d: number, t: number) => xy(Math.cos(t) * d, Math.sin(t) * d);
/** `count` points scattered in a w × h box centred on (0, 0). */
function spread(seed: number, count: number, w: number, h: number) {
  const r = numbers(seed);
  return Array.from({ length: count }, (): [number, number] => [(r() - 0.5) * w, (r() - 0.5) * h]);
}
/** `count` points along the edge of a w × h box centred on (0, 0). */
function edge(seed: number, count: number, w: number, h: number) {
  const r = numbers(seed);
  return Array.from({ length: count }, (): [number, number] => {
    const t = r() * 2 * (w + h);
    if (t < w) return [t - w / 2, -h / 2];
    if (t < w + h) return [w / 2, t - w - h / 2];
    if (t < 2 * w + h) return [t - w - h - w / 2, h / 2];
    return [-w / 2, t - 2 * w - h - h / 2];
  });
}
/** Points moved by (dx, dy). */
const moved = (points: [number, number][], dx: number, dy: number) =>
  points.map(([x, y]): [number, number] => [x + dx, y + dy]);
/** A closed smooth outline through `count` points round (0, 0), a little uneven. */
function blob(seed: number, count: number, rx: number, ry: number, uneven = 0.12) {
  const r = numbers(seed);
  const pts = Array.from({ length: count }, (_, i) => {
    const t = (i / count) * Math.PI * 2;
    const k = 1 - uneven + r() * uneven * 2;
    return [Math.cos(t) * rx * k, Math.sin(t) * ry * k] as const;
  });
  const mid = (i: number) => {
    const [p, q] = [pts[i % count] ?? [0, 0], pts[(i + 1) % count] ?? [0, 0]];
    return xy((p[0] + q[0]) / 2, (p[1] + q[1]) / 2);
  };
  let d = `M${mid(0)}`;
  for (let i = 1; i <= count; i++) {
    const p = pts[i % count] ?? [0, 0];
    d += `Q${cat(xy(p[0], p[1]), mid(i))}`;
  }
  return `${d}Z`;
}

// ---- products ---------------------------------------------------------------------------------

export interface ProductPicture {
  kind: ProductKind;
  /** The item's colour. */
  color: Hex;
  /** The brand's colour: caps, lids, labels and prints (made to show on the item). */
  accent?: Hex;
  /** Tortoiseshell (a clip) or melange (a sweatshirt). */
  mottled?: boolean;
  /** 'detail': a close look at the same product. */
  view?: 'front' | 'detail';
}

interface Look {
  c: string;
  accent: string;
  mottled: boolean;
}

/** A label as printed on a bottle: an emblem and lines where the words would be. */
function label(x: number, y: number, w: number, h: number, ink: string, paper = '#fffdf8') {
  const cx = x + w / 2;
  const ey = y + h * 0.27;
  const e = w * 0.12;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="5" fill="${paper}" opacity=".93"/><circle cx="${n(cx)}" cy="${n(ey)}" r="${n(e * 1.2)}" fill="none" stroke="${ink}" stroke-width="2.5"/><path d="M${n(cx)} ${n(ey - e * 0.75)}q${n(e * 0.7)} ${n(e * 0.75)} 0 ${n(e * 1.5)}q${n(-e * 0.7)} ${n(-e * 0.75)} 0 ${n(-e * 1.5)}z" fill="${ink}"/><rect x="${n(cx - w * 0.32)}" y="${n(y + h * 0.52)}" width="${n(w * 0.64)}" height="7" rx="3.5" fill="${ink}"/><rect x="${n(cx - w * 0.22)}" y="${n(y + h * 0.52 + 14)}" width="${n(w * 0.44)}" height="4" rx="2" fill="${ink}" opacity=".55"/><rect x="${n(cx - w * 0.28)}" y="${n(y + h * 0.84)}" width="${n(w * 0.56)}" height="3" rx="1.5" fill="${ink}" opacity=".4"/>`;
}

/** Bottles' bodies, on the product stage. */
const BOTTLE = 'M222 232q0-34 34-42h88q34 8 34 42v254q0 20-20 20H242q-20 0-20-20z';
const DROPPER = 'M240 262q0-26 26-30h68q26 4 26 30v226q0 18-18 18h-84q-18 0-18-18z';
/** Dark glass with the oil's colour in it. */
const amber = (c: string) => tone(mix(c, '#7a3e0a', 0.45), -0.15);
/** Garments laid flat, on the product stage. */
const TEE =
  '<path d="M250 118Q300 158 350 118L440 146Q490 170 522 250L470 286L424 246L428 498Q300 508 172 498L176 246L130 286L78 250Q110 170 160 146Z"/>';
const KIMONO =
  '<path d="M232 108H368L502 140Q522 150 518 170L510 322Q506 336 490 336L402 330L412 522H188L198 330L110 336Q94 336 90 322L82 170Q78 150 98 140Z"/>';
const HOODIE =
  '<path d="M215 150H385Q440 160 470 200L520 440Q522 456 506 460L472 466Q458 468 454 452L420 300L426 506Q300 516 174 506L180 300L146 452Q142 468 128 466L94 460Q78 456 80 440L130 200Q160 160 215 150Z"/>';
const APRON =
  '<path d="M240 130H360L366 250Q384 266 424 272L444 520Q300 536 156 520L176 272Q216 266 234 250Z"/>';

/** Each product drawn on a 600 × 600 stage, standing on the floor at y ≈ 505. */
const PRODUCTS: Record<ProductKind, (a: Art, l: Look) => string> = {
  bottle: (a, { c, accent }) =>
    shadow(a, 300, 506, 125, 16) +
    `<rect x="270" y="150" width="60" height="50" fill="${cyl(a, tone(accent, -0.2))}"/>` +
    `<path d="M252 166h96l-4-58q0-12-12-12h-64q-12 0-12 12z" fill="${cyl(a, accent)}"/>` +
    `<rect x="253" y="128" width="94" height="4" fill="#000" opacity=".18"/>` +
    `<path d="${BOTTLE}" fill="${cyl(a, c)}"/>` +
    label(240, 282, 120, 150, inkOn('#fffdf8', accent)) +
    gloss(a, 238, 206, 14, 280),

  jar: (a, { c, accent }) =>
    shadow(a, 300, 502, 160, 18) +
    `<rect x="172" y="300" width="256" height="202" rx="30" fill="${cyl(a, c)}"/>` +
    `<rect x="176" y="312" width="248" height="10" fill="#000" opacity=".12"/>` +
    label(206, 344, 188, 118, inkOn('#fffdf8', accent)) +
    `<rect x="162" y="250" width="276" height="66" rx="14" fill="${cyl(a, accent)}"/>` +
    `<rect x="162" y="250" width="276" height="66" rx="14" fill="${a.url('<pattern id="$" width="9" height="9" patternUnits="userSpaceOnUse"><rect width="3" height="9" fill="#000" opacity=".13"/></pattern>')}"/>` +
    `<rect x="172" y="255" width="256" height="5" rx="2.5" fill="#fff" opacity=".4"/>` +
    gloss(a, 188, 330, 16, 150),

  dropper: (a, { c, accent }) => {
    const glass = amber(c);
    return (
      shadow(a, 300, 507, 95, 13) +
      `<rect x="278" y="204" width="44" height="34" fill="${cyl(a, tone(glass, -0.2))}"/>` +
      `<path d="${DROPPER}" fill="${cyl(a, glass)}"/>` +
      `<path d="M278 174v-50q0-38 22-38t22 38v50z" fill="${cyl(a, '#2b2b2b')}"/>` +
      `<rect x="268" y="168" width="64" height="46" rx="6" fill="${gold(a)}"/>` +
      label(254, 318, 92, 122, inkOn('#f6ecd6', accent), '#f6ecd6') +
      gloss(a, 250, 248, 10, 236) +
      `<path d="M452 412q-26 36-26 54a26 26 0 0 0 52 0q0-18-26-54z" fill="${cyl(a, c)}"/>` +
      `<ellipse cx="443" cy="466" rx="5" ry="9" fill="#fff" opacity=".6"/>` +
      shadow(a, 452, 496, 34, 6)
    );
  },

  brush: (a, { c }) => {
    const bristle = a.url(
      `<pattern id="$" width="9" height="128" x="112" y="236" patternUnits="userSpaceOnUse"><path d="M4.5 2v30M4.5 96v30" stroke="#3a3a3a" stroke-width="2.2"/><path d="M4.5 3h0M4.5 125h0" stroke="${tone(c, -0.1)}" stroke-width="5" stroke-linecap="round"/></pattern>`,
    );
    const vents = a.url(
      '<pattern id="$" width="24" height="68" x="112" y="266" patternUnits="userSpaceOnUse"><rect x="6" y="14" width="12" height="40" rx="6" fill="#000" opacity=".28"/><path d="M0 12h0M0 34h0M0 56h0" stroke="#3a3a3a" stroke-width="5" stroke-linecap="round"/></pattern>',
    );
    return (
      shadow(a, 320, 478, 235, 20, 0.26) +
      `<g transform="rotate(-28 320 300)">` +
      `<rect x="112" y="236" width="250" height="128" rx="16" fill="${bristle}"/>` +
      `<rect x="110" y="266" width="254" height="68" rx="8" fill="${a.lin(
        [
          [0, '#8d949b'],
          [0.3, '#f5f7f8'],
          [0.55, '#c3c8cd'],
          [1, '#6f767d'],
        ],
        [0, 0, 0, 1],
      )}"/>` +
      `<rect x="110" y="266" width="254" height="68" rx="8" fill="${vents}"/>` +
      `<rect x="96" y="274" width="24" height="52" rx="9" fill="${cyl(a, c, true)}"/>` +
      `<rect x="356" y="258" width="28" height="84" rx="9" fill="${cyl(a, tone(c, -0.12), true)}"/>` +
      `<path d="M380 277h152q23 0 23 23t-23 23H380z" fill="${cyl(a, c, true)}"/>` +
      `<rect x="392" y="283" width="140" height="6" rx="3" fill="#fff" opacity=".3"/>` +
      `<ellipse cx="533" cy="300" rx="8" ry="6" fill="#000" opacity=".45"/></g>`
    );
  },

  headband: (a, { c }) =>
    shadow(a, 300, 474, 200, 16) +
    `<path d="M118 456C102 258 194 150 300 150S498 258 482 456q-8 14-24 6C460 292 390 226 300 226S140 292 142 462q-16 8-24-6z" fill="${a.lin(
      [
        [0, tone(c, -0.42)],
        [0.2, tone(c, -0.05)],
        [0.34, tone(c, 0.24)],
        [0.5, c],
        [0.66, tone(c, 0.2)],
        [0.8, tone(c, -0.05)],
        [1, tone(c, -0.42)],
      ],
    )}"/>` +
    `<path d="M132 440C122 266 210 180 300 178S478 266 468 440" fill="none" stroke="#fff" stroke-width="14" opacity=".14"/>` +
    `<path d="M244 158q56-46 112 0l8 64q-64 30-128 0z" fill="${a.rad(
      [
        [0, tone(c, 0.32)],
        [0.6, c],
        [1, tone(c, -0.38)],
      ],
      0.4,
      0.3,
    )}"/>` +
    `<path d="M266 152q34 30 68 0M258 216q42-24 84 0M300 136v90" fill="none" stroke="${tone(c, -0.4)}" stroke-width="4" opacity=".55"/>`,

  clip: (a, { c, mottled }) => {
    // Five teeth fanned out under a rounded grip, the other jaw's behind them.
    let teeth = '';
    for (let i = 0; i < 5; i++) {
      teeth += `<path transform="translate(${200 + i * 50} 286) rotate(${(2 - i) * 9})" d="M-17 0C-18 50-12 96-5 118Q0 128 6 118C12 96 18 50 17 0Z"/>`;
    }
    const shape = `<g><path d="M166 236Q300 180 434 236Q444 270 426 306Q300 266 174 306Q156 270 166 236Z"/>${teeth}</g>`;
    const spots = a.url(
      '<pattern id="$" width="110" height="96" patternUnits="userSpaceOnUse"><ellipse cx="22" cy="18" rx="22" ry="11" fill="#2a160b" opacity=".6"/><ellipse cx="80" cy="40" rx="18" ry="10" fill="#e0a25a" opacity=".5"/><ellipse cx="40" cy="66" rx="26" ry="12" fill="#3b2313" opacity=".55"/><ellipse cx="96" cy="84" rx="14" ry="9" fill="#2a160b" opacity=".6"/><ellipse cx="8" cy="86" rx="10" ry="7" fill="#e0a25a" opacity=".45"/></pattern>',
    );
    return (
      shadow(a, 306, 440, 160, 14) +
      a.use(shape, `fill="${tone(c, -0.32)}" transform="matrix(-1 0 0 1 625 -16)"`) +
      a.use(shape, `fill="${soft(a, c)}"`) +
      (mottled ? a.use(shape, `fill="${spots}"`) : '') +
      a.use(
        shape,
        `fill="${a.lin([
          [0, '#fff', 0],
          [0.3, '#fff', 0.5],
          [0.55, '#fff', 0],
        ])}"`,
      ) +
      `<rect x="244" y="206" width="112" height="26" rx="13" fill="${metal(a)}"/>` +
      `<path d="M252 219h96" stroke="#5d646b" stroke-width="20" stroke-dasharray="2 6"/>`
    );
  },

  pouch: (a, { c }) => {
    const body =
      '<path d="M142 262Q300 238 458 262Q480 370 466 472Q300 500 134 472Q120 370 142 262Z"/>';
    const zip = '<path d="M150 272Q300 250 450 272" fill="none"/>';
    return (
      shadow(a, 300, 488, 190, 18) +
      a.use(body, `fill="${soft(a, c)}"`) +
      a.use(
        body,
        `fill="${a.lin([
          [0, '#000', 0.24],
          [0.14, '#000', 0],
          [0.86, '#000', 0],
          [1, '#000', 0.24],
        ])}"`,
      ) +
      `<path d="M142 262Q300 238 458 262l2 24Q300 262 140 286z" fill="${tone(c, -0.14)}"/>` +
      a.use(zip, 'stroke="#b8902a" stroke-width="10"') +
      a.use(zip, 'stroke="#6f5210" stroke-width="5" stroke-dasharray="2 3"') +
      `<path d="M168 304Q196 390 170 452" stroke="#fff" stroke-width="18" stroke-linecap="round" opacity=".16"/>` +
      `<path d="M152 454Q300 482 448 454" fill="none" stroke="${tone(c, 0.35)}" stroke-width="2" stroke-dasharray="7 5"/>` +
      `<rect x="274" y="376" width="52" height="14" rx="3" fill="${gold(a)}"/>` +
      `<g transform="rotate(10 410 266)"><rect x="402" y="258" width="18" height="18" rx="3" fill="${gold(a)}"/><rect x="404" y="274" width="14" height="42" rx="6" fill="${gold(a)}"/><circle cx="411" cy="304" r="3.5" fill="${tone(c, -0.3)}"/></g>`
    );
  },

  scrunchie: (a, { c }) => {
    let puffs = '';
    for (let i = 0; i < 14; i++) {
      const t = (i / 14) * Math.PI * 2;
      const [x, y] = [Math.cos(t) * 62, Math.sin(t) * 62];
      puffs += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${i % 2 ? 34 : 40}" ry="${i % 2 ? 30 : 36}" transform="rotate(${n((t * 180) / Math.PI + 90)} ${n(x)} ${n(y)})"/>`;
    }
    const ring = a.def(`<g id="$">${puffs}</g>`);
    const one = (x: number, y: number, s: number, k: number) => {
      const col = tone(c, k);
      return (
        shadow(a, x, y + 60 * s, 120 * s, 22 * s, 0.28) +
        `<ellipse cx="${x}" cy="${y}" rx="${n(34 * s)}" ry="${n(27 * s)}" fill="${tone(col, -0.25)}"/>` +
        `<use href="#${ring}" fill="${a.rad(
          [
            [0, tone(col, 0.55)],
            [0.5, col],
            [1, tone(col, -0.32)],
          ],
          0.35,
          0.3,
        )}" transform="translate(${x} ${y}) scale(${s} ${n(s * 0.8)})"/>`
      );
    };
    return one(300, 232, 0.88, -0.06) + one(198, 362, 1, 0) + one(404, 370, 1, 0.08);
  },

  tshirt: (a, { c, accent }) => {
    const body = TEE;
    const ink = inkOn(c, accent);
    return (
      `<g filter="url(#${lifted(a)})">${a.use(body, `fill="${soft(a, c)}"`)}</g>` +
      `<path d="M256 116Q300 138 344 116Q300 150 256 116z" fill="${tone(c, -0.28)}"/>` +
      `<path d="M250 118Q300 160 350 118" fill="none" stroke="${tone(c, -0.12)}" stroke-width="11"/>` +
      `<path d="M470 286L424 246M130 286L176 246" stroke="#000" stroke-width="3" opacity=".12"/>` +
      `<path d="M462 274L512 240M138 274L88 240M178 484Q300 494 422 484" fill="none" stroke="${tone(c, -0.2)}" stroke-width="2" stroke-dasharray="6 4"/>` +
      `<path d="M214 300Q250 370 214 450M380 280Q350 340 388 420" fill="none" stroke="#000" stroke-width="22" stroke-linecap="round" opacity=".05"/>` +
      `<path d="M240 320Q270 380 244 440" fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round" opacity=".12"/>` +
      `<circle cx="352" cy="206" r="15" fill="none" stroke="${ink}" stroke-width="4"/><path d="M352 196q8 10 0 20q-8-10 0-20z" fill="${ink}"/>`
    );
  },

  kimono: (a, { c, accent }) => {
    const body = KIMONO;
    const band = inkOn(c, accent);
    return (
      `<g filter="url(#${lifted(a)})">${a.use(body, `fill="${soft(a, c)}"`)}</g>` +
      `<path d="M198 330L110 336Q94 336 90 322M402 330L490 336Q506 336 510 322" fill="none" stroke="${tone(c, -0.3)}" stroke-width="3"/>` +
      `<path d="M110 200Q150 260 140 320M490 200Q450 260 460 320M250 380Q260 450 240 510" fill="none" stroke="#000" stroke-width="16" stroke-linecap="round" opacity=".07"/>` +
      `<path d="M300 104L336 300" stroke="${tone(c, -0.35)}" stroke-width="22"/>` +
      `<path d="M256 100L324 340M344 100L316 200" stroke="${band}" stroke-width="20"/>` +
      `<rect x="200" y="318" width="200" height="26" fill="${tone(band, -0.08)}"/>` +
      `<path d="M254 330q-20 40-10 96l16-2q-2-50 10-86zM262 330q10 44 40 84l12-10q-24-36-32-76z" fill="${band}"/>` +
      `<ellipse cx="262" cy="331" rx="16" ry="14" fill="${tone(band, -0.12)}"/>` +
      `<path d="M190 508H410" stroke="${tone(c, -0.25)}" stroke-width="3"/>`
    );
  },

  hoodie: (a, { c, accent, mottled }) => {
    const body = HOODIE;
    const fleece = () =>
      a.url(
        '<pattern id="$" width="5" height="7" patternUnits="userSpaceOnUse"><rect width="1.5" height="1.5" fill="#fff" opacity=".35"/><rect x="2.5" y="3" width="1.5" height="1.5" fill="#000" opacity=".25"/><rect x="4" y="5.5" width="1" height="1" fill="#fff" opacity=".25"/></pattern>',
      );
    const rib = a.url(
      `<pattern id="$" width="6" height="10" patternUnits="userSpaceOnUse"><rect width="6" height="10" fill="${tone(c, -0.14)}"/><rect width="2" height="10" fill="#000" opacity=".14"/></pattern>`,
    );
    const string = inkOn(c, accent);
    return (
      `<g filter="url(#${lifted(a)})">` +
      `<path d="M222 154Q214 76 300 72Q386 76 378 154Q300 184 222 154Z" fill="${tone(c, -0.08)}"/>` +
      a.use(body, `fill="${soft(a, c)}"`) +
      '</g>' +
      (mottled ? a.use(body, `fill="${fleece()}"`) : '') +
      `<path d="M248 152Q300 104 352 152Q300 196 248 152Z" fill="${tone(c, -0.42)}"/>` +
      `<path d="M222 154Q300 200 378 154" fill="none" stroke="${tone(c, -0.16)}" stroke-width="8"/>` +
      `<path d="M284 176q-4 40-8 76M316 176q4 40 8 76" stroke="${string}" stroke-width="5" stroke-linecap="round"/>` +
      `<path d="M276 252v14M324 252v14" stroke="${tone(string, -0.3)}" stroke-width="6"/>` +
      `<path d="M226 362H374L398 452H202Z" fill="${tone(c, -0.06)}" stroke="${tone(c, -0.25)}" stroke-width="2" stroke-dasharray="6 4"/>` +
      `<path d="M226 362L204 442M374 362L396 442" stroke="#000" stroke-width="4" opacity=".18"/>` +
      `<path d="M176 480Q300 490 424 480L426 506Q300 516 174 506Z" fill="${rib}"/>` +
      `<path d="M94 460L128 466L132 446L98 440ZM506 460L472 466L468 446L502 440Z" fill="${rib}"/>` +
      `<path d="M196 300Q230 360 200 440M404 300Q370 360 400 440" fill="none" stroke="#000" stroke-width="18" stroke-linecap="round" opacity=".06"/>` +
      `<rect x="402" y="462" width="14" height="22" fill="${inkOn(c, accent)}"/>`
    );
  },

  apron: (a, { c }) => {
    const body = APRON;
    const linen = a.url(
      '<pattern id="$" width="4" height="4" patternUnits="userSpaceOnUse"><path d="M0 .5h4M.5 0v4" stroke="#000" stroke-width=".6" opacity=".09"/></pattern>',
    );
    const strap = tone(c, -0.18);
    return (
      `<path d="M246 134Q252 40 300 40T354 134" fill="none" stroke="${strap}" stroke-width="12"/>` +
      `<path d="M180 278Q116 292 104 390M420 278Q484 292 498 390" fill="none" stroke="${strap}" stroke-width="13" stroke-linecap="round"/>` +
      `<g filter="url(#${lifted(a)})">${a.use(body, `fill="${soft(a, c)}"`)}</g>` +
      a.use(body, `fill="${linen}"`) +
      `<path d="M246 140H354M168 508Q300 522 432 508" fill="none" stroke="${tone(c, -0.3)}" stroke-width="2" stroke-dasharray="6 4"/>` +
      `<rect x="218" y="344" width="164" height="104" rx="6" fill="${tone(c, -0.05)}" stroke="${tone(c, -0.3)}" stroke-width="2" stroke-dasharray="6 4"/>` +
      `<path d="M300 346v100" stroke="${tone(c, -0.3)}" stroke-width="2" stroke-dasharray="6 4"/>` +
      `<path d="M220 350H380" stroke="#000" stroke-width="4" opacity=".1"/>` +
      `<path d="M210 290Q236 380 206 500M390 290Q368 380 396 500" fill="none" stroke="#000" stroke-width="18" stroke-linecap="round" opacity=".05"/>`
    );
  },
};

/** Where a close look at each product points. */
const DETAIL: Record<ProductKind, [x: number, y: number]> = {
  bottle: [300, 340],
  jar: [300, 330],
  dropper: [300, 300],
  brush: [250, 330],
  headband: [300, 230],
  clip: [300, 300],
  pouch: [380, 320],
  scrunchie: [230, 350],
  tshirt: [320, 190],
  kimono: [270, 300],
  hoodie: [300, 190],
  apron: [300, 380],
};

/** The studio: a light sweep tinted by the item, lit in the middle. */
function studio(a: Art, c: string) {
  const base = lum(c) > 0.85 ? '#dcdfe6' : mix(c, '#f3f0ec', 0.86);
  return (
    `<rect width="600" height="600" fill="${a.lin(
      [
        [0, tone(base, 0.5)],
        [0.55, base],
        [1, tone(base, -0.12)],
      ],
      [0, 0, 0, 1],
    )}"/>` +
    `<ellipse cx="300" cy="290" rx="300" ry="250" fill="${a.rad([
      [0, '#fff', 0.6],
      [1, '#fff', 0],
    ])}"/>`
  );
}

/** A product on a light studio background, 600 × 600, in the item's colour. */
export function productPicture(p: ProductPicture) {
  const a = new Art();
  const c = hex(p.color);
  const look = { c, accent: hex(p.accent ?? tone(c, -0.45)), mottled: p.mottled ?? false };
  let body = PRODUCTS[p.kind](a, look);
  if (p.view === 'detail') {
    const [x, y] = DETAIL[p.kind];
    body = `<g transform="translate(300 300) scale(1.8) translate(${-x} ${-y})">${body}</g>`;
  }
  return a.svg(600, 600, studio(a, c) + body);
}

// ---- dishes -----------------------------------------------------------------------------------

export interface DishPicture {
  kind: DishKind;
  /** The trattoria's colour: the plate's rim and the napkin's checks. */
  plate?: Hex;
  /** 'square': 600 × 600 (the shop); 'wide': 480 × 320 (the menu). */
  format?: 'square' | 'wide';
}

/** How a dish is served: on a plate, in a bowl, on its own tray or board, or seen from the side. */
type Serving = 'plate' | 'bowl' | 'own' | 'side';
/** Each dish drawn round (0, 0) for a plate of radius 200 (its well 140); side views stand on (0, 0). */
const DISHES: Record<DishKind, [Serving, (a: Art, rim: string) => string]> = {
  'pasta-ragu': [
    'plate',
    (a) => {
      const r = numbers(11);
      const layers = ['', '', ''];
      for (let i = 0; i < 27; i++) {
        const t = i * 2.4 + r();
        const d0 = 24 + r() * 104;
        const sweep = 1 + r();
        const d1 = d0 * (0.75 + r() * 0.4);
        layers[i % 3] +=
          `M${pt(d0, t)}Q${cat(pt(Math.min(134, d0 * 1.25 + 8), t + sweep / 2), pt(d1, t + sweep))}`;
      }
      return (
        `<path d="${blob(9, 7, 116, 110, 0.1)}" fill="#c4893a"/>` +
        layers
          .map((d) => {
            const ribbon = `<path d="${d}" fill="none"/>`;
            return (
              a.use(ribbon, 'stroke="#a8782a" stroke-width="16"') +
              a.use(ribbon, 'stroke="#ecc566" stroke-width="12"') +
              a.use(ribbon, 'stroke="#f6dc99" stroke-width="3"')
            );
          })
          .join('') +
        `<path d="${blob(5, 13, 72, 60, 0.32)}" fill="${a.rad(
          [
            [0, '#ad4a20'],
            [0.7, '#853513'],
            [1, '#5e220b'],
          ],
          0.4,
          0.35,
        )}" stroke="#6b280e" stroke-width="6" stroke-linejoin="round"/>` +
        dots(scatter(21, 16, 84, 0, 0.9), '#5c1f0c', 9) +
        dots(scatter(22, 14, 80, 0, 0.9), '#b9582c', 8) +
        dots(scatter(23, 7, 44), '#fff', 2.5, 0.5) +
        dots(scatter(24, 16, 80), '#fff4cf', 4) +
        dots(scatter(25, 6, 64, 12), '#3f7a2a', 4)
      );
    },
  ],

  lasagne: [
    'own',
    (a, rim) =>
      `<rect x="-200" y="-34" width="400" height="62" rx="24" fill="${tone(rim, -0.1)}" filter="url(#${lifted(a)})"/>` +
      `<rect x="-166" y="-130" width="332" height="254" rx="36" fill="${a.lin(
        [
          [0, '#fdfbf7'],
          [1, '#d9d1c5'],
        ],
        [0, 0, 0.3, 1],
      )}" filter="url(#${lifted(a)})"/>` +
      `<rect x="-134" y="-100" width="268" height="194" rx="18" fill="${a.rad([
        [0, '#e7ad5a'],
        [0.65, '#c98434'],
        [1, '#8d4818'],
      ])}"/>` +
      `<rect x="-134" y="-100" width="268" height="194" rx="18" fill="none" stroke="#7a3a12" stroke-width="8" opacity=".55"/>` +
      dots(moved(edge(61, 30, 262, 188), 0, -3), '#8a2c12', 15) +
      dots(moved(edge(62, 14, 258, 184), 0, -3), '#6f8a2c', 8) +
      dots(spread(63, 16, 220, 150), '#f4dca4', 28, 0.5) +
      dots(spread(64, 22, 230, 160), '#7b3d12', 11, 0.4) +
      dots(spread(65, 40, 240, 170), '#fff0c2', 4) +
      `<ellipse cx="-60" cy="-50" rx="60" ry="24" fill="#fff" opacity=".14"/>`,
  ],

  tortelloni: [
    'plate',
    (a) => {
      const one = a.def(
        `<g id="$"><path d="M-30 4C-34-26 34-26 30 4C26 20 12 24 0 14C-12 24-26 20-30 4Z" fill="${a.rad(
          [
            [0, '#fbe7a6'],
            [0.6, '#ecca72'],
            [1, '#c4963c'],
          ],
          0.45,
          0.35,
        )}"/><path d="M-26 9Q0 33 26 9" fill="none" stroke="#d6ad58" stroke-width="9" stroke-linecap="round"/><path d="M-24 9Q0 31 24 9" fill="none" stroke="#f7df9a" stroke-width="2.5"/><ellipse cx="-9" cy="-8" rx="10" ry="5" fill="#fff" opacity=".55"/></g>`,
      );
      const leaf = a.def(
        '<g id="$"><path d="M0 0C12-16 44-16 58 0C44 16 12 16 0 0Z" fill="#5d7d47"/><path d="M4 0H52" stroke="#a3bb8c" stroke-width="1.5"/></g>',
      );
      const r = numbers(71);
      let pasta = '';
      for (let i = 0; i <= 7; i++) {
        const t = (i / 7) * Math.PI * 2;
        const at = i === 7 ? '0 0' : pt(80, t);
        pasta += `<use href="#${one}" transform="translate(${at}) rotate(${n(r() * 360)}) scale(1.35)"/>`;
      }
      return (
        `<path d="${blob(7, 10, 128, 124, 0.08)}" fill="#f2cf6c" opacity=".4"/>` +
        pasta +
        [
          [-40, -98, 20],
          [52, 34, 200],
          [-96, 40, 130],
          [78, -70, 290],
        ]
          .map(
            ([x, y, d]) => `<use href="#${leaf}" transform="translate(${x} ${y}) rotate(${d})"/>`,
          )
          .join('') +
        dots(scatter(72, 30, 120), '#fff4cf', 4) +
        dots(scatter(73, 14, 120), '#2b2b2b', 2.5, 0.7) +
        dots(scatter(74, 12, 110), '#fff', 3, 0.45)
      );
    },
  ],

  'tortellini-broth': [
    'bowl',
    (a) => {
      const one = a.def(
        '<g id="$"><circle r="12" fill="none" stroke="#e6bf63" stroke-width="11"/><path d="M-11-5a12 12 0 0 1 17-6" fill="none" stroke="#fff3c4" stroke-width="3" opacity=".75"/><circle r="4.5" fill="#c9973f"/></g>',
      );
      const r = numbers(51);
      return (
        `<circle r="142" fill="${a.rad([
          [0, '#f2c567'],
          [0.75, '#dc9a32'],
          [1, '#b8731c'],
        ])}"/>` +
        dots(scatter(52, 26, 128), '#fbe39a', 9, 0.5) +
        dots(scatter(53, 30, 130), '#fbe39a', 4, 0.7) +
        scatter(54, 17, 108)
          .map(
            ([x, y], i) =>
              `<use href="#${one}" transform="translate(${n(x)} ${n(y)}) rotate(${n(r() * 360)}) scale(1.3)"${i % 4 === 0 ? ' opacity=".7"' : ''}/>`,
          )
          .join('') +
        dots(scatter(55, 14, 120), '#3f7a2a', 4) +
        `<ellipse cx="-62" cy="-70" rx="46" ry="18" fill="#fff" opacity=".16" transform="rotate(-35 -62 -70)"/>`
      );
    },
  ],

  passatelli: [
    'plate',
    (a) => {
      const r = numbers(81);
      const layers = ['', ''];
      for (let i = 0; i < 24; i++) {
        const t = r() * Math.PI * 2;
        const [x, y] = [Math.cos(t) * Math.sqrt(r()) * 104, Math.sin(t) * Math.sqrt(r()) * 104];
        const dir = r() * Math.PI * 2;
        const len = 22 + r() * 16;
        const bend = (r() - 0.5) * 24;
        const [ux, uy] = [Math.cos(dir) * len, Math.sin(dir) * len];
        const [bx, by] = [Math.cos(dir) * bend, Math.sin(dir) * bend];
        layers[i % 2] += `M${xy(x - ux, y - uy)}q${cat(xy(ux - by, uy + bx), xy(ux * 2, uy * 2))}`;
      }
      const porcino = a.def(
        '<g id="$"><path d="M-24 2Q-24-24 0-26Q24-24 24 2Q14 6 9 3L11 28Q0 33-11 28L-9 3Q-14 6-24 2Z" fill="#efe1bf"/><path d="M-24 2Q-24-24 0-26Q24-24 24 2Q12-4 0-4Q-12-4-24 2Z" fill="#8a5326"/></g>',
      );
      return (
        layers
          .map((d) => {
            const strand = `<path d="${d}" fill="none" stroke-linecap="round"/>`;
            return (
              a.use(strand, 'stroke="#9c7536" stroke-width="18"') +
              a.use(strand, 'stroke="#d8b168" stroke-width="14"') +
              a.use(strand, 'stroke="#f0d79e" stroke-width="4" stroke-dasharray="2 6"')
            );
          })
          .join('') +
        [
          [-50, -40, -20],
          [46, -66, 30],
          [70, 40, 160],
          [-30, 70, 200],
          [-92, 10, -70],
        ]
          .map(
            ([x, y, d]) =>
              `<use href="#${porcino}" transform="translate(${x} ${y}) rotate(${d}) scale(1.1)"/>`,
          )
          .join('') +
        dots(scatter(82, 16, 110), '#7e4231', 14) +
        dots(moved(scatter(82, 16, 110), -2, -2), '#a9664b', 9) +
        dots(scatter(83, 14, 116), '#3f7a2a', 4) +
        dots(scatter(84, 24, 116), '#fff4cf', 4)
      );
    },
  ],

  cutlet: [
    'plate',
    (a) =>
      `<path d="${blob(31, 12, 130, 94, 0.08)}" transform="translate(6 10)" fill="#000" opacity=".18"/>` +
      `<path d="${blob(31, 12, 130, 94, 0.08)}" fill="${a.rad([
        [0, '#e6ae58'],
        [0.75, '#c27b2c'],
        [1, '#8d4f19'],
      ])}"/>` +
      `<path d="${blob(31, 12, 130, 94, 0.08)}" fill="${a.url(
        '<pattern id="$" width="12" height="12" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="1.7" fill="#7a3f12" opacity=".5"/><circle cx="9" cy="8" r="1.8" fill="#f6cf86" opacity=".65"/><circle cx="6" cy="11" r="1" fill="#5e2e0c" opacity=".45"/></pattern>',
      )}"/>` +
      `<path d="${blob(32, 9, 92, 52, 0.22)}" transform="translate(-12 -8) rotate(-8)" fill="${a.rad(
        [
          [0, '#e99a98'],
          [0.7, '#d46a6e'],
          [1, '#b44a52'],
        ],
      )}"/>` +
      `<path d="M-98-22Q-50-78 58-56" fill="none" stroke="#f6e0d6" stroke-width="10" stroke-linecap="round"/>` +
      `<path d="${blob(33, 10, 72, 44, 0.2)}" transform="translate(18 8)" fill="#f6e3a3" opacity=".92"/>` +
      `<ellipse cx="0" cy="-4" rx="26" ry="9" fill="#fff" opacity=".45"/>` +
      dots(scatter(34, 10, 60, 0, 0.6), '#fff8dc', 5, 0.8) +
      dots(scatter(35, 12, 120, 100), '#3f7a2a', 4),
  ],

  meatballs: [
    'plate',
    (a) => {
      const ball = a.def(
        `<g id="$"><circle r="31" fill="${a.rad(
          [
            [0, '#ad6c42'],
            [0.7, '#6e3a1f'],
            [1, '#4a2512'],
          ],
          0.35,
          0.3,
        )}"/><path d="M-28-4Q0-30 28-4Q22 12 0 6Q-20 14-28-4Z" fill="#b32c15" opacity=".85"/><ellipse cx="-10" cy="-16" rx="9" ry="5" fill="#fff" opacity=".4"/></g>`,
      );
      const peas = scatter(42, 24, 120, 30);
      return (
        `<path d="${blob(41, 14, 132, 124, 0.08)}" fill="${a.rad([
          [0, '#d63c20'],
          [0.8, '#b02a14'],
          [1, '#8c1e0c'],
        ])}"/>` +
        dots(scatter(43, 14, 120), '#fff', 6, 0.18) +
        dots(peas, '#3e6e1a', 15) +
        dots(moved(peas, -1, -1), '#7fb548', 11) +
        dots(moved(peas, -3, -3), '#d6f0a8', 3.5) +
        [
          [0, 0, 0],
          [-62, -38, 70],
          [58, -44, 150],
          [70, 36, 220],
          [-6, 72, 300],
          [-70, 34, 20],
        ]
          .map(
            ([x, y, d]) => `<use href="#${ball}" transform="translate(${x} ${y}) rotate(${d})"/>`,
          )
          .join('') +
        dots(scatter(44, 10, 100), '#2f6b22', 4)
      );
    },
  ],

  'grilled-veg': [
    'plate',
    (a) => {
      const grilled = (flesh: string) =>
        a.url(
          `<pattern id="$" width="26" height="26" patternUnits="userSpaceOnUse" patternTransform="rotate(32)"><rect width="26" height="26" fill="${flesh}"/><rect width="8" height="26" fill="#3b2210" opacity=".7"/></pattern>`,
        );
      const aubergine = grilled('#e8d49c');
      const courgette = grilled('#d6dc98');
      return (
        `<path d="M-70 70q50-40 130-20M-20-96q60 10 110 50" fill="none" stroke="${grilled('#cc3320')}" stroke-width="28" stroke-linecap="round"/>` +
        `<path d="M-110-10q20-60 70-80M40 96q50-10 74-56" fill="none" stroke="${grilled('#e6b422')}" stroke-width="26" stroke-linecap="round"/>` +
        [
          [-20, -30, 20],
          [40, 30, -30],
          [-60, 30, 60],
        ]
          .map(
            ([x, y, d]) =>
              `<ellipse cx="${x}" cy="${y}" rx="72" ry="22" transform="rotate(${d} ${x} ${y})" fill="${courgette}" stroke="#3f6b2a" stroke-width="5"/>`,
          )
          .join('') +
        [
          [-70, -70],
          [80, -40],
          [10, 80],
        ]
          .map(
            ([x, y]) =>
              `<circle cx="${x}" cy="${y}" r="36" fill="${aubergine}" stroke="#3d1f45" stroke-width="6"/>`,
          )
          .join('') +
        `<path d="M-100 20C-40-40 40 60 100-10" fill="none" stroke="#f0d264" stroke-width="3" opacity=".5"/>` +
        dots(scatter(91, 16, 120), '#2f6b22', 4) +
        dots(scatter(92, 24, 120), '#fff', 2.5, 0.8)
      );
    },
  ],

  board: [
    'own',
    (a) => {
      const mortadella = a.def(
        `<g id="$"><circle r="58" fill="#f0a4a8" stroke="#e0858b" stroke-width="4"/>${dots(scatter(101, 12, 50), '#fbe6e2', 7)}${dots(scatter(102, 5, 46), '#7ea34c', 5)}<path d="M-58 0A58 58 0 0 0 58 0Q0 16-58 0Z" fill="#000" opacity=".08"/></g>`,
      );
      const ham = a.def(
        '<g id="$" fill="none" stroke-linecap="round"><path d="M0 0c18-22 36 22 54 0s36 22 54 0" stroke="#c9525c" stroke-width="30"/><path d="M0-14c18-22 36 22 54 0s36 22 54 0" stroke="#f6ddd3" stroke-width="7"/></g>',
      );
      const salame = a.def(
        `<g id="$"><circle r="26" fill="#d9737a" stroke="#8c4a3c" stroke-width="3"/>${dots(scatter(103, 7, 20), '#fbe6e2', 4)}</g>`,
      );
      const bread = a.def(
        `<g id="$"><rect x="-32" y="-26" width="64" height="52" rx="18" fill="${a.rad(
          [
            [0, '#f7da96'],
            [0.65, '#e3aa57'],
            [1, '#b4702a'],
          ],
          0.4,
          0.35,
        )}"/>${dots(scatter(104, 5, 20), '#fbe8b8', 7, 0.8)}</g>`,
      );
      const put = (id: string, spots: number[][]) =>
        spots
          .map(([x, y, d]) => `<use href="#${id}" transform="translate(${x} ${y}) rotate(${d})"/>`)
          .join('');
      return (
        `<path d="M-200-120H170Q190-120 190-100V-34H218Q246-34 246 0T218 34H190V100Q190 120 170 120H-200Q-220 120-220 100V-100Q-220-120-200-120Z" fill="${a.lin(
          [
            [0, '#e6c18b'],
            [1, '#c08c52'],
          ],
          [0, 0, 1, 1],
        )}" filter="url(#${lifted(a)})"/>` +
        `<path d="M-210-80C-100-90 20-70 180-84M-210 30C-80 20 40 40 180 26M-210 84C-60 74 60 96 180 80" fill="none" stroke="#9a6a36" stroke-width="1.5" opacity=".35"/>` +
        `<circle cx="222" cy="0" r="8" fill="#6b4226"/>` +
        put(mortadella, [
          [-150, -46, 0],
          [-112, 36, 40],
        ]) +
        put(ham, [
          [-62, -76, 0],
          [-48, -30, 10],
          [-40, 18, -6],
        ]) +
        put(salame, [
          [12, 70, 0],
          [-40, 80, 90],
          [58, 84, 40],
        ]) +
        put(bread, [
          [120, -66, 12],
          [104, 0, -20],
          [140, 60, 30],
          [58, -22, 50],
        ])
      );
    },
  ],

  trifle: [
    'side',
    (a) => {
      const bowl = 'M-150-300Q-150-120-50-76H50Q150-120 150-300Z';
      const clip = a.def(`<clipPath id="$"><path d="${bowl}"/></clipPath>`);
      const layer = (y: number, fill: string) =>
        `<path d="M-160 ${y}q40-9 80 0t80 0t80 0t80 0V-60H-160Z" fill="${fill}"/>`;
      const glass = a.lin([
        [0, '#b9c2c8'],
        [0.5, '#f6f8fa'],
        [1, '#a9b3ba'],
      ]);
      return (
        shadow(a, 14, 2, 130, 18, 0.35) +
        `<g clip-path="url(#${clip})">` +
        layer(-272, '#f3cf62') +
        layer(-234, '#c2185b') +
        layer(-196, '#5d3a1a') +
        layer(-158, '#f0c44c') +
        layer(-122, '#b3124e') +
        dots(
          spread(111, 16, 220, 30).map(([x, y]) => [x, y - 216]),
          '#8c0d3c',
          6,
          0.6,
        ) +
        dots(
          spread(112, 12, 150, 26).map(([x, y]) => [x, y - 100]),
          '#7a0a33',
          6,
          0.6,
        ) +
        '</g>' +
        `<ellipse cx="0" cy="-276" rx="146" ry="20" fill="#6a3f1e"/>` +
        dots(
          spread(113, 30, 240, 26).map(([x, y]) => [x, y - 276]),
          '#8d5c31',
          4,
        ) +
        `<path d="M-40-280q10-12 22 0M10-272q12-10 24 2M50-284q8-10 18 0" fill="none" stroke="#3b200c" stroke-width="5" stroke-linecap="round"/>` +
        `<path d="${bowl}" fill="${a.lin([
          [0, '#fff', 0.5],
          [0.1, '#fff', 0.08],
          [0.8, '#fff', 0],
          [0.92, '#fff', 0.3],
          [1, '#fff', 0.1],
        ])}" stroke="#fff" stroke-width="3" stroke-opacity=".7"/>` +
        `<ellipse cx="0" cy="-300" rx="150" ry="22" fill="none" stroke="#fff" stroke-width="4" opacity=".85"/>` +
        `<path d="M-14-78h28l-6 66h-16z" fill="${glass}"/>` +
        `<ellipse cx="0" cy="-10" rx="78" ry="14" fill="${glass}" stroke="#fff" stroke-width="2"/>`
      );
    },
  ],

  'rice-cake': [
    'plate',
    (a) =>
      `<path d="M-124 36L70-92Q132-40 116 62L116 98L-124 72Z" transform="translate(8 12)" fill="#000" opacity=".18"/>` +
      `<path d="M-124 36L116 62V98L-124 72Z" fill="#f1e2bf"/>` +
      dots(
        spread(121, 40, 230, 30).map(([x, y]) => [x - 4, y + 67 + x * 0.1]),
        '#fffaf0',
        4,
      ) +
      dots(
        spread(122, 30, 230, 30).map(([x, y]) => [x - 4, y + 67 + x * 0.1]),
        '#d9b77c',
        3,
      ) +
      `<path d="M-124 72L116 98" stroke="#a0652a" stroke-width="6" stroke-linecap="round"/>` +
      `<path d="M-124 36L70-92Q132-40 116 62Z" fill="${a.lin(
        [
          [0, '#e6b96e'],
          [1, '#b8772f'],
        ],
        [0, 0, 1, 1],
      )}" stroke="#8d5220" stroke-width="6" stroke-linejoin="round"/>` +
      [
        [20, -20, 30],
        [60, 10, -20],
        [-30, 14, 60],
      ]
        .map(
          ([x, y, d]) =>
            `<ellipse cx="${x}" cy="${y}" rx="13" ry="7" transform="rotate(${d} ${x} ${y})" fill="#ecd3a4" stroke="#b98a4e" stroke-width="2"/>`,
        )
        .join('') +
      dots(
        spread(123, 40, 200, 90).map(([x, y]) => [x + 20, y - 4]),
        '#fff',
        3,
        0.8,
      ) +
      `<path d="M80 104q30-30 60-6q-30 26-60 6z" fill="#4f8a3a"/>` +
      `<path d="M82 103q28-12 56-5" stroke="#9cc48a" stroke-width="1.5"/>`,
  ],
};

/** A wooden table seen from above: planks 150 high, their grain repeated. */
function woodTop(a: Art, w: number, h: number) {
  const r = numbers(3);
  let grain = '';
  for (let y = 14; y < 150; y += 30 + r() * 10) {
    grain += `M0 ${n(y)}C200 ${n(y - 8 + r() * 16)} 400 ${n(y + 8 - r() * 16)} 600 ${n(y + r() * 8)}`;
  }
  const planks = a.url(
    `<pattern id="$" width="600" height="150" patternUnits="userSpaceOnUse"><path d="${grain}" fill="none" stroke="#6b4226" stroke-width="1.6" opacity=".25"/><path d="M0 149H600" stroke="#4a2c16" stroke-width="3" opacity=".5"/></pattern>`,
  );
  return (
    `<rect width="${w}" height="${h}" fill="${a.lin(
      [
        [0, '#b07a4c'],
        [0.5, '#c08a58'],
        [1, '#92603a'],
      ],
      [0, 0, 1, 1],
    )}"/>` +
    `<rect width="${w}" height="${h}" fill="${planks}"/>` +
    `<rect width="${w}" height="${h}" fill="${a.rad([
      [0.55, '#000', 0],
      [1, '#000', 0.3],
    ])}"/>`
  );
}

/** A checked napkin in the trattoria's colour. */
function napkin(a: Art, rim: string, x: number, y: number, w: number, h: number, deg: number) {
  const check = a.url(
    `<pattern id="$" width="34" height="34" patternUnits="userSpaceOnUse"><rect width="34" height="34" fill="#fbf6ee"/><path d="M0 8.5h34M25.5 0v34" stroke="${rim}" stroke-width="17" opacity=".5"/></pattern>`,
  );
  const box = `x="${x}" y="${y}" width="${w}" height="${h}"`;
  return `<g transform="rotate(${deg} ${x} ${y})"><rect ${box} fill="${check}"/><rect ${box} fill="${a.lin(
    [
      [0, '#fff', 0.2],
      [0.5, '#000', 0],
      [1, '#000', 0.14],
    ],
    [0, 0, 1, 1],
  )}"/></g>`;
}

/** A fork lying on the table, tines up: one outline, lit across. */
function fork(a: Art, x: number, y: number, deg: number, s: number) {
  const tine = 'a3 3 0 0 0-6 0v66h-6v-66';
  const shape = `<path d="M-21-34q0 24 15 34v194a6 6 0 0 0 12 0V0q15-10 15-34V-100${tine}${tine}${tine}a3 3 0 0 0-6 0z"/>`;
  const place = `translate(${x} ${y}) rotate(${deg}) scale(${s})`;
  return (
    a.use(shape, `fill="#000" opacity=".25" transform="translate(5 9) ${place}"`) +
    a.use(shape, `fill="${metal(a)}" transform="${place}"`)
  );
}

/** A white plate (or a deep bowl) of radius 200 round (0, 0), a line of `rim` round its edge. */
function plate(a: Art, rim: string, deep: boolean) {
  const well: Stop[] = deep
    ? [
        [0, '#f1ece4'],
        [0.6, '#fbfaf7'],
        [0.7, '#d6cfc4'],
        [0.76, '#fdfcfa'],
        [0.96, '#eee9e1'],
        [1, '#cfc8bd'],
      ]
    : [
        [0, '#fbfaf7'],
        [0.66, '#f4f1ec'],
        [0.71, '#e0dbd3'],
        [0.76, '#fdfcfa'],
        [0.96, '#eeeae3'],
        [1, '#d3ccc2'],
      ];
  return (
    `<circle cx="10" cy="16" r="214" fill="${a.rad([
      [0.86, '#000', 0.38],
      [1, '#000', 0],
    ])}"/>` +
    `<circle r="200" fill="${a.rad(well)}"/>` +
    `<circle r="184" fill="none" stroke="${rim}" stroke-width="4"/>` +
    `<circle r="200" fill="${a.lin(
      [
        [0, '#fff', 0.3],
        [0.5, '#fff', 0],
        [1, '#000', 0.08],
      ],
      [0, 0, 1, 1],
    )}"/>`
  );
}

/** A wall and the table's top, seen from the side; the table starts at `horizon`. */
function sideTable(a: Art, w: number, h: number, horizon: number) {
  return (
    `<rect width="${w}" height="${horizon}" fill="${a.lin(
      [
        [0, '#f7eee1'],
        [1, '#e6d5bd'],
      ],
      [0, 0, 0, 1],
    )}"/>` +
    `<ellipse cx="${w * 0.3}" cy="${horizon * 0.4}" rx="${w * 0.5}" ry="${horizon * 0.6}" fill="${a.rad(
      [
        [0, '#fff', 0.5],
        [1, '#fff', 0],
      ],
    )}"/>` +
    `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="${a.lin(
      [
        [0, '#a06c42'],
        [0.15, '#b9854f'],
        [1, '#7e4f2c'],
      ],
      [0, 0, 0, 1],
    )}"/>` +
    `<path d="M0 ${horizon + 40}C${w * 0.4} ${horizon + 34} ${w * 0.7} ${horizon + 48} ${w} ${horizon + 42}M0 ${horizon + 110}C${w * 0.3} ${horizon + 118} ${w * 0.6} ${horizon + 102} ${w} ${horizon + 112}" fill="none" stroke="#5e3a1e" stroke-width="2" opacity=".3"/>`
  );
}

/** A dish of the trattoria, as a photo of it on the table. */
export function dishPicture(p: DishPicture) {
  const a = new Art();
  const rim = hex(p.plate ?? 'C62828');
  const wide = p.format === 'wide';
  const [w, h] = wide ? [480, 320] : [600, 600];
  const [serving, draw] = DISHES[p.kind];
  if (serving === 'side') {
    const horizon = wide ? 214 : 392;
    const at = wide ? 'translate(226 302) scale(.8)' : 'translate(290 520) scale(1.2)';
    return a.svg(
      w,
      h,
      `${sideTable(a, w, h, horizon)}<g transform="${at}" ${ROUND}>${draw(a, rim)}</g>`,
    );
  }
  const at = wide ? 'translate(226 164) scale(.7)' : 'translate(288 306)';
  const dish = (serving === 'own' ? '' : plate(a, rim, serving === 'bowl')) + draw(a, rim);
  return a.svg(
    w,
    h,
    woodTop(a, w, h) +
      (wide ? napkin(a, rim, -40, 200, 220, 200, -16) : napkin(a, rim, -60, -20, 300, 250, -12)) +
      `<g transform="${at}" ${ROUND}>${dish}</g>` +
      (wide ? fork(a, 420, 170, 6, 0.8) : fork(a, 548, 300, 4, 1.1)),
  );
}

// ---- scenes -----------------------------------------------------------------------------------

export interface ScenePicture {
  kind: SceneKind;
  /** The activity's colour. */
  color: Hex;
  /** 1200 × 500 (a shop banner) unless told; the stage is cut to fit (800 × 450 for a gallery). */
  width?: number;
  height?: number;
}

/** Light and shade round a cylinder, over any colour painted under it. */
const round = (a: Art) =>
  a.lin([
    [0, '#000', 0.38],
    [0.18, '#000', 0.05],
    [0.38, '#fff', 0.32],
    [0.56, '#fff', 0],
    [0.86, '#000', 0.18],
    [1, '#000', 0.42],
  ]);
/** Light from the top left, over any colour. */
const lit = (a: Art) =>
  a.lin(
    [
      [0, '#fff', 0.18],
      [1, '#000', 0.2],
    ],
    [0, 0, 1, 1],
  );
/** A shape in a flat colour with `light` laid over it. */
const painted = (a: Art, shape: string, color: string, light: string) =>
  a.use(shape, `fill="${color}"`) + a.use(shape, `fill="${light}"`);
/** The product stage (600 × 600, floor at 506) placed with its floor's middle at (x, y). */
const at = (x: number, y: number, s: number) =>
  `transform="translate(${n(x - 300 * s)} ${n(y - 506 * s)}) scale(${s})"`;
const placed = (x: number, y: number, s: number, body: string) => `<g ${at(x, y, s)}>${body}</g>`;

/** Small bottles and jars for a shelf, on the product stage. */
const MINI = {
  bottle: (a: Art, c: string, accent: string) =>
    painted(
      a,
      '<path d="M252 166h96l-4-58q0-12-12-12h-64q-12 0-12 12zM270 160h60v40h-60z"/>',
      accent,
      round(a),
    ) +
    painted(a, `<path d="${BOTTLE}"/>`, c, round(a)) +
    a.use('<rect x="240" y="282" width="120" height="150" rx="5"/>', 'fill="#fffdf8"'),
  jar: (a: Art, c: string, accent: string) =>
    painted(a, '<rect x="172" y="300" width="256" height="202" rx="30"/>', c, round(a)) +
    a.use('<rect x="206" y="344" width="188" height="118" rx="5"/>', 'fill="#fffdf8"') +
    painted(a, '<rect x="162" y="250" width="276" height="66" rx="14"/>', accent, round(a)),
  dropper: (a: Art, c: string) =>
    painted(a, `<path d="${DROPPER}M278 204h44v34h-44z"/>`, amber(c), round(a)) +
    painted(a, '<path d="M278 174v-50q0-38 22-38t22 38v50z"/>', '#2b2b2b', round(a)) +
    a.use('<rect x="268" y="168" width="64" height="46" rx="6"/>', `fill="${gold(a)}"`) +
    a.use('<rect x="254" y="318" width="92" height="122" rx="5"/>', 'fill="#f6ecd6"'),
};

/** A room's wall in the brand's tint, a light wooden floor from `floor`, a window's light. */
function room(a: Art, c: string, floor = 410) {
  const wall = mix(c, '#f3eee8', 0.86);
  return (
    `<rect width="1200" height="${floor}" fill="${a.lin(
      [
        [0, tone(wall, 0.4)],
        [1, wall],
      ],
      [0, 0, 0, 1],
    )}"/>` +
    `<path d="M60 0H320L150 ${floor}H-110Z" fill="#fff" opacity=".2"/>` +
    `<rect y="${floor}" width="1200" height="${500 - floor}" fill="${a.lin(
      [
        [0, '#d9c7b0'],
        [1, '#b89f82'],
      ],
      [0, 0, 0, 1],
    )}"/>` +
    `<rect y="${floor - 8}" width="1200" height="10" fill="#fff" opacity=".7"/>`
  );
}

/** A plant in a white pot standing at (x, y). */
function plant(a: Art, x: number, y: number, s = 1) {
  const leaf = '<path d="M0 0C-24-33-20-77 0-106C20-77 24-33 0 0Z"/>';
  const leaves = (fill: string, turns: number[]) =>
    `<g fill="${fill}">${turns.map((d) => a.use(leaf, `transform="rotate(${d})"`)).join('')}</g>`;
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    shadow(a, 0, 0, 70, 10) +
    `<g transform="translate(0 -70)">${leaves('#5c9a55', [-62, -14, 30, -30])}${leaves('#3f7d45', [-38, 8, 54, 20])}</g>` +
    `<path d="M-44-76H44L34 0H-34Z" fill="${a.lin([
      [0, '#d8d4ce'],
      [0.4, '#fbfaf8'],
      [1, '#c9c4bd'],
    ])}"/></g>`
  );
}

/** A brass pendant lamp hanging at x, lit. */
const lamp = (a: Art, x: number, drop: number) =>
  `<path d="M${x} 0V${drop}" stroke="#3a3a3a" stroke-width="2"/>` +
  `<circle cx="${x}" cy="${drop + 36}" r="90" fill="${a.rad([
    [0, '#fff6d8', 0.7],
    [1, '#fff6d8', 0],
  ])}"/>` +
  `<path d="M${x - 38} ${drop + 34}Q${x - 38} ${drop} ${x} ${drop}T${x + 38} ${drop + 34}Z" fill="${gold(a)}"/>` +
  `<ellipse cx="${x}" cy="${drop + 34}" rx="30" ry="6" fill="#fffbe8"/>`;

/** A garment on a hanger whose hook is at (x, 96). */
function hung(a: Art, shape: string, neck: number, x: number, c: string, detail = '') {
  return (
    `<path d="M${x} 134v-28q0-12 11-12" fill="none" stroke="#6f767d" stroke-width="4"/>` +
    `<g transform="translate(${x - 150} ${n(132 - neck / 2)}) scale(.5)">` +
    a.use(shape, `fill="${c}" filter="url(#${lifted(a)})"`) +
    a.use(shape, `fill="${lit(a)}"`) +
    detail +
    '</g>'
  );
}

/** Each scene on a 1200 × 500 stage, what matters between x 160 and 1040 (cut to 16:9). */
const SCENES: Record<SceneKind, (a: Art, c: string) => string> = {
  salon: (a, c) =>
    room(a, c) +
    `<g filter="url(#${lifted(a)})"><circle cx="600" cy="170" r="128" fill="${a.lin(
      [
        [0, '#f5f9fb'],
        [1, '#c5d2da'],
      ],
      [0, 0, 1, 1],
    )}" stroke="${gold(a)}" stroke-width="14"/></g>` +
    `<path d="M530 96L486 186M566 80L506 214" stroke="#fff" stroke-width="12" opacity=".6"/>` +
    shadow(a, 600, 426, 130, 14) +
    `<rect x="588" y="360" width="24" height="58" fill="${metal(a)}"/>` +
    `<ellipse cx="600" cy="420" rx="90" ry="12" fill="${metal(a)}"/>` +
    painted(a, '<path d="M520 240Q520 206 554 206H646Q680 206 680 240V334H520Z"/>', c, round(a)) +
    painted(
      a,
      '<path d="M484 312q0-14 14-14h4q14 0 14 14v44H484ZM684 312q0-14 14-14h4q14 0 14 14v44H684Z"/>',
      tone(c, -0.25),
      round(a),
    ) +
    `<rect x="500" y="324" width="200" height="40" rx="18" fill="${tone(c, -0.1)}"/>` +
    `<rect x="500" y="324" width="200" height="40" rx="18" fill="${lit(a)}"/>` +
    lamp(a, 330, 70) +
    lamp(a, 870, 70) +
    plant(a, 270, 412, 1.15) +
    `<rect x="790" y="246" width="220" height="12" rx="3" fill="#a57a52" filter="url(#${lifted(a)})"/>` +
    placed(826, 246, 0.22, MINI.bottle(a, '#c8a165', c)) +
    placed(876, 246, 0.22, MINI.bottle(a, '#f2d16b', c)) +
    placed(934, 246, 0.22, MINI.jar(a, '#e8d5c4', c)) +
    placed(986, 246, 0.22, MINI.dropper(a, '#d4a017')),

  tools: (a, c) => {
    const blade = '<path d="M0-6L190-2Q200 0 190 2L0 6Z"/>';
    return (
      `<rect width="1200" height="500" fill="${a.lin(
        [
          [0, '#f7f4f0'],
          [1, '#e6e0d8'],
        ],
        [0, 0, 1, 1],
      )}"/>` +
      `<path d="M0 120C200 90 260 220 480 180S800 60 1200 140M300 500C420 380 640 420 760 300S1000 260 1200 330" fill="none" stroke="#c9beb1" stroke-width="2" opacity=".5"/>` +
      `<g filter="url(#${lifted(a)})">` +
      `<rect x="170" y="120" width="240" height="280" rx="14" fill="${tone(c, 0.8)}"/>` +
      `<rect x="170" y="120" width="240" height="280" rx="14" fill="${lit(a)}"/>` +
      `<path d="M170 340H410M170 356H410" stroke="${c}" stroke-width="8"/>` +
      `<g transform="translate(560 250) rotate(-24)">${a.use(blade, `fill="${metal(a)}" transform="rotate(-8)"`)}${a.use(blade, `fill="${metal(a)}" transform="rotate(8)"`)}<circle r="9" fill="#6f767d"/><g fill="none" stroke="${c}" stroke-width="12"><ellipse cx="-62" cy="-26" rx="34" ry="24"/><ellipse cx="-62" cy="26" rx="34" ry="24"/></g></g>` +
      `<g transform="rotate(8 760 120)"><rect x="620" y="92" width="290" height="22" rx="8" fill="#2b2b2b"/><path d="M640 124H880" stroke="#2b2b2b" stroke-width="26" stroke-dasharray="3 4"/></g>` +
      '</g>' +
      placed(690, 480, 0.55, PRODUCTS.brush(a, { c, accent: c, mottled: false })) +
      `<g transform="translate(864 290) rotate(-14)" filter="url(#${lifted(a)})">` +
      `<path d="M-40 30l26 110q4 14 18 12l22-4q14-3 11-17L10 30Z" fill="${tone(c, -0.1)}"/>` +
      `<rect x="-120" y="-52" width="190" height="104" rx="52" fill="${c}"/>` +
      `<rect x="-120" y="-52" width="190" height="104" rx="52" fill="${a.lin(
        [
          [0, '#fff', 0.3],
          [0.4, '#fff', 0],
          [1, '#000', 0.3],
        ],
        [0, 0, 0, 1],
      )}"/>` +
      `<rect x="60" y="-36" width="80" height="72" rx="10" fill="#2b2b2b"/>` +
      `<circle cx="-104" cy="0" r="40" fill="#3a3a3a" stroke="#555" stroke-width="6"/><circle cx="-104" cy="0" r="20" fill="none" stroke="#555" stroke-width="5"/></g>` +
      `<path d="M882 440C930 470 1010 420 1080 500" fill="none" stroke="#2b2b2b" stroke-width="7"/>`
    );
  },

  trattoria: (a, c) => {
    const check = a.url(
      `<pattern id="$" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="#fbf6ee"/><path d="M0 10h40M30 0v40" stroke="${c}" stroke-width="20" stroke-linecap="butt" opacity=".5"/></pattern>`,
    );
    const glass = (x: number) =>
      `<path d="M${x - 20} 300q0 40 20 46q20-6 20-46z" fill="#7b1426" opacity=".9"/><path d="M${x - 22} 280q0 70 22 68q22 2 22-68zM${x} 348v30M${x - 16} 380h32" fill="none" stroke="#fff" stroke-width="3" opacity=".8"/>`;
    return (
      `<rect width="1200" height="500" fill="${a.lin(
        [
          [0, '#f6e8cc'],
          [1, '#e6cfa6'],
        ],
        [0, 0, 0, 1],
      )}"/>` +
      `<rect x="230" y="50" width="240" height="200" fill="${a.lin(
        [
          [0, '#8fc6ea'],
          [1, '#e8f5fb'],
        ],
        [0, 0, 0, 1],
      )}"/>` +
      `<path d="M230 210Q300 160 380 190T470 170V250H230Z" fill="#7aa35a"/><path d="M300 200q-8-40 0-70q8 30 0 70M420 186q-7-36 0-62q7 26 0 62" fill="#2f5a2c"/>` +
      `<path d="M350 50V250M230 150H470" stroke="#fff" stroke-width="10"/><rect x="230" y="50" width="240" height="200" fill="none" stroke="#fff" stroke-width="14" filter="url(#${lifted(a)})"/>` +
      `<g fill="${a.url('<pattern id="$" width="8" height="14" patternUnits="userSpaceOnUse"><rect width="8" height="14" fill="#4d7a4a"/><rect y="10" width="8" height="3" fill="#2e4f2c"/></pattern>')}"><rect x="160" y="44" width="64" height="212"/><rect x="476" y="44" width="64" height="212"/></g>` +
      `<rect x="730" y="170" width="290" height="12" rx="3" fill="#8a5a34" filter="url(#${lifted(a)})"/>` +
      [770, 850]
        .map(
          (x) =>
            `<circle cx="${x}" cy="130" r="40" fill="#fbf8f2" stroke="${c}" stroke-width="3"/><circle cx="${x}" cy="130" r="26" fill="none" stroke="#e5ddd0" stroke-width="2"/>`,
        )
        .join('') +
      painted(
        a,
        '<path d="M916 170v-60q0-10 10-16v-30h12v30q10 6 10 16v60z"/>',
        '#1f4a2a',
        round(a),
      ) +
      painted(a, '<rect x="960" y="110" width="48" height="60" rx="8"/>', '#e3c58f', round(a)) +
      lamp(a, 700, 120) +
      `<path d="M140 330H1060L1160 400H40Z" fill="${check}"/>` +
      `<rect x="40" y="400" width="1120" height="100" fill="${check}"/>` +
      `<rect x="40" y="400" width="1120" height="100" fill="${a.lin(
        [
          [0, '#000', 0.1],
          [1, '#000', 0.35],
        ],
        [0, 0, 0, 1],
      )}"/>` +
      `<rect y="400" width="40" height="100" fill="#8c5a3c"/><rect x="1160" y="400" width="40" height="100" fill="#8c5a3c"/>` +
      painted(
        a,
        '<path d="M400 380v-90q0-24 16-34v-50q0-6 6-6h8q6 0 6 6v50q16 10 16 34v90z"/>',
        '#1f4a2a',
        round(a),
      ) +
      `<rect x="404" y="306" width="38" height="44" rx="3" fill="#f6ecd6"/><rect x="412" y="316" width="22" height="5" fill="${c}"/>` +
      glass(500) +
      glass(780) +
      `<ellipse cx="640" cy="368" rx="100" ry="26" fill="#000" opacity=".15"/><ellipse cx="640" cy="362" rx="100" ry="26" fill="#fbfaf7" stroke="${c}" stroke-width="3"/>` +
      `<ellipse cx="640" cy="358" rx="56" ry="14" fill="#e9bf62"/><path d="M596 358q20-14 44 0t40-2M604 354q30 10 64-4" fill="none" stroke="#c99439" stroke-width="4"/><ellipse cx="642" cy="352" rx="22" ry="7" fill="#8a3414"/>` +
      `<ellipse cx="920" cy="372" rx="86" ry="24" fill="#000" opacity=".15"/>` +
      painted(a, '<path d="M836 340h168l-14 30q-70 14-140 0z"/>', '#a0713f', lit(a)) +
      [
        [880, 334],
        [930, 328],
        [970, 336],
      ]
        .map(
          ([x, y]) =>
            `<ellipse cx="${x}" cy="${y}" rx="34" ry="16" fill="${a.rad(
              [
                [0, '#f2cf8a'],
                [1, '#b97a36'],
              ],
              0.4,
              0.3,
            )}"/>`,
        )
        .join('')
    );
  },

  lunch: (a, c) => {
    const [, pasta] = DISHES['pasta-ragu'];
    const bread =
      '<g><rect x="-70" y="-40" width="140" height="80" rx="30" fill="#b9782f" stroke="#000" stroke-opacity=".15" stroke-width="4"/><rect x="-62" y="-32" width="124" height="64" rx="24" fill="#f1dfb6"/></g>';
    return (
      woodTop(a, 1200, 500) +
      napkin(a, c, 200, 60, 240, 300, -10) +
      `<g transform="translate(600 250) scale(.95)" ${ROUND}>${plate(a, c, false)}${pasta(a, c)}</g>` +
      fork(a, 850, 260, 4, 0.95) +
      `<circle cx="952" cy="130" r="60" fill="#fff" fill-opacity=".15" stroke="#fff" stroke-width="4" stroke-opacity=".7"/><circle cx="952" cy="130" r="44" fill="${a.rad(
        [
          [0, '#a3253b'],
          [1, '#5e0c1d'],
        ],
        0.4,
        0.35,
      )}"/>` +
      a.use(bread, 'transform="translate(330 380) rotate(-20)"') +
      a.use(bread, 'transform="translate(370 440) rotate(10)"')
    );
  },

  boutique: (a, c) =>
    room(a, c, 420) +
    `<g fill="${metal(a)}"><rect x="220" y="90" width="10" height="330"/><rect x="970" y="90" width="10" height="330"/><rect x="214" y="90" width="772" height="10" rx="5"/><rect x="190" y="414" width="60" height="8" rx="4"/><rect x="950" y="414" width="60" height="8" rx="4"/></g>` +
    hung(
      a,
      TEE,
      118,
      320,
      c,
      `<path d="M256 116Q300 138 344 116Q300 150 256 116z" fill="${tone(c, -0.3)}"/>`,
    ) +
    hung(
      a,
      KIMONO,
      108,
      460,
      '#c8a2c8',
      `<path d="M256 100L324 340M344 100L316 200" stroke="${c}" stroke-width="20"/><rect x="200" y="318" width="200" height="26" fill="${c}"/>`,
    ) +
    hung(
      a,
      HOODIE,
      150,
      600,
      '#9e9e9e',
      '<path d="M248 152Q300 104 352 152Q300 196 248 152Z" fill="#5c5c5c"/><path d="M226 362H374L398 452H202Z" fill="#000" opacity=".08"/>',
    ) +
    hung(
      a,
      TEE,
      118,
      740,
      '#fafafa',
      `<path d="M256 116Q300 138 344 116Q300 150 256 116z" fill="#cfcfcf"/><circle cx="352" cy="206" r="15" fill="none" stroke="${c}" stroke-width="4"/>`,
    ) +
    hung(
      a,
      APRON,
      130,
      880,
      '#d8cbb3',
      '<rect x="218" y="344" width="164" height="104" rx="6" fill="#000" opacity=".07"/>',
    ) +
    lamp(a, 460, 20) +
    lamp(a, 760, 20) +
    plant(a, 110, 424, 1.2) +
    `<g filter="url(#${lifted(a)})"><rect x="1050" y="330" width="120" height="90" fill="#a57a52"/><rect x="1058" y="304" width="104" height="26" rx="8" fill="${c}"/><rect x="1062" y="282" width="96" height="22" rx="8" fill="#e8b4b8"/></g>`,

  shelf: (a, c) => {
    const top: [keyof typeof MINI, string, number][] = [
      ['bottle', '#c8a165', 240],
      ['bottle', '#f2d16b', 320],
      ['jar', '#e8d5c4', 420],
      ['dropper', '#d4a017', 510],
      ['bottle', '#c8a165', 580],
      ['jar', '#e8d5c4', 680],
      ['dropper', '#d4a017', 770],
      ['bottle', '#f2d16b', 840],
    ];
    const put = (kind: keyof typeof MINI, col: string, x: number, y: number) =>
      a.use(`<g>${MINI[kind](a, col, c)}</g>`, at(x, y, 0.3));
    return (
      room(a, c, 470) +
      `<rect x="160" y="226" width="880" height="16" rx="3" fill="#a57a52" filter="url(#${lifted(a)})"/>` +
      `<rect x="160" y="430" width="880" height="16" rx="3" fill="#a57a52" filter="url(#${lifted(a)})"/>` +
      top.map(([k, col, x]) => put(k, col, x, 226)).join('') +
      top
        .slice(2)
        .map(([k, col, x], i) => put(k, col, x + 30 + (i % 2) * 10, 430))
        .join('') +
      `<g filter="url(#${lifted(a)})"><rect x="190" y="372" width="150" height="28" rx="10" fill="${tone(c, 0.75)}"/><rect x="196" y="400" width="140" height="30" rx="10" fill="${tone(c, 0.55)}"/></g>` +
      plant(a, 960, 226, 0.8) +
      lamp(a, 300, 20) +
      lamp(a, 900, 20)
    );
  },

  takeaway: (a, c) => {
    const tiles = a.url(
      '<pattern id="$" width="60" height="30" patternUnits="userSpaceOnUse"><rect width="60" height="30" fill="#d8d4cc"/><rect x="1" y="1" width="58" height="28" rx="3" fill="#f7f5f1"/></pattern>',
    );
    const bag = '<path d="M510 170H690L700 400H500Z"/>';
    return (
      `<rect width="1200" height="400" fill="${tiles}"/>` +
      `<rect width="1200" height="400" fill="${a.rad([
        [0.4, '#fff', 0.2],
        [1, '#000', 0.18],
      ])}"/>` +
      `<rect y="392" width="1200" height="22" fill="#c9996a"/><rect y="414" width="1200" height="86" fill="${a.lin(
        [
          [0, '#8a5a34'],
          [1, '#6a4226'],
        ],
        [0, 0, 0, 1],
      )}"/>` +
      lamp(a, 600, 0) +
      `<g filter="url(#${lifted(a)})">` +
      painted(a, bag, '#c99b62', lit(a)) +
      `<path d="M510 170l12-14 12 14 12-14 12 14 12-14 12 14 12-14 12 14 12-14 12 14 12-14 12 14 12-14 12 14 12-14 12 14V200H510Z" fill="#b98a52"/>` +
      `<path d="M510 170L500 400M690 170L700 400" stroke="#000" stroke-width="3" opacity=".12"/>` +
      `<circle cx="600" cy="300" r="34" fill="${c}"/><circle cx="600" cy="300" r="26" fill="none" stroke="#fff" stroke-width="3"/><path d="M592 284v32M600 284v14M608 284v32M592 298h16" stroke="#fff" stroke-width="3"/>` +
      '</g>' +
      [392, 344]
        .map(
          (y) =>
            `<g filter="url(#${lifted(a)})"><path d="M288 ${y - 44}H472L460 ${y}H300Z" fill="${metal(a)}"/><rect x="284" y="${y - 50}" width="192" height="10" rx="3" fill="#f4f1ea"/></g>`,
        )
        .join('') +
      painted(a, '<path d="M760 300h120l-8 100h-104z"/>', '#d9b483', round(a)) +
      `<ellipse cx="820" cy="300" rx="62" ry="12" fill="#c49a66"/><rect x="770" y="330" width="100" height="20" fill="${c}" opacity=".85"/>` +
      painted(
        a,
        '<path d="M940 400v-130q0-30 20-44v-70q0-8 8-8h12q8 0 8 8v70q20 14 20 44v130z"/>',
        '#1f4a2a',
        round(a),
      ) +
      `<rect x="946" y="300" width="56" height="60" rx="4" fill="#f6ecd6"/><rect x="958" y="316" width="32" height="6" fill="${c}"/>` +
      `<g filter="url(#${lifted(a)})"><ellipse cx="230" cy="380" rx="70" ry="32" fill="${a.rad(
        [
          [0, '#f2cf8a'],
          [1, '#a86a2a'],
        ],
        0.4,
        0.3,
      )}"/></g><path d="M190 368q10-12 20 0M220 362q10-12 20 0M250 368q10-12 20 0" fill="none" stroke="#8a5420" stroke-width="4"/>`
    );
  },
};

/** A room, a table or a shelf for a gallery or a shop's banner, in the activity's colour. */
export function scenePicture(p: ScenePicture) {
  const a = new Art();
  const [w, h] = [p.width ?? 1200, p.height ?? 500];
  const body = SCENES[p.kind](a, hex(p.color));
  let view: string;
  if (w / h >= 1200 / 500) {
    const vh = (1200 * h) / w;
    view = `0 ${n((500 - vh) / 2, true)} 1200 ${n(vh, true)}`;
  } else {
    const vw = (500 * w) / h;
    view = `${n((1200 - vw) / 2, true)} 0 ${n(vw, true)} 500`;
  }
  return a.svg(w, h, body, view);
}

// ---- a scratch card ---------------------------------------------------------------------------

/** A scratch-and-win campaign: a card half scratched, a prize showing, confetti; 600 × 340. */
export function campaignPicture(p: { color: Hex }) {
  const a = new Art();
  const c = hex(p.color);
  const r = numbers(141);
  const confetti = ['#f4dc8a', '#ffffff', tone(c, 0.55)]
    .map((col) => {
      let d = '';
      for (let i = 0; i < 14; i++) {
        const t = r() * Math.PI * 2;
        d += `M${xy(r() * 600, r() * 340)}l${xy(Math.cos(t) * 9, Math.sin(t) * 9)}`;
      }
      return `<path d="${d}" stroke="${col}" stroke-width="6" opacity=".85"/>`;
    })
    .join('');
  const star = 'M0-30L9-10L31-9L14 5L20 27L0 15L-20 27L-14 5L-31-9L-9-10Z';
  return a.svg(
    600,
    340,
    `<rect width="600" height="340" fill="${a.lin(
      [
        [0, tone(c, 0.18)],
        [1, tone(c, -0.4)],
      ],
      [0, 0, 1, 1],
    )}"/>` +
      `<ellipse cx="180" cy="60" rx="320" ry="200" fill="${a.rad([
        [0, '#fff', 0.3],
        [1, '#fff', 0],
      ])}"/>` +
      confetti +
      `<g transform="rotate(-6 300 170)"><g filter="url(#${lifted(a)})"><rect x="130" y="66" width="340" height="210" rx="18" fill="#fffdf8"/></g>` +
      `<rect x="130" y="66" width="340" height="54" rx="18" fill="${c}"/><rect x="130" y="100" width="340" height="20" fill="${c}"/>` +
      `<path d="${star}" transform="translate(170 93) scale(.5)" fill="#f4dc8a"/><rect x="200" y="86" width="120" height="8" rx="4" fill="#fff" opacity=".8"/><rect x="200" y="100" width="80" height="5" rx="2.5" fill="#fff" opacity=".5"/>` +
      `<rect x="158" y="140" width="284" height="110" rx="12" fill="${a.lin(
        [
          [0, '#9ea5ab'],
          [0.35, '#e9edf0'],
          [0.5, '#b7bec4'],
          [0.75, '#eef1f3'],
          [1, '#8f979e'],
        ],
        [0, 0, 1, 1],
      )}"/>` +
      `<path d="M210 166Q260 146 300 170T390 160Q420 190 380 226T260 232Q200 220 210 166Z" fill="${gold(a)}"/>` +
      `<path d="${star}" transform="translate(300 196) scale(1.2)" fill="#fff8d6" stroke="#b8902a" stroke-width="3"/>` +
      `<path d="M226 172q6-10 14-4M372 214q10 2 8 12M260 226q-8 2-10-6" stroke="#9ea5ab" stroke-width="8"/>` +
      '</g>' +
      `<g transform="translate(500 250) rotate(-20)" filter="url(#${lifted(a)})"><ellipse rx="44" ry="44" fill="${gold(a)}"/><circle r="34" fill="none" stroke="#8a6a1c" stroke-width="3"/><path d="${star}" transform="scale(.7)" fill="#f4dc8a" stroke="#8a6a1c" stroke-width="3"/></g>`,
  );
}
