// The home's content by templateAppHome (issue 9) on a phone (Pixel 7, touch): Bottega Verde's
// home (template V) shows its video, which loads and plays, never by itself; Trattoria Da Rita's
// (template I) shows its pictures, which a finger swipes from one to the next. The card comes
// first, its barcode one tap away, the points with what they are worth; the shortcuts are the
// drawer's entries and stay put when the notices arrive late (issue 15).
import { expectAccessible } from './axe.ts';
import { expect, type Page, test } from './fixtures.ts';
import { loginAndWaitHome, navLabels } from './support.ts';

test('the card first, the barcode one tap away; shortcuts as the drawer, unmoved by late notices', async ({
  page,
}) => {
  // Every layout shift and the elements it moved, from the first page on.
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: { value: number; nodes: (Node | null)[] }[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      }[]) {
        if (!e.hadRecentInput)
          w.shifts.push({ value: e.value, nodes: e.sources.map((s) => s.node) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Salone Aurora's home shows the notices (template S): they answer only once the rest shows.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/activities/*/noticessent/user**', async (route) => {
    await released;
    await route.continue();
  });
  await loginAndWaitHome(page, 'giulia@tessera.demo');

  // The card is the home's first block: figures, what the points are worth, the barcode button.
  const card = page.getByRole('region', { name: 'Ciao Giulia!' });
  await expect(page.getByRole('main').locator('section').first()).toHaveAttribute(
    'aria-labelledby',
    'home-greeting',
  );
  await expect(card.getByTestId('card-points-worth')).toHaveText(
    /^[\d.]+ punt[oi] = [\d.]+,\d\d €$/,
  );
  const shortcuts = page.getByRole('navigation', { name: 'Accesso rapido' });
  await expect(shortcuts.getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'I tuoi avvisi' })).toHaveCount(0);

  release();
  await expect(
    page.getByRole('list', { name: 'I tuoi avvisi' }).getByRole('listitem'),
  ).not.toHaveCount(0);
  // Two frames: the shifts of the notices' arrival are reported.
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
  const moved = await shortcuts.evaluate((block) => {
    const { shifts } = window as unknown as { shifts: { value: number; nodes: (Node | null)[] }[] };
    return shifts
      .filter((s) => s.nodes.some((n) => n && (block === n || block.contains(n))))
      .reduce((sum, s) => sum + s.value, 0);
  });
  expect(moved).toBeLessThan(0.01);
  await expectAccessible(page, "Giulia's home with its notices");

  // The shortcuts are the drawer's entries, home aside: the same rules decide both.
  const tiles = await shortcuts.getByRole('link').allInnerTexts();
  expect(tiles.map((t) => t.trim())).toEqual((await navLabels(page)).filter((l) => l !== 'Home'));
  expect(tiles.length).toBeGreaterThan(5);

  await card.getByRole('button', { name: 'Mostra a schermo intero' }).click();
  await expect(page.getByRole('dialog', { name: 'Carta Salone Aurora' })).toBeVisible();
});

test('Bottega Verde (V): the video loads, has controls, waits to be played, then plays', async ({
  page,
}) => {
  await loginAndWaitHome(page, 'bottega@tessera.demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Bottega Verde' })).toBeVisible();
  const video = page.locator('video[aria-label="Video di Bottega Verde"]');
  await expect(video).toBeVisible();
  // Its file: a WebM, cached.
  const src = (await video.getAttribute('src')) as string;
  expect(src).toMatch(/^\/images\/video\/\d+\/bottega-verde\.webm$/);
  const file = await page.request.get(src);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('video/webm');
  expect(file.headers()['cache-control']).toMatch(/max-age=\d+/);

  // Loaded far enough to know its length (a few seconds), not started, no sound of its own accord.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
  const state = await video.evaluate((v: HTMLVideoElement) => ({
    duration: v.duration,
    size: [v.videoWidth, v.videoHeight],
    controls: v.controls,
    autoplay: v.autoplay,
    paused: v.paused,
    playsInline: v.playsInline,
  }));
  expect(state.duration).toBeGreaterThan(2);
  expect(state.duration).toBeLessThan(10);
  expect(state).toMatchObject({
    size: [640, 360],
    controls: true,
    autoplay: false,
    paused: true,
    playsInline: true,
  });
  // Full width of the phone's content, nothing beyond the screen.
  const box = await video.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box?.width).toBeGreaterThan(width * 0.8);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);

  // It plays (muted here: a test makes no sound) and time moves on.
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(0.3);
});

/** A finger's horizontal swipe from (x0, y) to (x1, y): touch events, as a touchscreen sends. */
async function swipe(page: Page, x0: number, x1: number, y: number) {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(x0) });
  const steps = 10;
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(x0 + ((x1 - x0) * i) / steps),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('Da Rita (I): a swipe to the left brings the next picture, the dots follow', async ({
  page,
}) => {
  await loginAndWaitHome(page, 'marco@tessera.demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Trattoria Da Rita' })).toBeVisible();
  const strip = page.getByRole('region', { name: 'Immagini di Trattoria Da Rita' });
  const pictures = strip.locator('img');
  await expect(pictures).toHaveCount(2);
  const dots = page.getByRole('group', { name: "Scegli l'immagine" });
  const inView = dots.locator('button[aria-current="true"]');
  await expect(inView).toHaveAccessibleName('Immagine 1 di 2');
  await strip.scrollIntoViewIfNeeded();
  const box = await strip.boundingBox();
  if (!box) throw new Error('the strip has no box');
  const y = box.y + box.height / 2;
  // The first picture fills the strip's start; the second only peeks in at its end.
  const startOf = async (i: number) => ((await pictures.nth(i).boundingBox())?.x ?? 0) - box.x;
  expect(Math.abs(await startOf(0))).toBeLessThan(2);
  expect(await startOf(1)).toBeGreaterThan(box.width * 0.8);

  await swipe(page, box.x + box.width * 0.8, box.x + box.width * 0.2, y);
  // Snapped to the second picture: it starts where the strip starts, and its dot is marked.
  await expect(inView).toHaveAccessibleName('Immagine 2 di 2');
  await expect
    .poll(async () => Math.round(await startOf(1)))
    .toBeLessThanOrEqual(Math.round(box.width * 0.15));
  await expect.poll(() => startOf(0)).toBeLessThan(-box.width * 0.5);

  // And back with a swipe to the right.
  await swipe(page, box.x + box.width * 0.2, box.x + box.width * 0.8, y);
  await expect(inView).toHaveAccessibleName('Immagine 1 di 2');
  await expect.poll(async () => Math.abs(await startOf(0))).toBeLessThan(2);
  // The dots bring a picture into view too.
  await dots.getByRole('button', { name: 'Immagine 2 di 2' }).click();
  await expect(inView).toHaveAccessibleName('Immagine 2 di 2');
  await expect.poll(() => startOf(0)).toBeLessThan(-box.width * 0.5);
});
