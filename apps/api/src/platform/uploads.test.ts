// Pictures as the platform stores them (uploads.ts): judged by their bytes, rewritten upright as
// WebP without metadata within their kind's edge, stored under their hash in the activity's
// folder, and recognised later only there. Every picture is made here with sharp.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import {
  animatedGif,
  bombPng,
  EXIF_MARK,
  GPS_MARK,
  makePicture,
  phonePhoto,
} from './uploads.testing.ts';
import {
  isStoredPicture,
  MAX_PICTURE_PIXELS,
  PICTURE_FILE_NAME,
  requireStoredPicture,
  rewritePicture,
  sniffPicture,
  storePicture,
} from './uploads.ts';

const dirs: string[] = [];
async function dataDir() {
  const dir = await mkdtemp(join(tmpdir(), 'tessera-uploads-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** The refusal a promise ends with: its status and code. */
async function refusal(promise: Promise<unknown>) {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  const { statusCode, code } = err as AppError;
  return { statusCode, code };
}

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
const PHP = Buffer.from("<?php system($_GET['c']); ?>\n");
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

describe('sniffing', () => {
  it('names the accepted formats by their first bytes, whatever they are called', async () => {
    for (const format of ['png', 'jpeg', 'webp', 'avif', 'gif'] as const) {
      expect(sniffPicture(await makePicture(8, 8, format)), format).toBe(format);
    }
  });

  it('names nothing for SVG, HTML, PHP, PDF, TIFF, text or a few bytes', async () => {
    const others = {
      SVG,
      HTML,
      PHP,
      PDF,
      TIFF: await makePicture(8, 8, 'tiff'),
      text: Buffer.from('just some words, not a picture at all'),
      'three JPEG bytes': Buffer.from([0xff, 0xd8, 0xff]),
      empty: Buffer.alloc(0),
    };
    for (const [what, bytes] of Object.entries(others)) {
      expect(sniffPicture(bytes), what).toBeUndefined();
    }
  });
});

describe('rewriting', () => {
  it('turns a phone photo upright and drops its EXIF and GPS', async () => {
    const photo = await phonePhoto();
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(GPS_MARK)).toBe(true);

    const out = await rewritePicture(photo, 1600);
    const after = await sharp(out.data).metadata();
    expect(after.format).toBe('webp');
    expect([out.width, out.height]).toEqual([20, 40]);
    expect([after.width, after.height]).toEqual([20, 40]);
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(out.data.includes(GPS_MARK)).toBe(false);
    expect(out.data.includes(EXIF_MARK)).toBe(false);
  });

  it('shrinks to the edge asked, keeping the shape, and never enlarges', async () => {
    const wide = await rewritePicture(await makePicture(2000, 1000, 'jpeg'), 512);
    expect([wide.width, wide.height]).toEqual([512, 256]);
    const tall = await rewritePicture(await makePicture(900, 3600, 'png'), 1600);
    expect([tall.width, tall.height]).toEqual([400, 1600]);
    const small = await rewritePicture(await makePicture(300, 200, 'webp'), 1600);
    expect([small.width, small.height]).toEqual([300, 200]);
  });

  it('takes AVIF, and the first frame of an animated GIF', async () => {
    const avif = await rewritePicture(await makePicture(64, 32, 'avif'), 1600);
    expect([avif.width, avif.height]).toEqual([64, 32]);
    const gif = await rewritePicture(await animatedGif(), 1600);
    const meta = await sharp(gif.data).metadata();
    expect([meta.width, meta.height, meta.pages ?? 1]).toEqual([10, 20, 1]);
    const [red, , blue] = (await sharp(gif.data).stats()).channels;
    expect(red?.mean).toBeGreaterThan(200);
    expect(blue?.mean).toBeLessThan(50);
  });

  it('refuses what is not a picture, or only starts like one', async () => {
    const jpegHead = (await makePicture(8, 8, 'jpeg')).subarray(0, 40);
    const cases = {
      SVG,
      HTML,
      PHP,
      PDF,
      TIFF: await makePicture(8, 8, 'tiff'),
      'a JPEG start, then a PHP script': Buffer.concat([jpegHead, PHP, Buffer.alloc(200, 7)]),
      'GIF magic, then HTML': Buffer.concat([Buffer.from('GIF89a'), HTML]),
      'a cut PNG': (await makePicture(200, 200, 'png')).subarray(0, 60),
    };
    for (const [what, bytes] of Object.entries(cases)) {
      expect(await refusal(rewritePicture(bytes, 1600)), what).toEqual({
        statusCode: 400,
        code: 'not_a_picture',
      });
    }
  });

  it('refuses a picture declaring more pixels than the limit before decoding it', async () => {
    expect(100_000 * 100_000).toBeGreaterThan(MAX_PICTURE_PIXELS);
    expect(await refusal(rewritePicture(bombPng(100_000, 100_000), 1600))).toEqual({
      statusCode: 400,
      code: 'picture_too_many_pixels',
    });
  });

  it('decodes one picture at a time, keeps sixteen waiting and turns more away as busy', async () => {
    const picture = await makePicture(64, 64, 'png');
    const jobs = Array.from({ length: 20 }, () =>
      rewritePicture(picture, 1600).then(
        () => 'done',
        (e: AppError) => e.code,
      ),
    );
    expect(await Promise.all(jobs)).toEqual([...Array(17).fill('done'), ...Array(3).fill('busy')]);
    // The queue empties: the next one runs.
    expect((await rewritePicture(picture, 1600)).width).toBe(64);
  });
});

describe('storing', () => {
  it("writes WebP under its hash in the kind's folder of the activity, once per content", async () => {
    const dir = await dataDir();
    const picture = await makePicture(3000, 1500, 'png');
    const stored = await storePicture(dir, 'item', 7, picture);
    expect(stored.fileName).toMatch(PICTURE_FILE_NAME);
    expect(stored).toEqual({
      fileName: stored.fileName,
      url: `/images/item/7/${stored.fileName}`,
      width: 1600,
      height: 800,
    });
    const folder = join(dir, 'images', 'item', '7');
    const bytes = await readFile(join(folder, stored.fileName));
    expect((await sharp(bytes).metadata()).format).toBe('webp');
    // The same picture again: the same name, one file, no temporary one left.
    expect(await storePicture(dir, 'item', 7, picture)).toEqual(stored);
    expect(await readdir(folder)).toEqual([stored.fileName]);
  });

  it('puts the logo in the activity folder at 512 px, and other kinds in their own', async () => {
    const dir = await dataDir();
    const picture = await makePicture(1200, 1200, 'jpeg');
    const logo = await storePicture(dir, 'logo', 3, picture);
    expect(logo.url).toBe(`/images/activity/3/${logo.fileName}`);
    expect([logo.width, logo.height]).toEqual([512, 512]);
    const menu = await storePicture(dir, 'menu', 3, picture);
    expect(menu.url).toBe(`/images/menu/3/${menu.fileName}`);
    expect(await readdir(join(dir, 'images'))).toEqual(
      expect.arrayContaining(['activity', 'menu']),
    );
  });

  it('writes nothing for a refused picture', async () => {
    const dir = await dataDir();
    await refusal(storePicture(dir, 'item', 7, SVG));
    await refusal(storePicture(dir, 'item', 7, bombPng(50_000, 50_000)));
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('isStoredPicture', () => {
  it("knows a picture only in its own activity's folder of its kind", async () => {
    const dir = await dataDir();
    const { fileName } = await storePicture(dir, 'item', 7, await makePicture(20, 20));
    expect(await isStoredPicture(dir, 'item', 7, fileName)).toBe(true);
    expect(await isStoredPicture(dir, 'item', 8, fileName)).toBe(false);
    expect(await isStoredPicture(dir, 'menu', 7, fileName)).toBe(false);
    expect(await isStoredPicture(dir, 'item', 7, `${'0'.repeat(32)}.webp`)).toBe(false);
  });

  it('takes no path, no other name and no other extension, even of a file that exists', async () => {
    const dir = await dataDir();
    const { fileName } = await storePicture(dir, 'item', 7, await makePicture(20, 20));
    for (const name of [
      `../7/${fileName}`,
      `./${fileName}`,
      `../../item/7/${fileName}`,
      fileName.toUpperCase(),
      fileName.replace('.webp', '.png'),
      `${fileName}/`,
      `${fileName}\u0000`,
      'logo.svg',
      '',
    ]) {
      expect(await isStoredPicture(dir, 'item', 7, name), name).toBe(false);
    }
  });

  it('requireStoredPicture refuses an unknown name with 400 unknown_picture', async () => {
    const dir = await dataDir();
    const { fileName } = await storePicture(dir, 'shop', 2, await makePicture(20, 20));
    await expect(requireStoredPicture(dir, 'shop', 2, fileName)).resolves.toBeUndefined();
    expect(await refusal(requireStoredPicture(dir, 'shop', 5, fileName))).toEqual({
      statusCode: 400,
      code: 'unknown_picture',
    });
  });
});
