import { describe, expect, it } from 'vitest';
import { appIconSvg, brandOf, shortNameOf, TESSERA_BRAND, webAppManifest } from './app-manifest.ts';

describe('the app manifest', () => {
  it("lists the brand's name, colours and every icon", () => {
    const m = webAppManifest(brandOf('Bar Centrale', '1976d2', 'ffffff'), {
      id: '/?activity=3',
      iconBase: '/app/activities/3/icons/',
      description: 'x',
    });
    expect(m).toMatchObject({
      id: '/?activity=3',
      name: 'Bar Centrale',
      short_name: 'Bar Centrale',
      display: 'standalone',
      start_url: '/',
      theme_color: '#1976D2',
      background_color: '#1976D2',
    });
    expect(m.icons.map((i) => [i.src, i.sizes, i.purpose])).toEqual([
      ['/app/activities/3/icons/icon-192.png', '192x192', 'any'],
      ['/app/activities/3/icons/icon-512.png', '512x512', 'any'],
      ['/app/activities/3/icons/maskable-512.png', '512x512', 'maskable'],
      ['/app/activities/3/icons/icon.svg', 'any', 'any'],
    ]);
  });

  it("falls back to Tessera's colours for anything but 6 hex digits, and keeps marks visible", () => {
    expect(brandOf('A', '#123456', null)).toEqual({ ...TESSERA_BRAND, name: 'A' });
    expect(brandOf('A', 'ffffff', 'FFFFFF').colorText).toBe('000000');
    expect(brandOf('A', '000000', '000000').colorText).toBe('FFFFFF');
    expect(brandOf('  ', 'abcdef', '012345').name).toBe('Tessera');
  });

  it('shortens a long name to its first word', () => {
    expect(shortNameOf('Tessera')).toBe('Tessera');
    expect(shortNameOf('Pasticceria Bianchi di Bologna')).toBe('Pasticceria');
    expect(shortNameOf('Supercalifragilistico Bar')).toBe('Supercalifra');
  });
});

describe('the icons', () => {
  it("draws the card as SVG in the brand's colours", () => {
    const svg = appIconSvg(brandOf('Bar', '1976d2', 'FFFFFF'));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 512 512">/);
    expect(svg).toContain('fill="#1976D2"');
    expect(svg).toContain('fill="#FFFFFF"');
  });
  // The PNGs are read back pixel by pixel in the API's test (it has zlib).
});
