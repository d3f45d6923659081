// The demo's pictures (demo-art.ts): every kind is a well-formed SVG under 6 KB with a viewBox,
// no words on it, every reference defined, the same drawing for the same input, and renderable
// (sharp's librsvg draws something, not a blank).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  campaignPicture,
  DISH_KINDS,
  dishPicture,
  isDishKind,
  PRODUCT_KINDS,
  productPicture,
  SCENE_KINDS,
  scenePicture,
} from './demo-art.ts';

interface Element {
  name: string;
  attrs: Map<string, string>;
}

/**
 * Reads markup without regular expressions: every tag closed in order, attributes quoted, no
 * text between tags. Returns the elements in document order, or throws saying what is wrong.
 */
function parse(xml: string): Element[] {
  const elements: Element[] = [];
  const open: string[] = [];
  let i = 0;
  const nameAt = (from: number) => {
    let end = from;
    while (end < xml.length && !' \t\n/>'.includes(xml[end] as string)) end++;
    return [xml.slice(from, end), end] as const;
  };
  while (i < xml.length) {
    if (xml[i] !== '<') {
      if (xml[i] !== '\n' && xml[i] !== ' ')
        throw new Error(`text at ${i}: ${xml.slice(i, i + 20)}`);
      i++;
      continue;
    }
    if (xml[i + 1] === '/') {
      const [name, end] = nameAt(i + 2);
      if (xml[end] !== '>') throw new Error(`bad closing tag at ${i}`);
      const last = open.pop();
      if (last !== name) throw new Error(`</${name}> closes <${last}> at ${i}`);
      i = end + 1;
      continue;
    }
    const [name, afterName] = nameAt(i + 1);
    if (!name) throw new Error(`empty tag at ${i}`);
    const attrs = new Map<string, string>();
    let j = afterName;
    for (;;) {
      while (xml[j] === ' ' || xml[j] === '\n') j++;
      if (xml[j] === '>' || (xml[j] === '/' && xml[j + 1] === '>')) break;
      const eq = xml.indexOf('=', j);
      const key = xml.slice(j, eq);
      if (eq < 0 || !key || xml[eq + 1] !== '"')
        throw new Error(`bad attribute at ${j} in <${name}>`);
      const close = xml.indexOf('"', eq + 2);
      if (close < 0) throw new Error(`unclosed attribute ${key} in <${name}>`);
      const value = xml.slice(eq + 2, close);
      if (value.includes('<') || attrs.has(key)) throw new Error(`bad ${key} in <${name}>`);
      attrs.set(key, value);
      j = close + 1;
    }
    elements.push({ name, attrs });
    if (xml[j] === '/') {
      i = j + 2;
    } else {
      open.push(name);
      i = j + 1;
    }
  }
  if (open.length) throw new Error(`unclosed <${open.join('> <')}>`);
  return elements;
}

const pictures: [label: string, svg: string, width: number, height: number][] = [
  ...PRODUCT_KINDS.flatMap((kind) => [
    [`product ${kind}`, productPicture({ kind, color: 'C8A2C8', accent: '7B1FA2' }), 600, 600],
    [
      `product ${kind} white`,
      productPicture({ kind, color: 'FFFFFF', accent: 'FFFFFF' }),
      600,
      600,
    ],
    [`product ${kind} black`, productPicture({ kind, color: '212121', mottled: true }), 600, 600],
    [
      `product ${kind} detail`,
      productPicture({ kind, color: '#8B5A2B', mottled: true, view: 'detail' }),
      600,
      600,
    ],
  ]),
  ...DISH_KINDS.flatMap((kind) => [
    [`dish ${kind}`, dishPicture({ kind, plate: 'C62828' }), 600, 600],
    [`dish ${kind} wide`, dishPicture({ kind, format: 'wide' }), 480, 320],
  ]),
  ...SCENE_KINDS.flatMap((kind) => [
    [`scene ${kind}`, scenePicture({ kind, color: '7B1FA2' }), 1200, 500],
    [
      `scene ${kind} gallery`,
      scenePicture({ kind, color: 'C62828', width: 800, height: 450 }),
      800,
      450,
    ],
  ]),
  ['campaign', campaignPicture({ color: '7B1FA2' }), 600, 340],
  ['campaign light', campaignPicture({ color: 'F7E7CE' }), 600, 340],
] as [string, string, number, number][];

