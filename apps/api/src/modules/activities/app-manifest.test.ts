// Issue 8: the installable app of an activity. Its manifest names it and carries its colours;
// its icons are PNGs of the sizes the manifest lists, drawn in those colours.
import { inflateSync } from 'node:zlib';
import { APP_ICONS } from '@tessera/domain';
import { describe, expect, it } from 'vitest';
import { createActivity } from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';

const t = useTestApp();

/** The PNG's size and its pixels, read back with zlib (one IDAT, filter 0 rows, RGBA). */
function decodePng(body: Buffer) {
  expect([...body.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const width = body.readUInt32BE(16);
  const height = body.readUInt32BE(20);
  const idatLength = body.readUInt32BE(33);
  expect(body.subarray(37, 41).toString('latin1')).toBe('IDAT');
  const raw = inflateSync(body.subarray(41, 41 + idatLength));
  expect(raw.length).toBe(height * (width * 4 + 1));
  const at = (x: number, y: number) => {
    const i = y * (width * 4 + 1) + 1 + x * 4;
    return [...raw.subarray(i, i + 4)];
  };
  return { width, height, at };
}

describe('GET /app/activities/{id}/manifest.webmanifest', () => {
  it("is the activity's app: its name, its colours, its icons", async () => {
    const a = await createActivity(t, {
      name: 'Bar Centrale',
      color: 'c62828',
      colorText: 'FFFFFF',
    });
    const res = await t.call({ url: `/app/activities/${a.id}/manifest.webmanifest` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    // Asked again on every use: a new name or colour shows at once (the set-up's save).
    expect(res.headers['cache-control']).toBe('no-cache');
    const manifest = res.json();
    expect(manifest).toMatchObject({
      id: `/?activity=${a.id}`,
      name: 'Bar Centrale',
      short_name: 'Bar Centrale',
      description: 'La carta fedeltà di Bar Centrale',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#C62828',
      background_color: '#C62828',
    });
    expect(manifest.icons).toEqual(
      APP_ICONS.map((i) =>
        expect.objectContaining({
          // The colours in the address: new colours are new icons for every cache.
          src: `/app/activities/${a.id}/icons/${i.file}?v=C62828FFFFFF`,
          purpose: i.purpose,
        }),
      ),
    );
    // Every icon it lists is there.
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const file = await t.call({ url: icon.src });
      expect(file.statusCode, icon.src).toBe(200);
      expect(file.headers['content-type'], icon.src).toContain(icon.type);
    }
  });

  it('answers 404 for an unknown or inactive activity', async () => {
    const inactive = await createActivity(t, { active: false });
    for (const id of [inactive.id, 999_999]) {
      expect((await t.call({ url: `/app/activities/${id}/manifest.webmanifest` })).statusCode).toBe(
        404,
      );
      expect((await t.call({ url: `/app/activities/${id}/icons/icon-192.png` })).statusCode).toBe(
        404,
      );
    }
  });
});

describe('GET /app/activities/{id}/icons/{file}', () => {
  for (const icon of APP_ICONS.filter((i) => i.size)) {
    it(`${icon.file} is a ${icon.size} px PNG in the activity's colours`, async () => {
      const a = await createActivity(t, { color: '1976D2', colorText: 'FFFFFF' });
      const res = await t.call({ url: `/app/activities/${a.id}/icons/${icon.file}` });
      expect(res.headers['content-type']).toBe('image/png');
      const png = decodePng(res.rawPayload);
      expect([png.width, png.height]).toEqual([icon.size, icon.size]);
      const mid = icon.size / 2;
      // Below the stripe the card is the text colour; the middle of the edge is the background.
      expect(png.at(mid, Math.round(icon.size * 0.55))).toEqual([255, 255, 255, 255]);
      expect(png.at(2, mid)).toEqual([0x19, 0x76, 0xd2, 255]);
      // A corner is transparent on the rounded icon, and filled on the maskable one.
      expect(png.at(0, 0)[3]).toBe(icon.purpose === 'maskable' ? 255 : 0);
    });
  }

  it('draws the SVG in the same colours, and refuses any other file', async () => {
    const a = await createActivity(t, { color: '2E7D32', colorText: 'FFEB3B' });
    const svg = await t.call({ url: `/app/activities/${a.id}/icons/icon.svg` });
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toContain('fill="#2E7D32"');
    expect(svg.body).toContain('fill="#FFEB3B"');
    const other = await t.call({ url: `/app/activities/${a.id}/icons/..%2F..%2Fpackage.json` });
    expect(other.statusCode).toBe(400);
  });
});
