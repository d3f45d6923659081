// The home's media in the console (issue 25, item 1; activities.media*.ts, activities.video.ts):
// the pictures of template I added, ordered and removed, the video of template V uploaded, set
// and removed, what customers read at once, refusals in the caller's language with nothing
// written, the activity's admins' only. Every test makes its own activity and files.
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { multipartForm, TINY_PNG } from '../../platform/uploads.testing.ts';
import {
  createActivity,
  createAdmin,
  createCustomer,
  createStaff,
  createSuperAdmin,
  type Person,
} from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';
import { tinyMp4, tinyWebm } from './activities.video.testing.ts';
import { sniffVideo } from './activities.video.ts';

const t = useTestApp();

const base = (activityId: number) => `/api/activities/${activityId}`;
const keyed = (lang = 'it') => ({ 'idempotency-key': randomUUID(), 'accept-language': lang });

/** Uploads a picture of the activity with kind activity; answers its file name. */
async function uploadPicture(activityId: number, as: Person) {
  const form = multipartForm([
    { name: 'kind', value: 'activity' },
    { name: 'file', filename: 'home.png', type: 'image/png', data: TINY_PNG },
  ]);
  const res = await t.call({
    method: 'POST',
    url: `${base(activityId)}/pictures`,
    as,
    payload: form.payload,
    headers: form.headers,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.fileName as string;
}

const addPicture = (activityId: number, as: Person, fileName: string, lang = 'it') =>
  t.call({
    method: 'POST',
    url: `${base(activityId)}/home-pictures`,
    as,
    headers: keyed(lang),
    payload: { fileName },
  });

const pictures = (activityId: number, as: Person) =>
  t.call({ url: `${base(activityId)}/home-pictures`, as });

const order = (activityId: number, as: Person, ids: unknown[], lang = 'it') =>
  t.call({
    method: 'PUT',
    url: `${base(activityId)}/home-picture-order`,
    as,
    headers: keyed(lang),
    payload: { ids },
  });

/** Sends a video form: one file part per buffer (field `file` unless named). */
const uploadVideo = (
  activityId: number,
  as: Person,
  files: { data: Buffer; name?: string; filename?: string; type?: string }[],
  lang = 'it',
) => {
  const form = multipartForm(
    files.map((f) => ({
      name: f.name ?? 'file',
      filename: f.filename ?? 'clip.mp4',
      type: f.type ?? 'video/mp4',
      data: f.data,
    })),
  );
  return t.call({
    method: 'POST',
    url: `${base(activityId)}/videos`,
    as,
    payload: form.payload,
    headers: { ...form.headers, 'accept-language': lang },
  });
};

const setVideo = (activityId: number, as: Person, fileName: string, lang = 'it') =>
  t.call({
    method: 'PUT',
    url: `${base(activityId)}/home-video`,
    as,
    headers: keyed(lang),
    payload: { fileName },
  });

/** Every file under the activity's video folder, temporary ones included. */
const videoFiles = (activityId: number) =>
  readdir(join(t.dataDir, 'images', 'video', String(activityId))).catch(() => [] as string[]);

const imageRows = (activityId: number) =>
  t.rows(sql`select id, file_name, sort from activity_images
    where activity_id = ${activityId} order by sort, id`);
const videoRows = (activityId: number) =>
  t.rows(sql`select file_name from activity_videos where activity_id = ${activityId}`);

async function adminOfNewActivity() {
  const activity = await createActivity(t);
  return { activity, admin: await createAdmin(t, activity.id) };
}

describe("the home's pictures", () => {
  it('adds uploaded pictures last, lists them in order, and customers read them at once', async () => {
    const { activity, admin } = await adminOfNewActivity();
    const customer = await createCustomer(t, activity.id);
    const fileName = await uploadPicture(activity.id, admin);
    const first = await addPicture(activity.id, admin, fileName);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({
      id: expect.any(Number),
      fileName,
      url: `/images/activity/${activity.id}/${fileName}`,
      sort: 0,
    });
    const second = await addPicture(activity.id, admin, fileName);
    expect(second.json().data.sort).toBe(1);
    const listed = await pictures(activity.id, admin);
    expect(listed.json()).toEqual({
      data: [first.json().data, second.json().data],
      totalRows: 2,
    });
    const seen = await t.call({ url: `/api/activityimages/${activity.id}`, as: customer });
    expect(seen.json().data.map((p: { id: number }) => p.id)).toEqual([
      first.json().data.id,
      second.json().data.id,
    ]);
  });

  it('orders them by the full list of ids, and refuses a stale list (409) changing nothing', async () => {
    const { activity, admin } = await adminOfNewActivity();
    const fileName = await uploadPicture(activity.id, admin);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await addPicture(activity.id, admin, fileName)).json().data.id);
    const [a, b, c] = ids as [number, number, number];
    const res = await order(activity.id, admin, [c, a, b]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((p: { id: number; sort: number }) => [p.id, p.sort])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    const before = await imageRows(activity.id);
    // A list read before a picture was added or removed: one id missing, or one too many.
    const stale = await order(activity.id, admin, [a, b], 'en');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      code: 'order_stale',
      message: "The home's pictures have changed meanwhile: reload the page and order them again",
    });
    expect((await order(activity.id, admin, [a, b, c, 99_999_999])).statusCode).toBe(409);
    expect(await imageRows(activity.id)).toEqual(before);
    // The same id twice is a bad body.
    const twice = await order(activity.id, admin, [a, a, b]);
    expect(twice.statusCode).toBe(400);
    expect(await imageRows(activity.id)).toEqual(before);
  });

  it('removes one (its file stays); customers no longer see it', async () => {
    const { activity, admin } = await adminOfNewActivity();
    const customer = await createCustomer(t, activity.id);
    const fileName = await uploadPicture(activity.id, admin);
    const { id } = (await addPicture(activity.id, admin, fileName)).json().data;
    const res = await t.call({
      method: 'DELETE',
      url: `${base(activity.id)}/home-pictures/${id}`,
      as: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ deleted: true });
    expect(await imageRows(activity.id)).toEqual([]);
    const seen = await t.call({ url: `/api/activityimages/${activity.id}`, as: customer });
    expect(seen.json().data).toEqual([]);
    await readFile(join(t.dataDir, 'images', 'activity', String(activity.id), fileName));
  });

  it.each([
    ['a name never uploaded', '0123456789abcdef0123456789abcdef.webp'],
    ['a path out of the folder', '../../../etc/passwd'],
    ['a logo-sized name of another folder', 'logo.svg'],
  ])(
    'refuses %s with 400 unknown_picture in the caller’s language, writing nothing',
    async (_, name) => {
      const { activity, admin } = await adminOfNewActivity();
      const res = await addPicture(activity.id, admin, name, 'de');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'unknown_picture',
        message:
          'Das gewählte Bild gehört nicht zu den für diese Aktivität hochgeladenen: lade es erneut hoch',
      });
      expect(await imageRows(activity.id)).toEqual([]);
    },
  );

  it('refuses a picture uploaded for another activity, or for another kind', async () => {
    const { activity, admin } = await adminOfNewActivity();
    const other = await adminOfNewActivity();
    const theirs = await uploadPicture(other.activity.id, other.admin);
    expect((await addPicture(activity.id, admin, theirs)).json().code).toBe('unknown_picture');
    const form = multipartForm([
      { name: 'kind', value: 'item' },
      { name: 'file', filename: 'item.png', type: 'image/png', data: TINY_PNG },
    ]);
    const item = await t.call({
      method: 'POST',
      url: `${base(activity.id)}/pictures`,
      as: admin,
      payload: form.payload,
      headers: form.headers,
    });
    const refused = await addPicture(activity.id, admin, item.json().data.fileName);
    expect(refused.json().code).toBe('unknown_picture');
    expect(await imageRows(activity.id)).toEqual([]);
  });

  it('refuses a bad body (400 invalid_input) and a 21st picture (409), writing nothing', async () => {
    const { activity, admin } = await adminOfNewActivity();
    for (const payload of [{}, { fileName: '' }, { fileName: 'a.webp', extra: 1 }]) {
      const res = await t.call({
        method: 'POST',
        url: `${base(activity.id)}/home-pictures`,
        as: admin,
        headers: keyed(),
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('invalid_input');
    }
    expect(await imageRows(activity.id)).toEqual([]);
    const fileName = await uploadPicture(activity.id, admin);
    for (let i = 0; i < 20; i++) {
      expect((await addPicture(activity.id, admin, fileName)).statusCode).toBe(200);
    }
    const full = await addPicture(activity.id, admin, fileName, 'en');
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({
      code: 'too_many_pictures',
      message: 'The home already has 20 pictures: take one off before adding more',
    });
    expect(await imageRows(activity.id)).toHaveLength(20);
  });

  it("answers 404 for another activity's pictures, and leaves them be", async () => {
    const { activity, admin } = await adminOfNewActivity();
    const other = await adminOfNewActivity();
    const fileName = await uploadPicture(other.activity.id, other.admin);
    const { id } = (await addPicture(other.activity.id, other.admin, fileName)).json().data;
    const before = await imageRows(other.activity.id);
    // Through their activity: not a member.
    expect((await pictures(other.activity.id, admin)).statusCode).toBe(404);
    expect((await addPicture(other.activity.id, admin, fileName)).statusCode).toBe(404);
    expect((await order(other.activity.id, admin, [id])).statusCode).toBe(404);
    // Through ours: their picture is not of our activity.
    const removed = await t.call({
      method: 'DELETE',
      url: `${base(activity.id)}/home-pictures/${id}`,
      as: admin,
    });
    expect(removed.statusCode).toBe(404);
    expect((await order(activity.id, admin, [id])).statusCode).toBe(409);
    expect(await imageRows(other.activity.id)).toEqual(before);
  });

  it("is the activity's admins' and the super admin's, not its staff's or customers'", async () => {
    const { activity } = await adminOfNewActivity();
    expect((await pictures(activity.id, await createSuperAdmin(t))).statusCode).toBe(200);
    expect((await pictures(activity.id, await createStaff(t, activity.id))).statusCode).toBe(403);
    expect((await pictures(activity.id, await createCustomer(t, activity.id))).statusCode).toBe(
      403,
    );
  });
});