describe('demo pictures', () => {
  it('are read by a checker that refuses broken markup', () => {
    expect(parse('<svg a="1"><g><path d="M0 0"/></g></svg>').map((e) => e.name)).toEqual([
      'svg',
      'g',
      'path',
    ]);
    expect(() => parse('<svg><g></svg>')).toThrow(/closes/);
    expect(() => parse('<svg><g/>')).toThrow(/unclosed/);
    expect(() => parse('<svg a=1/>')).toThrow(/attribute/);
    expect(() => parse('<svg a="1/>')).toThrow(/attribute/);
    expect(() => parse('<svg>Shampoo</svg>')).toThrow(/text/);
  });

  it.each(pictures)(
    '%s: a well-formed SVG of its size, under 6 KB, without words',
    (_, svg, w, h) => {
      const elements = parse(svg);
      const root = elements[0];
      expect(svg.startsWith('<svg ')).toBe(true);
      expect(root?.name).toBe('svg');
      expect(root?.attrs.get('xmlns')).toBe('http://www.w3.org/2000/svg');
      expect([root?.attrs.get('width'), root?.attrs.get('height')]).toEqual([String(w), String(h)]);
      expect(root?.attrs.get('viewBox')?.split(' ')).toHaveLength(4);
      expect(elements.filter((e) => e.name === 'svg')).toHaveLength(1);
      expect(elements.map((e) => e.name)).not.toContain('text');
      expect(svg).not.toContain('font');
      expect(svg).not.toContain('http://www.w3.org/1999/xlink');
      expect(Buffer.byteLength(svg)).toBeLessThan(6000);
    },
  );

  it.each(pictures)('%s: every reference is to one of its own definitions', (_, svg) => {
    const elements = parse(svg);
    const ids = elements.flatMap((e) => e.attrs.get('id') ?? []);
    expect(new Set(ids).size).toBe(ids.length);
    const refs = elements.flatMap((e) =>
      [...e.attrs.entries()].flatMap(([key, value]) => {
        if (key === 'href') return [value.slice(1)];
        const start = value.indexOf('url(#');
        return start < 0 ? [] : [value.slice(start + 5, value.indexOf(')', start))];
      }),
    );
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(ids).toContain(ref);
  });

  it('draws the same file for the same input, another for another colour or kind', () => {
    for (const kind of PRODUCT_KINDS) {
      const once = productPicture({ kind, color: '9CAF88', accent: '7B1FA2' });
      expect(productPicture({ kind, color: '9CAF88', accent: '7B1FA2' })).toBe(once);
      expect(productPicture({ kind, color: '7B1E3A', accent: '7B1FA2' })).not.toBe(once);
    }
    for (const kind of DISH_KINDS) {
      expect(dishPicture({ kind, plate: '2E7D32' })).toBe(dishPicture({ kind, plate: '2E7D32' }));
    }
    for (const kind of SCENE_KINDS) {
      expect(scenePicture({ kind, color: '2E7D32' })).toBe(scenePicture({ kind, color: '2E7D32' }));
    }
    expect(campaignPicture({ color: 'C62828' })).toBe(campaignPicture({ color: 'C62828' }));
    const all = pictures.map(([, svg]) => svg);
    expect(new Set(all).size).toBe(all.length);
  });

  it('accepts a colour with or without #, and refuses what is not one', () => {
    expect(productPicture({ kind: 'jar', color: '#e8d5c4' })).toBe(
      productPicture({ kind: 'jar', color: 'E8D5C4' }),
    );
    expect(() => productPicture({ kind: 'jar', color: 'red' })).toThrow(/not a colour/);
    expect(() => dishPicture({ kind: 'lasagne', plate: '12345' })).toThrow(/not a colour/);
    expect(() => scenePicture({ kind: 'salon', color: '"/><script>' })).toThrow(/not a colour/);
  });

  it('tells dishes from products', () => {
    expect(DISH_KINDS.every(isDishKind)).toBe(true);
    expect(PRODUCT_KINDS.some(isDishKind)).toBe(false);
  });

  it('renders each kind to a picture that is not blank', async () => {
    const once = [
      ...PRODUCT_KINDS.map((kind) => productPicture({ kind, color: 'C8A165', accent: '7B1FA2' })),
      ...DISH_KINDS.map((kind) => dishPicture({ kind, plate: 'C62828' })),
      ...SCENE_KINDS.map((kind) =>
        scenePicture({ kind, color: '7B1FA2', width: 800, height: 450 }),
      ),
      campaignPicture({ color: '7B1FA2' }),
    ];
    for (const svg of once) {
      const { channels } = await sharp(Buffer.from(svg), { density: 18 }).stats();
      const spread = Math.max(...channels.slice(0, 3).map((c) => c.stdev));
      expect(spread).toBeGreaterThan(8);
    }
  });
});
