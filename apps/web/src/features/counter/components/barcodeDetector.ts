// The detector that reads a card's (or coupon's, or pack's) Code 128 barcode from the camera
// (issue 15): the browser's own BarcodeDetector where it reads Code 128 (Chrome on Android,
// macOS), otherwise the `barcode-detector` ponyfill, the same W3C API on ZXing-C++ compiled to
// WebAssembly. Its WASM (about 1 MB, 450 KB gzip) is one of our own build's files, not a CDN's,
// and loads only when the camera opens on such a browser (iOS Safari, Firefox, Linux Chromium).
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** What the scanner uses of the W3C BarcodeDetector. */
export interface CodeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

interface DetectorClass {
  new (options: { formats: string[] }): CodeDetector;
  getSupportedFormats(): Promise<readonly string[]>;
}

/** The file the ponyfill fetches: the build's copy of the WASM, and only that one. */
export const locateZXingFile = (path: string, prefix: string) =>
  path.endsWith('.wasm') ? wasmUrl : prefix + path;

export async function code128Detector(): Promise<CodeDetector> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (native && (await native.getSupportedFormats()).includes('code_128')) {
    return new native({ formats: ['code_128'] });
  }
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  prepareZXingModule({ overrides: { locateFile: locateZXingFile } });
  return new BarcodeDetector({ formats: ['code_128'] });
}
