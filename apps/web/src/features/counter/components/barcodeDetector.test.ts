// The ponyfill's WASM is ours to serve (issue 15): the build's copy of the very file the
// ponyfill was built for, never a CDN's.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ZXING_WASM_SHA256 } from 'barcode-detector/ponyfill';
import { expect, it } from 'vitest';
import { locateZXingFile } from './barcodeDetector.ts';

it('serves the WASM the ponyfill was built for (an upgrade of one without the other fails)', () => {
  const file = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
  const sha = createHash('sha256').update(readFileSync(file)).digest('hex');
  expect(sha).toBe(ZXING_WASM_SHA256);
});

it("locates the WASM at the app's own address, whatever prefix the ponyfill proposes", () => {
  const url = locateZXingFile('zxing_reader.wasm', 'https://fastly.jsdelivr.net/npm/zxing-wasm/');
  expect(url).toMatch(/^\/[^/].*zxing_reader\.wasm$/);
  expect(locateZXingFile('zxing_reader.js', '/x/')).toBe('/x/zxing_reader.js');
});
