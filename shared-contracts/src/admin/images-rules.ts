import { z } from 'zod';
import { IMAGE_MAX_BYTES, IMAGE_PURPOSES, ImageMessages } from './images';
import { safeString } from '../rules/safe-text';

/** The longest base64 text of an IMAGE_MAX_BYTES file. */
const BASE64_MAX = Math.ceil(IMAGE_MAX_BYTES / 3) * 4;

const NOT_BASE64 = /[^A-Za-z0-9+/=]/;

/** Standard base64: its alphabet, and `=` only as the last one or two characters. */
function isBase64(text: string): boolean {
  if (NOT_BASE64.test(text)) return false;
  const padding = text.indexOf('=');
  return padding === -1 || (padding >= text.length - 2 && /^=+$/.test(text.slice(padding)) && padding > 0);
}

/** POST /api/admin/images: the picture's bytes as base64; the server decodes them (the name decides nothing). */
export const adminImageUploadBody = z.object({
  purpose: z.enum(IMAGE_PURPOSES, { error: ImageMessages.purpose }),
  name: safeString({ error: '文件名不正确' }).trim().max(255, { error: '文件名不能超过 255 个字' }).default(''),
  data: z
    .string({ error: ImageMessages.empty })
    .min(1, { error: ImageMessages.empty })
    .max(BASE64_MAX, { error: ImageMessages.tooLarge })
    // no quantified pattern over megabytes of text (a regexp's backtracking stack grows with the match): one
    // character class searched for, and the padding looked at by hand
    .refine(isBase64, { error: '图片应为 base64 编码' }),
});

/** GET /api/gift/image/upload/:file — a stored picture by its content hash. */
export const uploadedImageParams = z.object({
  file: z.string().regex(/^[0-9a-f]{64}\.webp$/, { error: '图片不存在' }),
});
