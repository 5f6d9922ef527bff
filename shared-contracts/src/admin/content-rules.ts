import { z } from 'zod';
import { optionalText, requiredText, safeString } from '../rules/safe-text';
import { ContentMessages } from './content';

// ---- content (内容): notice, banners, home layout blocks, help articles ----

/** The longest notice or article HTML accepted (before sanitising). */
export const CONTENT_HTML_MAX = 100_000;
/** The most tiles of a 平台优势 block. */
export const ADVANTAGE_TILES_MAX = 8;

const html = (label: string) =>
  safeString({ error: `请填写${label}` })
    .max(CONTENT_HTML_MAX, { error: `${label}过长（最多 ${CONTENT_HTML_MAX} 个字符）` })
    .refine((value) => value.trim().length > 0, { error: `请填写${label}` });
const picture = (label: string) =>
  safeString({ error: `请上传${label}` })
    .trim()
    .min(1, { error: `请上传${label}` })
    .max(255, { error: '图片地址不能超过 255 个字' })
    .regex(/^(https?:\/\/|\/(?!\/))\S+$/, { error: '图片地址应以 http(s):// 或 / 开头' });

/** Whether a link is a site path (`/gift-list?x=1`, not `//host`) or an https:// address. */
export function isSiteLink(url: string): boolean {
  return /^\/(?![/\\])\S*$/.test(url) || /^https:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i.test(url);
}

/** A banner's or image block's link: empty, a site path or an https:// address. */
export const siteLink = safeString({ error: ContentMessages.linkInvalid })
  .trim()
  .max(255, { error: '链接不能超过 255 个字' })
  .refine((url) => url === '' || isSiteLink(url), { error: ContentMessages.linkInvalid });

/** POST /api/admin/notice */
export const adminNoticeBody = z.object({
  title: optionalText('公告标题', 64).default(''),
  content: html('公告内容'),
});

/** POST /api/admin/banners */
export const adminBannerBody = z.object({
  image: picture('轮播图片'),
  url: siteLink.default(''),
  btn_icon: z.union([z.literal(''), picture('按钮图标')], { error: '按钮图标地址不正确' }).default(''),
  btn_txt: optionalText('按钮文字', 32).default(''),
  is_on: z.boolean({ error: '上架状态不正确' }).default(true),
});
/** PUT /api/admin/banners/:id: any of the create call's fields. */
export const adminBannerPatch = z.object({
  image: adminBannerBody.shape.image.optional(),
  url: siteLink.optional(),
  btn_icon: z.union([z.literal(''), picture('按钮图标')], { error: '按钮图标地址不正确' }).optional(),
  btn_txt: optionalText('按钮文字', 32).optional(),
  is_on: z.boolean({ error: '上架状态不正确' }).optional(),
});

/** POST /api/admin/{banners,home-blocks,articles}/:id/move */
export const adminMoveBody = z.object({ direction: z.enum(['up', 'down'], { error: '移动方向不正确' }) });

const count = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label}应为整数` })
    .int({ error: `${label}应为整数` })
    .min(min, { error: `${label}应在 ${min} 到 ${max} 之间` })
    .max(max, { error: `${label}应在 ${min} 到 ${max} 之间` });

const blockCommon = {
  title: optionalText('区块标题', 64).default(''),
  icon: z.union([z.literal(''), picture('图标')], { error: '图标地址不正确' }).default(''),
  is_on: z.boolean({ error: '显示状态不正确' }).default(true),
};
const tile = z.object({ title: requiredText('优势标题', 16), text: optionalText('优势说明', 32).default('') }, { error: '优势图块不正确' });

/** POST /api/admin/home-blocks and PUT /api/admin/home-blocks/:id (the whole block): fields by kind. */
export const adminHomeBlockBody = z.discriminatedUnion(
  'name',
  [
    z.object({ name: z.literal('banner'), ...blockCommon }),
    z.object({
      name: z.literal('advantage'),
      ...blockCommon,
      tiles: z
        .array(tile, { error: '请填写优势图块' })
        .min(1, { error: '请至少填写 1 个优势图块' })
        .max(ADVANTAGE_TILES_MAX, { error: `优势图块最多 ${ADVANTAGE_TILES_MAX} 个` }),
    }),
    z.object({ name: z.literal('hot'), ...blockCommon, limit: count('商品数量', 1, 50).default(10) }),
    z.object({ name: z.literal('new'), ...blockCommon }),
    z.object({ name: z.literal('carousel'), ...blockCommon }),
    z.object({
      name: z.literal('image'),
      ...blockCommon,
      image: picture('广告图片'),
      url: siteLink.default(''),
      height: count('图片高度', 40, 600).default(120),
    }),
  ],
  { error: '区块类型不正确' },
);

/** GET /api/admin/articles */
export const adminArticlesQuery = z.object({ category: optionalText('分类', 32).optional() });

/** POST /api/admin/articles and PUT /api/admin/articles/:id */
export const adminArticleBody = z.object({
  title: requiredText('文章标题', 100),
  category: requiredText('文章分类', 32),
  summary: optionalText('文章摘要', 200).default(''),
  content: html('文章内容'),
});
