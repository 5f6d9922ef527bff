import type { HomeBlock, HomeBlockName } from '../entities';

/**
 * The operator console's content calls (issue 20 "内容"), zod-free: the home notice, the banners, the home
 * layout blocks and the help articles. Permission `content.write` for reads and writes; every write is
 * audited (entities `notice`, `banner`, `home_block`, `article`). Notice and article content is HTML,
 * sanitised by the server on save (DOMPurify, the same profile the pages use to render it) and again
 * where it is rendered.
 */

/** GET /api/admin/notice: the current notice (the latest published), or null when none was ever published. */
export interface AdminNotice {
  title: string;
  /** sanitised HTML */
  content: string;
  /** YYYY-MM-DD (China), shown under the notice */
  date: string;
  /** what a user's 不再提示 stores; a new one on every publish */
  version: string;
  /** false after 停用: the storefront shows no notice */
  enabled: boolean;
}

/** POST /api/admin/notice: publish (a new version, so everyone sees it once more). */
export interface AdminNoticeBody {
  title: string;
  content: string;
}

/** A banner of the home carousel. */
export interface AdminBanner {
  id: number;
  image: string;
  /** a site path (/gift-list) or an https:// address; empty opens /gift-list */
  url: string;
  btn_icon: string;
  btn_txt: string;
  sort: number;
  /** the storefront shows only banners that are on */
  is_on: boolean;
}

/** POST /api/admin/banners, PUT /api/admin/banners/:id */
export interface AdminBannerBody {
  image: string;
  url?: string;
  btn_icon?: string;
  btn_txt?: string;
  is_on?: boolean;
}

/** POST /api/admin/{banners,home-blocks,articles}/:id/move: one place up or down. */
export interface AdminMoveBody {
  direction: 'up' | 'down';
}

/** A home layout block, as stored (the storefront reads `page` as HomeBlock['page']). */
export interface AdminHomeBlock {
  id: number;
  sort: number;
  name: HomeBlockName;
  title: string;
  icon: string;
  page: HomeBlock['page'];
  is_on: boolean;
}

/** One tile of the 平台优势 block. */
export interface AdminAdvantageTile {
  title: string;
  text: string;
}

/**
 * POST /api/admin/home-blocks, PUT /api/admin/home-blocks/:id. The server builds `page` from the fields
 * the kind uses: hot `limit` (goods shown, by sales); advantage `tiles`; image `image`, `url`, `height`.
 * new (newest goods) and carousel (recommended goods) show their goods by kind.
 */
export interface AdminHomeBlockBody {
  name: HomeBlockName;
  title?: string;
  icon?: string;
  is_on?: boolean;
  limit?: number;
  tiles?: AdminAdvantageTile[];
  image?: string;
  url?: string;
  height?: number;
}

/** The kinds of block, with what each shows. */
export const HOME_BLOCK_KINDS: Record<HomeBlockName, { label: string; hint: string }> = {
  banner: { label: '轮播图 + 用户面板', hint: '显示已上架的轮播图与登录用户概况' },
  advantage: { label: '平台优势', hint: '一排优势图块（标题 + 说明）' },
  hot: { label: '热销礼品', hint: '按销量 / 收藏排行的商品，可设数量' },
  new: { label: '新品上架', hint: '最新上架的商品' },
  carousel: { label: '推荐礼品', hint: '推荐商品滑动列表' },
  image: { label: '图片广告', hint: '一张横幅图片与链接' },
};

/** One row of the articles list (no content). */
export interface AdminArticleRow {
  id: number;
  title: string;
  category: string;
  summary: string;
  date: string;
  sort: number;
  /** articles 1–5 always exist on every site (SPEC §2.1): they cannot be deleted */
  fixed: boolean;
}

/** GET /api/admin/articles/:id */
export interface AdminArticle extends AdminArticleRow {
  /** sanitised HTML */
  content: string;
}

/** GET /api/admin/articles */
export interface AdminArticlesQuery {
  category?: string;
}

/** POST /api/admin/articles, PUT /api/admin/articles/:id */
export interface AdminArticleBody {
  title: string;
  category: string;
  summary?: string;
  content: string;
}

/** Articles 1–5 always exist (SPEC §2.1). */
export const FIXED_ARTICLE_IDS = [1, 2, 3, 4, 5] as const;

export const ContentMessages = {
  noticePublished: '公告已发布',
  noticeDisabled: '公告已停用',
  noticeMissing: '还没有发布过公告',
  noticeEmpty: '请填写公告内容',
  bannerNotFound: '轮播图不存在',
  blockNotFound: '首页区块不存在',
  articleNotFound: '文章不存在',
  articleFixed: '文章 1–5 为固定文章，不能删除',
  linkInvalid: '链接应为站内路径（以 / 开头）或 https:// 地址',
  moved: '顺序已调整',
  atEdge: '已经到头了',
} as const;
