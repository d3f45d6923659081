// Reads a Code 128 barcode back from a screenshot (issue 9: the card's barcode must decode to
// its card code): the PNG's pixels as luminance, decoded by ZXing in Node, as a scanner would.
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { PNG } from 'pngjs';

/** The text of the Code 128 barcode in a PNG; throws (ZXing's NotFoundException) if none. */
export function decodeCode128(png: Buffer): string {
  const { width, height, data } = PNG.sync.read(png);
  const luminance = new Uint8ClampedArray(width * height);
  for (let i = 0; i < width * height; i++) {
    const [r = 0, g = 0, b = 0] = data.subarray(i * 4, i * 4 + 3);
    luminance[i] = (r * 299 + g * 587 + b * 114) / 1000;
  }
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const bitmap = new BinaryBitmap(
    new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)),
  );
  const result = reader.decode(bitmap, hints);
  if (result.getBarcodeFormat() !== BarcodeFormat.CODE_128) {
    throw new Error(`not a Code 128 barcode: ${BarcodeFormat[result.getBarcodeFormat()]}`);
  }
  return result.getText();
}
