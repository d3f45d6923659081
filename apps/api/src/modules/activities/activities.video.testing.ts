// Test helpers for the video upload (activities.video.ts): the smallest files the sniffing takes,
// an MP4's 'ftyp' box and a WebM's EBML header, followed by some bytes of "frames".

/** An MP4's start: an 'ftyp' box of brand isom (compatible isom, mp41), then `frames` bytes. */
export function tinyMp4(frames = 64, brand = 'isom'): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftyp', 4, 'latin1');
  ftyp.write(brand, 8, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write(brand === 'isom' ? 'isom' : brand, 16, 'latin1');
  ftyp.write(brand === 'isom' ? 'mp41' : brand, 20, 'latin1');
  return Buffer.concat([ftyp, Buffer.alloc(frames, 7)]);
}

/** A WebM's start: an EBML header of DocType webm, then `frames` bytes. */
export function tinyWebm(frames = 64, docType = 'webm'): Buffer {
  const type = Buffer.from(docType, 'latin1');
  const body = Buffer.concat([
    Buffer.from([0x42, 0x86, 0x81, 0x01]), // EBMLVersion 1
    Buffer.from([0x42, 0xf7, 0x81, 0x01]), // EBMLReadVersion 1
    Buffer.from([0x42, 0xf2, 0x81, 0x04]), // EBMLMaxIDLength 4
    Buffer.from([0x42, 0xf3, 0x81, 0x08]), // EBMLMaxSizeLength 8
    Buffer.from([0x42, 0x82, 0x80 | type.length]),
    type,
    Buffer.from([0x42, 0x87, 0x81, 0x04]), // DocTypeVersion 4
    Buffer.from([0x42, 0x85, 0x81, 0x02]), // DocTypeReadVersion 2
  ]);
  return Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | body.length]),
    body,
    Buffer.alloc(frames, 9),
  ]);
}

/** The abuse walker's probe: an MP4 of a few bytes. */
export const TINY_MP4 = tinyMp4(16);
