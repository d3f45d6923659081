// POST /api/activities/{activityId}/pictures (pictures.routes.ts), as an attacker would try it:
// only a picture's bytes count, anything else is refused in the caller's language with nothing
// written, only the activity's admins upload, into their own activity's folder, and what is
// stored is served back as WebP. Every test makes its own activity and pictures.
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  bombPng,
  type FormPart,
  GPS_MARK,
  makePicture,
  multipartForm,
  phonePhoto,
  TINY_PNG,
} from '../../platform/uploads.testing.ts';
import { PICTURE_FILE_NAME, uploadMessages } from '../../platform/uploads.ts';
import {
  createActivity,
  createAdmin,
  createCustomer,
  createStaff,
  createSuperAdmin,
  type Person,
} from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';

const t = useTestApp();

const url = (activityId: number) => `/api/activities/${activityId}/pictures`;

/** Sends a form as `as`, in a language. */
const upload = (
  activityId: number,
  as: Person,
  parts: FormPart[],
  { lang = 'it', key }: { lang?: string; key?: string } = {},
) => {
  const form = multipartForm(parts);
  return t.call({
    method: 'POST',
    url: url(activityId),
    as,
    payload: form.payload,
    headers: {
      ...form.headers,
      'accept-language': lang,
      ...(key ? { 'idempotency-key': key } : {}),
    },
  });
};

const file = (data: Buffer, filename = 'photo.png', type = 'image/png'): FormPart => ({
  name: 'file',
  filename,
  type,
  data,
});
const kind = (value: string): FormPart => ({ name: 'kind', value });

