import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WORK_ORDER_IMAGE_MAX_BYTES, WorkOrderMessages, type WorkOrderAttachment } from 'shared-contracts';
import { chinaText } from 'shared-contracts/china-time';
import { BadRequestError } from '../../lib/errors';
import { encodePicture, pictureMetadata, pixelRefusal } from '../../lib/picture';
import type { FileStorage } from '../../providers/storage';
import type { Repositories } from '../../repositories';
import type { AttachmentRow } from '../../repositories/work-orders';
import { callerLimits } from '../caller-limits';

/** The formats a work-order picture may be, as sharp names them after reading the bytes (never the file name). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Pictures are kept at most this size (never enlarged): enough to read a label or see a dent. */
const BOX = { width: 2000, height: 2000 };
/** Nothing larger than this is decoded at all. */
const MAX_SIDE = 8000;
const WEBP_QUALITY = 82;
const STORED_MIME = 'image/webp';
/** A signed address works this long (seconds), from the moment it is handed out. */
export const FILE_URL_TTL_S = 3600;
/** Expiry is rounded up to this step (seconds), so a page asked twice in a row gets the same, cacheable address. */
const EXPIRY_STEP_S = 300;
export const WORK_ORDER_FILE_PATH = '/api/files/work-order/';

export type AttachmentOwner = { kind: 'user' | 'operator'; id: number };

/** The key a signed address is checked with: derived from the field encryption key, so no other secret is needed. */
export function fileSigningKey(fieldKey: Buffer): Buffer {
  return createHmac('sha256', fieldKey).update('gift-mall work-order files v1').digest();
}

const signatureOf = (key: Buffer, id: number, expires: number) => createHmac('sha256', key).update(`work-order:${id}:${expires}`).digest();

/**
 * 工单 pictures (issue 21): an upload is decoded by its CONTENT (lib/picture.ts: a text file named .png, or a
 * GIF, is refused), at most 5 MB and from its header alone at most PICTURE_MAX_PIXELS (lib/picture.ts pixelRefusal;
 * UPLOAD_QUOTAS per uploader too, services/caller-limits.ts), turned upright, fit inside 2000×2000 without enlarging and re-encoded as
 * webp with no metadata (a photo's GPS position never leaves the server), stored through the file storage
 * under `work-orders/<yyyy>/<mm>/<random>.webp` (China time) and recorded as its uploader's, unused. It is
 * served only through a signed address (`url`, valid FILE_URL_TTL_S) handed to its owner and to operators.
 */
export function attachmentService(deps: { repos: Repositories; storage: FileStorage; signingKey: Buffer; now: () => Date }) {
  const { repos, storage, signingKey, now } = deps;
  const limits = callerLimits({ repos, now });

  function urlOf(id: number): string {
    const expires = Math.ceil((Math.floor(now().getTime() / 1000) + FILE_URL_TTL_S) / EXPIRY_STEP_S) * EXPIRY_STEP_S;
    return `${WORK_ORDER_FILE_PATH}${id}?expires=${expires}&signature=${signatureOf(signingKey, id, expires).toString('base64url')}`;
  }

  function view(row: Pick<AttachmentRow, 'id' | 'width' | 'height' | 'bytes'>): WorkOrderAttachment {
    return { id: row.id, url: urlOf(row.id), width: row.width, height: row.height, bytes: row.bytes };
  }

  return {
    view,

    /**
     * Pictures uploaded a day ago or more and never sent (housekeeping): rows first — once gone a picture
     * cannot be sent — then their files. Answers how many were removed.
     */
    async removeUnused(before: Date): Promise<number> {
      let removed = 0;
      for (;;) {
        const keys = await repos.workOrders.removeUnusedAttachments(before, 100);
        for (const key of keys) await storage.delete(key);
        removed += keys.length;
        if (keys.length < 100) return removed;
      }
    },

    /**
     * Decodes, re-encodes and stores an upload; the caller's unused picture. `withRow` runs in the
     * transaction that records it (an operator's upload writes its audit row there).
     */
    async upload(owner: AttachmentOwner, data: string, withRow?: (id: number, picture: { width: number; height: number; bytes: number }) => Promise<void>): Promise<WorkOrderAttachment> {
      const bytes = Buffer.from(data, 'base64');
      if (bytes.length === 0) throw new BadRequestError(WorkOrderMessages.imageEmpty);
      if (bytes.length > WORK_ORDER_IMAGE_MAX_BYTES) throw new BadRequestError(WorkOrderMessages.imageTooLarge);
      // counted before any decoding (issue 35): per uploader, a minute and a China day
      await limits.upload(owner);
      const meta = await pictureMetadata(bytes);
      if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height || meta.width > MAX_SIDE || meta.height > MAX_SIDE) {
        throw new BadRequestError(WorkOrderMessages.imageNotAccepted);
      }
      // a decompression bomb (a small file declaring a huge picture) is refused from its header, never decoded
      const tooManyPixels = pixelRefusal(meta);
      if (tooManyPixels) throw new BadRequestError(tooManyPixels);
      const encoded = await encodePicture(bytes, BOX, { quality: WEBP_QUALITY, format: meta.format });
      if (!encoded) throw new BadRequestError(WorkOrderMessages.imageNotAccepted);

      const at = now();
      const month = chinaText(at).slice(0, 7).replace('-', '/');
      const key = `work-orders/${month}/${randomBytes(16).toString('hex')}.webp`;
      await storage.put(key, encoded.data, STORED_MIME);
      try {
        const id = await repos.transaction(async () => {
          const inserted = await repos.workOrders.insertAttachment({
            owner_kind: owner.kind,
            owner_id: owner.id,
            storage_key: key,
            mime: STORED_MIME,
            width: encoded.width,
            height: encoded.height,
            bytes: encoded.data.length,
            sha256: createHash('sha256').update(encoded.data).digest('hex'),
            created_at: at,
          });
          await withRow?.(inserted, { width: encoded.width, height: encoded.height, bytes: encoded.data.length });
          return inserted;
        });
        return view({ id, width: encoded.width, height: encoded.height, bytes: encoded.data.length });
      } catch (error) {
        await storage.delete(key).catch(() => undefined);
        throw error;
      }
    },

    /**
     * The picture behind a signed address, or null when the address is not one we signed (compared in
     * constant time), has expired, or names nothing stored.
     */
    async open(id: number, expires: number, signature: string): Promise<{ bytes: Buffer; mime: string } | null> {
      if (expires * 1000 < now().getTime()) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = signatureOf(signingKey, id, expires);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const row = await repos.workOrders.findAttachment(id);
      if (!row) return null;
      const file = await storage.get(row.storage_key);
      return file ? { bytes: file.bytes, mime: row.mime } : null;
    },
  };
}

export type AttachmentService = ReturnType<typeof attachmentService>;