describe("the home's video", () => {
  it('uploads an MP4, sets it, and customers read its address at once', async () => {
    const { activity, admin } = await adminOfNewActivity();
    const customer = await createCustomer(t, activity.id);
    const mp4 = tinyMp4(4096);
    const res = await uploadVideo(activity.id, admin, [{ data: mp4, filename: 'clip.bin' }]);
    expect(res.statusCode, res.body).toBe(201);
    const { fileName, url, bytes } = res.json().data;
    expect(fileName).toMatch(/^[0-9a-f]{32}\.mp4$/);
    expect(url).toBe(`/images/video/${activity.id}/${fileName}`);
    expect(bytes).toBe(mp4.length);
    expect(await videoFiles(activity.id)).toEqual([fileName]);
    expect(
      await readFile(join(t.dataDir, 'images', 'video', String(activity.id), fileName)),
    ).toEqual(mp4);
    // Nothing is the home's until it is set.
    expect((await t.call({ url: `${base(activity.id)}/home-video`, as: admin })).json().data).toBe(
      null,
    );
    const set = await setVideo(activity.id, admin, fileName);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toEqual({ fileName, url });
    expect(
      (await t.call({ url: `${base(activity.id)}/home-video`, as: admin })).json().data,
    ).toEqual({ fileName, url });
    const seen = await t.call({ url: `/api/activity-video/${activity.id}`, as: customer });
    expect(seen.json().data).toMatchObject({ url });
    // Served from the folder the customer's home reads, as a video.
    const served = await t.call({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('takes a WebM, the same video twice as one file, and replaces the video set before', async () => {
    const { activity, admin } = await adminOfNewActivity();
    const first = (await uploadVideo(activity.id, admin, [{ data: tinyMp4(100) }])).json().data;
    const webm = tinyWebm(200);
    const a = await uploadVideo(activity.id, admin, [{ data: webm, type: 'video/webm' }]);
    const b = await uploadVideo(activity.id, admin, [{ data: webm, filename: 'again.webm' }]);
    expect(a.statusCode, a.body).toBe(201);
    expect(b.json()).toEqual(a.json());
    expect(a.json().data.fileName).toMatch(/^[0-9a-f]{32}\.webm$/);
    expect((await videoFiles(activity.id)).sort()).toEqual(
      [first.fileName, a.json().data.fileName].sort(),
    );
    await setVideo(activity.id, admin, first.fileName);
    expect((await setVideo(activity.id, admin, a.json().data.fileName)).statusCode).toBe(200);
    expect(await videoRows(activity.id)).toEqual([{ file_name: a.json().data.fileName }]);
  });

  it('removes the video; customers read none', async () => {
    const { activity, admin } = await adminOfNewActivity();
    const customer = await createCustomer(t, activity.id);
    const { fileName } = (await uploadVideo(activity.id, admin, [{ data: tinyMp4() }])).json().data;
    await setVideo(activity.id, admin, fileName);
    const remove = () =>
      t.call({ method: 'DELETE', url: `${base(activity.id)}/home-video`, as: admin });
    expect((await remove()).json().data).toEqual({ deleted: true });
    expect((await remove()).json().data).toEqual({ deleted: false });
    expect(await videoRows(activity.id)).toEqual([]);
    const seen = await t.call({ url: `/api/activity-video/${activity.id}`, as: customer });
    expect(seen.json().data).toBe(null);
  });

  it.each([
    ['a PNG named clip.mp4', TINY_PNG],
    ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>'.padEnd(200, ' '))],
    ['an AVIF picture (an ftyp box of brand avif)', tinyMp4(100, 'avif')],
    ['a QuickTime movie (brand qt)', tinyMp4(100, 'qt  ')],
    ['a Matroska file (EBML, DocType matroska)', tinyWebm(100, 'matroska')],
    ['a few bytes', Buffer.from('ftyp')],
  ])('refuses %s (400 not_a_video) in the caller’s language, writing nothing', async (_, data) => {
    const { activity, admin } = await adminOfNewActivity();
    const res = await uploadVideo(activity.id, admin, [{ data }], 'fr');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      code: 'not_a_video',
      message: "Le fichier n'est pas une vidéo utilisable : envoyez une vidéo MP4 ou WebM",
    });
    expect(await videoFiles(activity.id)).toEqual([]);
  });

  it('refuses a video over 50 MB with 413, writing nothing', async () => {
    const { activity, admin } = await adminOfNewActivity();
    const big = tinyMp4(50 * 1024 * 1024);
    const res = await uploadVideo(activity.id, admin, [{ data: big }], 'en');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'video_too_large',
      message: 'The video is over 50 MB: shorten or compress it and try again',
    });
    expect(await videoFiles(activity.id)).toEqual([]);
  });

  it('refuses no file, an empty one, two files and a form that is not multipart', async () => {
    const { activity, admin } = await adminOfNewActivity();
    const none = await uploadVideo(activity.id, admin, [{ name: 'other', data: tinyMp4() }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('video_missing');
    const empty = await uploadVideo(activity.id, admin, [{ data: Buffer.alloc(0) }]);
    expect(empty.json().code).toBe('video_missing');
    const two = await uploadVideo(activity.id, admin, [{ data: tinyMp4() }, { data: tinyMp4() }]);
    expect(two.statusCode).toBe(400);
    expect(two.json().code).toBe('one_video');
    const json = await t.call({
      method: 'POST',
      url: `${base(activity.id)}/videos`,
      as: admin,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(await videoFiles(activity.id)).toEqual([]);
  });

  it.each([
    ['a name never uploaded', '0123456789abcdef0123456789abcdef.mp4'],
    ['a path out of the folder', '../1/0123456789abcdef0123456789abcdef.mp4'],
    ['a picture', '0123456789abcdef0123456789abcdef.webp'],
  ])('refuses to set %s (400 unknown_video), writing nothing', async (_, name) => {
    const { activity, admin } = await adminOfNewActivity();
    const res = await setVideo(activity.id, admin, name, 'es');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'unknown_video',
      message: 'El vídeo elegido no está entre los subidos para esta actividad: vuelve a subirlo',
    });
    expect(await videoRows(activity.id)).toEqual([]);
  });

  it("answers 404 for another activity's video, and refuses their file as ours", async () => {
    const { activity, admin } = await adminOfNewActivity();
    const other = await adminOfNewActivity();
    const { fileName } = (
      await uploadVideo(other.activity.id, other.admin, [{ data: tinyMp4() }])
    ).json().data;
    await setVideo(other.activity.id, other.admin, fileName);
    const theirs = base(other.activity.id);
    expect((await t.call({ url: `${theirs}/home-video`, as: admin })).statusCode).toBe(404);
    expect((await setVideo(other.activity.id, admin, fileName)).statusCode).toBe(404);
    expect(
      (await t.call({ method: 'DELETE', url: `${theirs}/home-video`, as: admin })).statusCode,
    ).toBe(404);
    expect((await uploadVideo(other.activity.id, admin, [{ data: tinyMp4(9) }])).statusCode).toBe(
      404,
    );
    expect((await setVideo(activity.id, admin, fileName)).json().code).toBe('unknown_video');
    expect(await videoRows(other.activity.id)).toEqual([{ file_name: fileName }]);
    expect(await videoFiles(other.activity.id)).toEqual([fileName]);
  });
});

describe('sniffVideo', () => {
  it('names MP4 and WebM by their first bytes, and nothing else', () => {
    expect(sniffVideo(tinyMp4())).toBe('mp4');
    expect(sniffVideo(tinyMp4(10, 'mp42'))).toBe('mp4');
    expect(sniffVideo(tinyWebm())).toBe('webm');
    expect(sniffVideo(tinyMp4(10, 'heic'))).toBeUndefined();
    expect(sniffVideo(TINY_PNG)).toBeUndefined();
    expect(sniffVideo(Buffer.alloc(64))).toBeUndefined();
  });
});

describe("the console's activity step", () => {
  const step = async (activityId: number, as: Person) =>
    (await t.call({ url: `${base(activityId)}/console`, as }))
      .json()
      .data.steps.find((s: { key: string }) => s.key === 'activity');

  it('is done with a logo, or with the media of the home template (I pictures, V video)', async () => {
    const { activity, admin } = await adminOfNewActivity();
    expect(await step(activity.id, admin)).toEqual({ key: 'activity', done: false });
    // Template I (the default) with a picture.
    const picture = await uploadPicture(activity.id, admin);
    const { id } = (await addPicture(activity.id, admin, picture)).json().data;
    expect(await step(activity.id, admin)).toEqual({ key: 'activity', done: true });
    // Template V: the pictures do not count, a video does.
    await t.rows(
      sql`update activity_configurations set template_app_home = 'V' where activity_id = ${activity.id}`,
    );
    expect(await step(activity.id, admin)).toEqual({ key: 'activity', done: false });
    const { fileName } = (await uploadVideo(activity.id, admin, [{ data: tinyMp4() }])).json().data;
    await setVideo(activity.id, admin, fileName);
    expect(await step(activity.id, admin)).toEqual({ key: 'activity', done: true });
    // Template S with nothing but a logo.
    await t.rows(
      sql`update activity_configurations set template_app_home = 'S' where activity_id = ${activity.id}`,
    );
    await t.call({ method: 'DELETE', url: `${base(activity.id)}/home-pictures/${id}`, as: admin });
    expect(await step(activity.id, admin)).toEqual({ key: 'activity', done: false });
    await t.rows(sql`update activities set logo_file_name = ${picture} where id = ${activity.id}`);
    expect(await step(activity.id, admin)).toEqual({ key: 'activity', done: true });
  });
});