/** Every file under the images folder, temporary ones included. */
async function imagesOnDisk(): Promise<string[]> {
  const root = join(t.dataDir, 'images');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

async function adminOfNewActivity() {
  const activity = await createActivity(t);
  return { activity, admin: await createAdmin(t, activity.id) };
}

describe('uploading a picture', () => {
  it('takes a PNG called notes.txt sent as text/plain, and stores it as WebP', async () => {
    const { activity, admin } = await adminOfNewActivity();
    const png = await makePicture(2400, 1200, 'png');
    const res = await upload(activity.id, admin, [
      kind('item'),
      file(png, 'notes.txt', 'text/plain'),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json();
    expect(data.fileName).toMatch(PICTURE_FILE_NAME);
    expect(data).toEqual({
      fileName: data.fileName,
      url: `/images/item/${activity.id}/${data.fileName}`,
      width: 1600,
      height: 800,
    });
    const stored = await readFile(
      join(t.dataDir, 'images', 'item', String(activity.id), data.fileName),
    );
    expect((await sharp(stored).metadata()).format).toBe('webp');
  });

  it("takes the abuse walker's probe: a 1×1 PNG", async () => {
    const { activity, admin } = await adminOfNewActivity();
    const res = await upload(activity.id, admin, [kind('item'), file(TINY_PNG, 'probe.png')]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ width: 1, height: 1 });
  });

  it('answers the same name for the same picture sent again, with one file on disk', async () => {
    const { activity, admin } = await adminOfNewActivity();
    const jpeg = await makePicture(300, 300, 'jpeg');
    const first = await upload(activity.id, admin, [file(jpeg, 'a.jpg'), kind('menu')]);
    const again = await upload(activity.id, admin, [kind('menu'), file(jpeg, 'b.jpeg')]);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    const folder = join(t.dataDir, 'images', 'menu', String(activity.id));
    expect(await readdir(folder)).toEqual([first.json().data.fileName]);
  });

  it('makes a logo at most 512 px, in the activity folder', async () => {
    const { activity, admin } = await adminOfNewActivity();
    const res = await upload(activity.id, admin, [
      kind('logo'),
      file(await makePicture(1000, 2000, 'webp'), 'logo.webp', 'image/webp'),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ width: 256, height: 512 });
    expect(res.json().data.url).toMatch(new RegExp(`^/images/activity/${activity.id}/`));
  });

  it("strips a phone photo's EXIF and GPS, and turns it upright", async () => {
    const { activity, admin } = await adminOfNewActivity();
    const photo = await phonePhoto();
    expect(photo.includes(GPS_MARK)).toBe(true);
    const res = await upload(activity.id, admin, [
      kind('notice'),
      file(photo, 'IMG_0001.JPG', 'image/jpeg'),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json();
    expect([data.width, data.height]).toEqual([20, 40]);
    const served = await t.call({ url: data.url });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.rawPayload.includes(GPS_MARK)).toBe(false);
  });

  it('is served back by GET /images/… as image/webp, cached for good (its name is its content)', async () => {
    const { activity, admin } = await adminOfNewActivity();
    const res = await upload(activity.id, admin, [
      kind('shop'),
      file(await makePicture(64, 48, 'avif'), 'x.avif', 'image/avif'),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const served = await t.call({ url: res.json().data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(64);
  });

  it('replays a retried upload by its Idempotency-Key, and refuses the key with another picture', async () => {
    const { activity, admin } = await adminOfNewActivity();
    const key = randomUUID();
    const picture = await makePicture(50, 50, 'png', { r: 1, g: 2, b: 3 });
    const first = await upload(activity.id, admin, [kind('item'), file(picture)], { key });
    expect(first.statusCode, first.body).toBe(201);
    const retry = await upload(activity.id, admin, [kind('item'), file(picture)], { key });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    const other = await makePicture(50, 50, 'png', { r: 9, g: 9, b: 9 });
    const misused = await upload(activity.id, admin, [kind('item'), file(other)], { key });
    expect(misused.statusCode).toBe(422);
    expect(misused.json().code).toBe('idempotency_key_reused');
  });
});

const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>fetch("/api/users",{credentials:"include"})</script><circle r="40"/></svg>',
);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script>');
const PHP = Buffer.from("<?php echo shell_exec($_GET['cmd']); ?>");

/** What each refusal answers: status, code, and a word its Italian and English message hold. */
const REFUSALS: {
  what: string;
  parts: () => Promise<FormPart[]>;
  status: number;
  code: string;
  it: string;
  en: string;
}[] = [
  {
    what: 'an SVG with a script, called .png',
    parts: async () => [kind('item'), file(SVG, 'logo.png', 'image/png')],
    status: 400,
    code: 'not_a_picture',
    it: "non è un'immagine",
    en: 'not a picture',
  },
  {
    what: 'an SVG sent as image/svg+xml',
    parts: async () => [kind('logo'), file(SVG, 'logo.svg', 'image/svg+xml')],
    status: 400,
    code: 'not_a_picture',
    it: "non è un'immagine",
    en: 'not a picture',
  },
  {
    what: 'an HTML file called .jpg',
    parts: async () => [kind('item'), file(HTML, 'photo.jpg', 'image/jpeg')],
    status: 400,
    code: 'not_a_picture',
    it: "non è un'immagine",
    en: 'not a picture',
  },
  {
    what: 'a PHP file called .jpg',
    parts: async () => [kind('item'), file(PHP, 'shell.jpg', 'image/jpeg')],
    status: 400,
    code: 'not_a_picture',
    it: "non è un'immagine",
    en: 'not a picture',
  },
  {
    what: 'a polyglot: a JPEG start, then PHP',
    parts: async () => {
      const head = (await makePicture(16, 16, 'jpeg')).subarray(0, 64);
      return [kind('item'), file(Buffer.concat([head, PHP, Buffer.alloc(500, 1)]), 'p.jpg')];
    },
    status: 400,
    code: 'not_a_picture',
    it: "non è un'immagine",
    en: 'not a picture',
  },
  {
    what: 'garbage called .webp',
    parts: async () => [kind('item'), file(Buffer.alloc(4096, 0x41), 'x.webp', 'image/webp')],
    status: 400,
    code: 'not_a_picture',
    it: "non è un'immagine",
    en: 'not a picture',
  },
  {
    what: 'a TIFF (a picture, not one of ours)',
    parts: async () => [kind('item'), file(await makePicture(20, 20, 'tiff'), 'x.tif')],
    status: 400,
    code: 'not_a_picture',
    it: "non è un'immagine",
    en: 'not a picture',
  },
  {
    what: 'an empty file',
    parts: async () => [kind('item'), file(Buffer.alloc(0))],
    status: 400,
    code: 'picture_missing',
    it: 'Nessuna immagine',
    en: 'No picture',
  },
  {
    what: 'no file field',
    parts: async () => [kind('item')],
    status: 400,
    code: 'picture_missing',
    it: 'Nessuna immagine',
    en: 'No picture',
  },
  {
    what: 'the picture under another field name',
    parts: async () => [
      kind('item'),
      { name: 'photo', filename: 'a.png', data: await makePicture(10, 10) },
    ],
    status: 400,
    code: 'picture_missing',
    it: 'Nessuna immagine',
    en: 'No picture',
  },
  {
    what: 'two files',
    parts: async () => [
      kind('item'),
      file(await makePicture(10, 10, 'png'), 'a.png'),
      file(await makePicture(12, 12, 'png'), 'b.png'),
    ],
    status: 400,
    code: 'one_picture',
    it: 'una sola immagine',
    en: 'one picture at a time',
  },
  {
    what: 'an unknown kind',
    parts: async () => [kind('avatar'), file(await makePicture(10, 10))],
    status: 400,
    code: 'invalid_input',
    it: "tipo dell'immagine",
    en: "picture's kind",
  },
  {
    what: 'kind=../../etc',
    parts: async () => [kind('../../etc'), file(await makePicture(10, 10))],
    status: 400,
    code: 'invalid_input',
    it: "tipo dell'immagine",
    en: "picture's kind",
  },
  {
    what: 'kind=item/../../../x',
    parts: async () => [kind('item/../../../x'), file(await makePicture(10, 10))],
    status: 400,
    code: 'invalid_input',
    it: "tipo dell'immagine",
    en: "picture's kind",
  },
  {
    what: 'no kind',
    parts: async () => [file(await makePicture(10, 10))],
    status: 400,
    code: 'invalid_input',
    it: "tipo dell'immagine",
    en: "picture's kind",
  },
  {
    what: 'a 30 MB file',
    parts: async () => {
      const head = await makePicture(16, 16, 'jpeg');
      return [kind('item'), file(Buffer.concat([head, Buffer.alloc(30 * 1024 * 1024)]), 'big.jpg')];
    },
    status: 413,
    code: 'picture_too_large',
    it: 'supera 8 MB',
    en: 'over 8 MB',
  },
  {
    what: 'a bomb: 100,000 × 100,000 pixels declared',
    parts: async () => [kind('item'), file(bombPng(100_000, 100_000), 'bomb.png')],
    status: 400,
    code: 'picture_too_many_pixels',
    it: 'milioni di pixel',
    en: 'million pixels',
  },
];

describe('refusals, in the caller’s language, with nothing written', () => {
  for (const r of REFUSALS) {
    it(`refuses ${r.what}`, async () => {
      const { activity, admin } = await adminOfNewActivity();
      const parts = await r.parts();
      const before = await imagesOnDisk();
      for (const [lang, word] of [
        ['it', r.it],
        ['en', r.en],
      ] as const) {
        const res = await upload(activity.id, admin, parts, { lang });
        expect(res.statusCode, `${lang}: ${res.body}`).toBe(r.status);
        expect(res.json().code, lang).toBe(r.code);
        expect(res.json().message, lang).toContain(word);
      }
      expect(await imagesOnDisk()).toEqual(before);
    });
  }

  it('refuses a JSON body with 415, and a form-urlencoded one', async () => {
    const { activity, admin } = await adminOfNewActivity();
    const before = await imagesOnDisk();
    const json = await t.call({
      method: 'POST',
      url: url(activity.id),
      as: admin,
      payload: { kind: 'item', file: 'iVBORw0KGgo=' },
      headers: { 'accept-language': 'en' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({
      code: 'unsupported_media_type',
      message: expect.stringContaining('multipart/form-data'),
    });
    const form = await t.call({
      method: 'POST',
      url: url(activity.id),
      as: admin,
      body: 'kind=item&file=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
    expect(await imagesOnDisk()).toEqual(before);
  });

  it('refuses a cut or malformed form with 400', async () => {
    const { activity, admin } = await adminOfNewActivity();
    const before = await imagesOnDisk();
    const whole = multipartForm([kind('item'), file(await makePicture(30, 30))]);
    for (const [what, payload, contentType] of [
      ['cut in the middle', whole.payload.subarray(0, 200), whole.headers['content-type']],
      ['no boundary', whole.payload, 'multipart/form-data'],
      ['another boundary', whole.payload, 'multipart/form-data; boundary=nothere'],
    ] as const) {
      const res = await t.call({
        method: 'POST',
        url: url(activity.id),
        as: admin,
        payload,
        headers: { 'content-type': contentType, 'accept-language': 'en' },
      });
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      expect(res.json().message, what).toEqual(expect.any(String));
    }
    expect(await imagesOnDisk()).toEqual(before);
  });

  it('has every refusal worded in all five languages', () => {
    for (const message of Object.values(uploadMessages)) {
      for (const text of Object.values(message.texts)) expect(text, message.key).toBeTruthy();
    }
  });
});

describe('who uploads where', () => {
  it("answers 404 to an admin of A uploading to B, writing nothing in B's folders", async () => {
    const { admin } = await adminOfNewActivity();
    const other = await createActivity(t);
    const before = await imagesOnDisk();
    const res = await upload(other.id, admin, [kind('item'), file(await makePicture(10, 10))]);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().code).toBe('not_found');
    expect(await imagesOnDisk()).toEqual(before);
  });

  it('answers 403 to a customer and to counter staff of the activity', async () => {
    const activity = await createActivity(t);
    const before = await imagesOnDisk();
    for (const who of [await createCustomer(t, activity.id), await createStaff(t, activity.id)]) {
      const res = await upload(activity.id, who, [kind('item'), file(await makePicture(10, 10))]);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    expect(await imagesOnDisk()).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    const activity = await createActivity(t);
    const form = multipartForm([kind('item'), file(await makePicture(10, 10))]);
    const res = await t.call({
      method: 'POST',
      url: url(activity.id),
      payload: form.payload,
      headers: form.headers,
    });
    expect(res.statusCode).toBe(401);
  });

  it('stores under the activity of the path, whatever activityId the form sends', async () => {
    const { activity, admin } = await adminOfNewActivity();
    const other = await createActivity(t);
    const res = await upload(activity.id, admin, [
      { name: 'activityId', value: String(other.id) },
      kind('item'),
      file(await makePicture(10, 10, 'gif'), 'x.gif', 'image/gif'),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.url).toBe(`/images/item/${activity.id}/${res.json().data.fileName}`);
    const theirs = await readdir(join(t.dataDir, 'images', 'item', String(other.id))).catch(
      () => [],
    );
    expect(theirs).toEqual([]);
  });

  it('lets one admin upload 60 pictures a minute, then answers 429 with Retry-After', async () => {
    const { activity, admin } = await adminOfNewActivity();
    for (let i = 0; i < 60; i++) {
      const res = await upload(activity.id, admin, [kind('item'), file(TINY_PNG)]);
      expect(res.statusCode, `upload ${i + 1}: ${res.body}`).toBe(201);
    }
    const over = await upload(activity.id, admin, [kind('item'), file(TINY_PNG)], { lang: 'en' });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('rate_limited');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another admin of the same activity has their own minute.
    const colleague = await createAdmin(t, activity.id);
    const res = await upload(activity.id, colleague, [kind('item'), file(TINY_PNG)]);
    expect(res.statusCode, res.body).toBe(201);
  });

  it("lets the super admin upload to any activity's folder", async () => {
    const activity = await createActivity(t);
    const res = await upload(activity.id, await createSuperAdmin(t), [
      kind('scratch-and-win'),
      file(await makePicture(10, 10)),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.url).toMatch(new RegExp(`^/images/scratch-and-win/${activity.id}/`));
  });
});
