// Test helpers for picture uploads (uploads.ts): pictures made with sharp, and a multipart form built
// by hand; the upload tests and the abuse walker send them through inject.
import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A part of a form: a field, or a file with the name and type the client claims. */
export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; type?: string; data: Buffer };

/** A multipart/form-data body and its Content-Type header. */
export function multipartForm(parts: FormPart[]) {
  const boundary = `----tessera-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = 'filename' in part;
    const head = [
      `--${boundary}`,
      `Content-Disposition: form-data; name="${part.name}"${file ? `; filename="${part.filename}"` : ''}`,
      ...(file ? [`Content-Type: ${part.type ?? 'application/octet-stream'}`] : []),
      '',
      '',
    ].join('\r\n');
    chunks.push(Buffer.from(head), file ? part.data : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A plain picture of one colour, in a format sharp writes. */
export function makePicture(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' | 'avif' | 'gif' | 'tiff' = 'png',
  colour = { r: 180, g: 40, b: 90 },
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    [format]()
    .toBuffer();
}

/** A 1×1 PNG, for probes that need a picture and no sharp. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A decompression bomb's shape: a valid PNG header declaring `width`×`height` pixels (RGB), with a
 * few bytes of data. Decoded it would take width×height×3 bytes of memory.
 */
export function bombPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** What a phone's camera leaves in a photo: where it was taken, and the camera's name. */
export const EXIF_MARK = 'Tessera-test-camera';
export const GPS_MARK = 'Tessera-test-place';

/**
 * A JPEG as a phone writes it: EXIF with the camera and GPS position, stored sideways (40×20
 * pixels with orientation 6: it shows 20 wide and 40 high).
 */
export function phonePhoto(): Promise<Buffer> {
  return sharp({
    create: { width: 40, height: 20, channels: 3, background: { r: 20, g: 120, b: 60 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: EXIF_MARK, Model: 'T1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '45/1 27/1 50/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '9/1 11/1 20/1',
        GPSMapDatum: GPS_MARK,
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A two-frame animated GIF: red, then blue (10×20). */
export async function animatedGif(): Promise<Buffer> {
  const frame = (r: number, b: number) =>
    sharp({ create: { width: 10, height: 20, channels: 3, background: { r, g: 0, b } } })
      .png()
      .toBuffer();
  return sharp([await frame(255, 0), await frame(0, 255)], { join: { animated: true } })
    .gif()
    .toBuffer();
}
