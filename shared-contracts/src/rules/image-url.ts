import { safeString } from './safe-text';

/** A picture's address: on this site (/…) or http(s) — the console's goods, banners and logos, a supplier's goods. */
export const imageUrl = safeString({ error: '图片地址不正确' })
  .trim()
  .max(255, { error: '图片地址不能超过 255 个字' })
  .regex(/^(https?:\/\/|\/)\S+$/, { error: '图片地址应以 http(s):// 或 / 开头' });
