/**
 * What one caller can make the server do (issue 35): uploads per minute and per day, the pixels a picture
 * may decode to, and 发送测试回调 / 重发 per minute and per day. The counts are the server's
 * (server/src/services/caller-limits.ts); the pixel caps are here because the refusal names them.
 */

/** The most pixels a JPEG, PNG or WebP upload may declare (checked from its header, before it is decoded). */
export const PICTURE_MAX_PIXELS = 40_000_000;
/** A GIF is decoded whole (no streaming), so it may declare fewer. */
export const GIF_MAX_PIXELS = 16_000_000;

const tenThousands = (pixels: number) => `${pixels / 10_000} 万`;

export const CallerLimitMessages = {
  uploadsTooOften: '上传过于频繁，请稍后再试',
  uploadsDailyLimit: '今日上传数量已达上限',
  tooManyPixels: `图片像素不能超过 ${tenThousands(PICTURE_MAX_PIXELS)}`,
  gifTooManyPixels: `GIF 图片像素不能超过 ${tenThousands(GIF_MAX_PIXELS)}`,
  callbacksTooOften: '回调发送过于频繁，请稍后再试',
  callbacksDailyLimit: '今日手动发送回调的次数已达上限',
  /** 发送测试回调's answer when no HTTP status came back (the reason is in the delivery log). */
  callbackNoAnswer: '无应答（地址无法连接、超时或被拒绝），详见下方回调记录',
} as const;
