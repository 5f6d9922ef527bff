/**
 * The console's picture upload (issue 20): POST /api/admin/images (permission `images.write`). The server
 * decodes the picture (the bytes decide, not the name), resizes it for its purpose, re-encodes it without
 * metadata and stores it in the database keyed by its content hash; the answer's `url` is served publicly
 * (same origin) at /api/gift/image/upload/<hash>.webp with a year-long cache.
 */

/** What a picture is for: decides the size it is resized to. */
export const IMAGE_PURPOSES = ['goods', 'banner', 'logo'] as const;
export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];

/** The largest box each purpose is resized into (never enlarged). */
export const IMAGE_BOXES: Record<ImagePurpose, { width: number; height?: number }> = {
  goods: { width: 800, height: 800 },
  banner: { width: 1920 },
  logo: { width: 400, height: 120 },
};

/** The largest file accepted: 5 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The largest picture accepted, on either side. */
export const IMAGE_MAX_SIDE = 8000;
/** The types accepted, checked in the browser before sending (the server checks the decoded bytes). */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** Where uploaded pictures are served. */
export const UPLOADED_IMAGE_PATH = '/api/gift/image/upload/';

/** POST /api/admin/images */
export interface AdminImageUploadBody {
  purpose: ImagePurpose;
  /** the file's name, for the audit row only */
  name: string;
  /** the file's bytes, base64 (no data: prefix) */
  data: string;
}

/** The stored picture. */
export interface AdminUploadedImage {
  /** same-origin address to put in goods pics, banners, logos */
  url: string;
  /** sha256 of the stored bytes, hex */
  hash: string;
  width: number;
  height: number;
  bytes: number;
}

export const ImageMessages = {
  notImage: '文件不是有效的图片（支持 JPEG、PNG、WebP、GIF）',
  tooLarge: '图片不能超过 5MB',
  tooManyPixels: `图片尺寸不能超过 ${IMAGE_MAX_SIDE}×${IMAGE_MAX_SIDE} 像素`,
  empty: '请选择图片',
  purpose: '图片用途不正确',
  uploadFailed: '图片上传失败',
} as const;
