import { createHash } from 'node:crypto';
import { IMAGE_BOXES, IMAGE_MAX_BYTES, IMAGE_MAX_SIDE, ImageMessages, UPLOADED_IMAGE_PATH, type AdminUploadedImage, type ImagePurpose } from 'shared-contracts/admin';
import { fail } from '../lib/errors';
import { encodePicture, pictureMetadata, pixelRefusal } from '../lib/picture';
import type { Repositories } from '../repositories';
import type { StoredImage } from '../repositories/images';
import type { WriteContext } from './admin-catalogue';
import type { AuditService } from './audit';
import { callerLimits } from './caller-limits';

/** The formats accepted, as sharp names them after reading the bytes (never the file name). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const STORED_MIME = 'image/webp';
const WEBP_QUALITY = 82;

/**
 * The console's picture upload (issue 20): the bytes are decoded by sharp — a text file named .png is
 * refused — checked (JPEG / PNG / WebP / GIF, at most 5 MB and 8000×8000, and from the header alone at most
 * PICTURE_MAX_PIXELS, a GIF GIF_MAX_PIXELS: lib/picture.ts pixelRefusal), turned upright by their EXIF
 * orientation, resized to fit their purpose's box (never enlarged), re-encoded as webp without metadata
 * (EXIF, GPS, ICC), and stored by the sha256 of the result, in the same transaction as the audit row
 * (`image.upload`). A GIF keeps its first frame. Each operator has UPLOAD_QUOTAS.operator uploads a minute and a day.
 */
export function imagesService({ repos, audit, now }: { repos: Repositories; audit: AuditService; now: () => Date }) {
  const limits = callerLimits({ repos, now });
  return {
    async upload(input: { purpose: ImagePurpose; name: string; data: string }, ctx: WriteContext): Promise<AdminUploadedImage> {
      const bytes = Buffer.from(input.data, 'base64');
      if (bytes.length === 0) throw fail(ImageMessages.empty);
      if (bytes.length > IMAGE_MAX_BYTES) throw fail(ImageMessages.tooLarge);
      // counted before any decoding (issue 35): a refused or undecodable picture still cost its read (the CLI is not counted)
      if (ctx.operator.id !== null) await limits.upload({ kind: 'operator', id: ctx.operator.id });
      const meta = await pictureMetadata(bytes);
      if (!meta || !meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw fail(ImageMessages.notImage);
      if (meta.width > IMAGE_MAX_SIDE || meta.height > IMAGE_MAX_SIDE) throw fail(ImageMessages.tooManyPixels);
      // a decompression bomb (a small file declaring a huge picture) is refused from its header, never decoded
      const tooManyPixels = pixelRefusal(meta);
      if (tooManyPixels) throw fail(tooManyPixels);

      const box = IMAGE_BOXES[input.purpose];
      const encoded = await encodePicture(bytes, box, { quality: WEBP_QUALITY, format: meta.format });
      // a header that reads but pixels that do not (a truncated file)
      if (!encoded) throw fail(ImageMessages.notImage);
      const hash = createHash('sha256').update(encoded.data).digest('hex');
      const stored: AdminUploadedImage = {
        url: `${UPLOADED_IMAGE_PATH}${hash}.webp`,
        hash,
        width: encoded.width,
        height: encoded.height,
        bytes: encoded.data.length,
      };

      await repos.transaction(async () => {
        await repos.images.save({
          hash,
          mime: STORED_MIME,
          data: encoded.data,
          width: stored.width,
          height: stored.height,
          size: stored.bytes,
          purpose: input.purpose,
          created_by: ctx.operator.id,
          created_at: now(),
        });
        await audit.record({
          ...ctx,
          action: 'image.upload',
          entity: 'image',
          entityId: hash,
          after: {
            purpose: input.purpose,
            name: input.name,
            format: meta.format,
            original: `${meta.width}×${meta.height}`,
            original_bytes: bytes.length,
            url: stored.url,
            width: stored.width,
            height: stored.height,
            bytes: stored.bytes,
          },
        });
      });
      return stored;
    },

    /** A stored picture by its hash, or null. */
    find(hash: string): Promise<StoredImage | null> {
      return repos.images.find(hash);
    },
  };
}

export type ImagesService = ReturnType<typeof imagesService>;
