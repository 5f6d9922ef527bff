import sharp from 'sharp';

/** What a picture turned into: re-encoded webp bytes without metadata, and its size. */
export interface EncodedPicture {
  data: Buffer;
  width: number;
  height: number;
}

/** The picture's header (format, size) read from its bytes, or null when they are not a picture sharp can read. */
export async function pictureMetadata(bytes: Buffer): Promise<sharp.Metadata | null> {
  try {
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return null;
  }
}

/**
 * The one decode step of every upload (console pictures, work-order pictures): upright by the EXIF
 * orientation, fit inside the box without enlarging, re-encoded as webp with no metadata at all (EXIF,
 * GPS, ICC), so nothing of the sender's camera or place is kept. A GIF keeps its first frame. Null when
 * the header reads but the pixels do not (a truncated file). `maxPixels` bounds what is decoded.
 */
export async function encodePicture(bytes: Buffer, box: { width?: number; height?: number }, options: { quality: number; maxPixels: number }): Promise<EncodedPicture | null> {
  try {
    const encoded = await sharp(bytes, { limitInputPixels: options.maxPixels })
      .rotate()
      .resize({ width: box.width, height: box.height, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: options.quality })
      .toBuffer({ resolveWithObject: true });
    return { data: encoded.data, width: encoded.info.width, height: encoded.info.height };
  } catch {
    return null;
  }
}
