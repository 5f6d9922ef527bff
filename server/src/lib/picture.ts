import sharp from 'sharp';
import { CallerLimitMessages, GIF_MAX_PIXELS, PICTURE_MAX_PIXELS } from 'shared-contracts';

/** The most pixels a picture of this format may have to be decoded (a GIF is decoded whole, every frame: lower). */
const decodeLimitOf = (format: string | undefined) => (format === 'gif' ? GIF_MAX_PIXELS : PICTURE_MAX_PIXELS);

/**
 * The refusal for a picture whose header declares more pixels than may be decoded (issue 35: a decompression
 * bomb — a small file declaring a huge picture — is refused from its header, never decoded), or null.
 */
export function pixelRefusal(meta: { format?: string; width?: number; height?: number }): string | null {
  if ((meta.width ?? 0) * (meta.height ?? 0) <= decodeLimitOf(meta.format)) return null;
  return meta.format === 'gif' ? CallerLimitMessages.gifTooManyPixels : CallerLimitMessages.tooManyPixels;
}

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
 * the header reads but the pixels do not (a truncated file). The decoder reads at most the pixels pixelRefusal
 * allows for the header's format.
 */
export async function encodePicture(bytes: Buffer, box: { width?: number; height?: number }, options: { quality: number; format: string }): Promise<EncodedPicture | null> {
  try {
    const encoded = await sharp(bytes, { limitInputPixels: decodeLimitOf(options.format) })
      .rotate()
      .resize({ width: box.width, height: box.height, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: options.quality })
      .toBuffer({ resolveWithObject: true });
    return { data: encoded.data, width: encoded.info.width, height: encoded.info.height };
  } catch {
    return null;
  }
}
