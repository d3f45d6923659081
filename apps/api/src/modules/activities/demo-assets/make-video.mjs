// Draws Bottega Verde's demo home video (template V) in Chromium: a canvas animated for four
// seconds, silent, recorded by MediaRecorder as VP8 WebM (Chromium's muxer writes the Duration,
// a SeekHead and the Cues, so players know its length and can seek). Run once from the root:
//   node apps/api/src/modules/activities/demo-assets/make-video.mjs
// The result, bottega-verde.webm, is committed; the demo seed copies it (activities.seed.ts).
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../../../../e2e/chromium.mjs';

const SECONDS = 4;
const out = join(dirname(fileURLToPath(import.meta.url)), 'bottega-verde.webm');

const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage();
const bytes = await page.evaluate(async (seconds) => {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 360;
  document.body.append(canvas);
  const g = canvas.getContext('2d');
  const leaves = Array.from({ length: 14 }, (_, i) => ({
    x: (i * 97) % 640,
    y: (i * 53) % 360,
    r: 10 + ((i * 7) % 18),
    speed: 20 + ((i * 13) % 40),
  }));
  const draw = (t) => {
    const sky = g.createLinearGradient(0, 0, 640, 360);
    sky.addColorStop(0, '#2E7D32');
    sky.addColorStop(1, '#1B3A1D');
    g.fillStyle = sky;
    g.fillRect(0, 0, 640, 360);
    for (const l of leaves) {
      const y = (l.y + l.speed * t) % 400;
      g.fillStyle = 'rgba(200, 230, 201, 0.35)';
      g.beginPath();
      g.ellipse(l.x + 12 * Math.sin(t * 2 + l.r), y - 20, l.r, l.r / 2, t + l.r, 0, Math.PI * 2);
      g.fill();
    }
    const fade = Math.min(1, t / 0.8);
    g.globalAlpha = fade;
    g.fillStyle = '#FFFFFF';
    g.textAlign = 'center';
    g.font = 'bold 56px sans-serif';
    g.fillText('Bottega Verde', 320, 165);
    g.font = '26px sans-serif';
    g.fillText('Frutta e verdura di stagione', 320, 215);
    g.globalAlpha = Math.min(1, Math.max(0, (t - 1.5) / 0.8));
    g.font = 'italic 22px sans-serif';
    g.fillText('dal nostro orto alla tua tavola', 320, 255);
    g.globalAlpha = 1;
  };
  draw(0);
  const stream = canvas.captureStream(25);
  const recorder = new MediaRecorder(stream, {
    mimeType: 'video/webm;codecs=vp8',
    videoBitsPerSecond: 350_000,
  });
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const stopped = new Promise((resolve) => {
    recorder.onstop = resolve;
  });
  const start = performance.now();
  recorder.start();
  await new Promise((resolve) => {
    const frame = () => {
      const t = (performance.now() - start) / 1000;
      draw(Math.min(t, seconds));
      if (t < seconds) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
  recorder.stop();
  await stopped;
  const buffer = await new Blob(chunks, { type: 'video/webm' }).arrayBuffer();
  return Array.from(new Uint8Array(buffer));
}, SECONDS);
await browser.close();

await writeFile(out, Buffer.from(bytes));
console.log(`${out}: ${bytes.length} bytes`);
