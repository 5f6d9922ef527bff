import { constants, crc32, deflateRawSync } from 'node:zlib';

/** Crafted pictures for the upload limits' tests: small on disk, huge once decoded. */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG decompression bomb: an 8-bit greyscale `width`×`height` picture of all-zero pixels, as a
 * valid zlib stream. The zeros are compressed once per band of rows and the identical band repeated (each
 * band ends on a full flush, so it is byte-aligned and needs nothing before it), so even 50000×50000
 * (2.5 GB once decoded) is made in milliseconds and is about 2.5 MB.
 */
export function pngBomb(width: number, height: number): Buffer {
  const row = width + 1; // the filter byte (0) and one byte a pixel
  const bandRows = Math.max(1, Math.min(height, Math.floor(1_000_000 / row)));
  const band = deflateRawSync(Buffer.alloc(bandRows * row), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const parts: Buffer[] = [Buffer.from([0x78, 0xda])];
  let rows = 0;
  for (; rows + bandRows <= height; rows += bandRows) parts.push(band);
  if (rows < height) parts.push(deflateRawSync(Buffer.alloc((height - rows) * row), { level: 9, finishFlush: constants.Z_FULL_FLUSH }));
  parts.push(deflateRawSync(Buffer.alloc(0)));
  // adler32 of n zero bytes: a = 1, b = n mod 65521
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(((Number((BigInt(row) * BigInt(height)) % 65521n) << 16) | 1) >>> 0);
  parts.push(adler);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(parts)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A GIF whose header declares `width`×`height` (one frame of one colour, its pixel data left short). */
export function gifOfSize(width: number, height: number): Buffer {
  const size = (n: number) => [n & 0xff, n >> 8];
  return Buffer.from([
    ...Buffer.from('GIF89a', 'ascii'),
    ...size(width),
    ...size(height),
    0x80, // a global colour table of 2 entries
    0,
    0,
    0,
    0,
    0,
    255,
    255,
    255,
    0x2c, // image descriptor
    0,
    0,
    0,
    0,
    ...size(width),
    ...size(height),
    0,
    2, // LZW minimum code size
    2,
    0x44,
    0x01, // a clear code and a pixel
    0,
    0x3b,
  ]);
}
