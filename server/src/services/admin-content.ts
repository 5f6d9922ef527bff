import type { z } from 'zod';
import type { HomeBlock, HomeBlockName } from 'shared-contracts';
import { ContentMessages, FIXED_ARTICLE_IDS, type AdminArticle, type AdminArticleRow, type AdminBanner, type AdminHomeBlock, type AdminNotice } from 'shared-contracts/admin';
import type { adminArticleBody, adminBannerBody, adminBannerPatch, adminHomeBlockBody, adminNoticeBody } from 'shared-contracts/admin/rules';
import { chinaText } from 'shared-contracts/china-time';
import type { Selectable } from 'kysely';
import type { ArticlesTable, BannersTable, HomeBlocksTable, NoticesTable } from '../db/schema';
import { fail, NotFoundError } from '../lib/errors';
import { sanitiseHtml } from '../lib/sanitise-html';
import type { Repositories } from '../repositories';
import type { OrderedTable } from '../repositories/admin-content';
import type { AuditService } from './audit';
import type { WriteContext } from './admin-catalogue';
import { isEmptyNotice } from './catalogue';

export type NoticeInput = z.output<typeof adminNoticeBody>;
export type BannerInput = z.output<typeof adminBannerBody>;
export type BannerPatch = z.output<typeof adminBannerPatch>;
export type HomeBlockInput = z.output<typeof adminHomeBlockBody>;
export type ArticleInput = z.output<typeof adminArticleBody>;

const toNotice = (row: Selectable<NoticesTable>): AdminNotice => ({ title: row.title, content: row.content, date: row.date, version: row.version, enabled: row.enabled });
const toBanner = (row: Omit<Selectable<BannersTable>, 'site_id'>): AdminBanner => ({ id: row.id, image: row.image, url: row.url, btn_icon: row.btn_icon, btn_txt: row.btn_txt, sort: row.sort, is_on: row.is_on });
const toHomeBlock = (row: Omit<Selectable<HomeBlocksTable>, 'site_id'>): AdminHomeBlock => ({
  id: row.id,
  sort: row.sort,
  name: row.name as HomeBlockName,
  title: row.title,
  icon: row.icon,
  page: row.page as HomeBlock['page'],
  is_on: row.is_on,
});
const isFixed = (id: number) => (FIXED_ARTICLE_IDS as readonly number[]).includes(id);
const toArticleRow = (row: Omit<Selectable<ArticlesTable>, 'content' | 'site_id'>): AdminArticleRow => ({ id: row.id, title: row.title, category: row.category, summary: row.summary, date: row.date, sort: row.sort, fixed: isFixed(row.id) });

/** What the storefront reads from a block's `page`, built from the fields its kind uses (seed-catalogue.ts's shapes). */
export function pageOf(block: HomeBlockInput): HomeBlock['page'] {
  switch (block.name) {
    case 'banner':
      return { style: { height: 360 }, params: {}, data: null };
    case 'advantage':
      return { style: {}, params: {}, data: block.tiles };
    case 'hot':
      return { style: { columns: 5 }, params: { type: 'sale', limit: block.limit }, data: null };
    case 'new':
      return { style: { columns: 5 }, params: { type: 'new', limit: 10 }, data: null };
    case 'carousel':
      return { style: {}, params: { type: 'recommend', limit: 10 }, data: null };
    case 'image':
      return { style: { height: block.height }, params: { url: block.url }, data: block.image };
  }
}

/**
 * The next notice version: the publish time (China, YYYYMMDDHHmmss), with -2, -3… when the current one was
 * published within the same second — always different from the current version, so a user who chose
 * 不再提示 for it sees the new notice once.
 */
export function nextNoticeVersion(now: Date, current: string | undefined): string {
  const stamp = chinaText(now).replace(/\D/g, '');
  if (!current?.startsWith(stamp)) return stamp;
  const n = Number(current.slice(stamp.length + 1)) || 1;
  return `${stamp}-${n + 1}`;
}

/**
 * The operator console's content (issue 20 "内容"): the home notice (publish with a new version, 停用),
 * banners, home layout blocks and help articles. Every write runs in one transaction with its audit row
 * (entity notice / banner / home_block / article, before → after). HTML is sanitised before it is stored.
 * The storefront reads these tables directly (no cache), so a change shows on its next call.
 */
export function adminContentService({ repos, audit, now }: { repos: Repositories; audit: AuditService; now: () => Date }) {
  const content = repos.adminContent;
  const today = () => chinaText(now()).slice(0, 10);

  async function bannerOrThrow(id: number) {
    const row = await content.findBanner(id);
    if (!row) throw new NotFoundError(ContentMessages.bannerNotFound);
    return row;
  }
  async function blockOrThrow(id: number) {
    const row = await content.findHomeBlock(id);
    if (!row) throw new NotFoundError(ContentMessages.blockNotFound);
    return row;
  }
  async function articleOrThrow(id: number, lock = false) {
    const row = await content.findArticle(id, { lock });
    if (!row) throw new NotFoundError(ContentMessages.articleNotFound);
    return row;
  }

  /**
   * Moves a row one place up or down (an article: past the next article of its own category), numbering
   * the whole list 1…n as it goes, so ties left by older data cannot stall a move.
   */
  async function move(table: OrderedTable, entity: string, id: number, direction: 'up' | 'down', ctx: WriteContext, notFound: string) {
    await repos.transaction(async () => {
      const rows = await content.orderOf(table);
      const at = rows.findIndex((row) => row.id === id);
      if (at < 0) throw new NotFoundError(notFound);
      const step = direction === 'up' ? -1 : 1;
      let to = at + step;
      while (to >= 0 && to < rows.length && rows[to].category !== rows[at].category) to += step;
      if (to < 0 || to >= rows.length) throw fail(ContentMessages.atEdge);
      const order = [...rows];
      [order[at], order[to]] = [order[to], order[at]];
      for (const [index, row] of order.entries()) if (row.sort !== index + 1) await content.setSort(table, row.id, index + 1);
      await audit.record({ ...ctx, action: `${entity}.move`, entity, entityId: id, before: { sort: at + 1 }, after: { sort: to + 1 } });
    });
  }

  return {
    // ---- notice ----
    async notice(): Promise<AdminNotice | null> {
      const row = await content.currentNotice();
      return row ? toNotice(row) : null;
    },

    /** Publishes a notice: sanitised, with a new version and today's date; it is on at once. */
    async publishNotice(input: NoticeInput, ctx: WriteContext): Promise<AdminNotice> {
      const html = await sanitiseHtml(input.content);
      if (isEmptyNotice(html)) throw fail(ContentMessages.noticeEmpty);
      return repos.transaction(async () => {
        await content.lockNotices();
        const current = await content.currentNotice();
        const row = { title: input.title, content: html, date: today(), version: nextNoticeVersion(now(), current?.version), enabled: true };
        const id = await content.insertNotice(row);
        await audit.record({ ...ctx, action: 'notice.publish', entity: 'notice', entityId: id, before: current ? toNotice(current) : null, after: row });
        return row;
      });
    },

    /** 停用: the storefront shows no notice until the next publish. */
    async disableNotice(ctx: WriteContext): Promise<void> {
      await repos.transaction(async () => {
        await content.lockNotices();
        const current = await content.currentNotice();
        if (!current) throw fail(ContentMessages.noticeMissing);
        if (!current.enabled) return;
        await content.setNoticeEnabled(current.id, false);
        await audit.record({ ...ctx, action: 'notice.disable', entity: 'notice', entityId: current.id, before: { version: current.version, enabled: true }, after: { version: current.version, enabled: false } });
      });
    },

    // ---- banners ----
    async banners(): Promise<AdminBanner[]> {
      return (await content.banners()).map(toBanner);
    },

    async createBanner(input: BannerInput, ctx: WriteContext): Promise<AdminBanner> {
      return repos.transaction(async () => {
        const sort = await content.nextSort('banners');
        const id = await content.insertBanner({ ...input, sort });
        const row = toBanner({ id, ...input, sort });
        await audit.record({ ...ctx, action: 'banner.create', entity: 'banner', entityId: id, after: row });
        return row;
      });
    },

    async updateBanner(id: number, patch: BannerPatch, ctx: WriteContext): Promise<AdminBanner> {
      return repos.transaction(async () => {
        const before = toBanner(await bannerOrThrow(id));
        const after = { ...before, ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) } as AdminBanner;
        await content.updateBanner(id, { image: after.image, url: after.url, btn_icon: after.btn_icon, btn_txt: after.btn_txt, is_on: after.is_on });
        await audit.record({ ...ctx, action: 'banner.update', entity: 'banner', entityId: id, before, after });
        return after;
      });
    },

    async deleteBanner(id: number, ctx: WriteContext): Promise<void> {
      await repos.transaction(async () => {
        const before = toBanner(await bannerOrThrow(id));
        await content.deleteBanner(id);
        await audit.record({ ...ctx, action: 'banner.delete', entity: 'banner', entityId: id, before });
      });
    },

    moveBanner: (id: number, direction: 'up' | 'down', ctx: WriteContext) => move('banners', 'banner', id, direction, ctx, ContentMessages.bannerNotFound),

    // ---- home layout blocks ----
    async homeBlocks(): Promise<AdminHomeBlock[]> {
      return (await content.homeBlocks()).map(toHomeBlock);
    },

    async createHomeBlock(input: HomeBlockInput, ctx: WriteContext): Promise<AdminHomeBlock> {
      return repos.transaction(async () => {
        const sort = await content.nextSort('home_blocks');
        const page = pageOf(input);
        const columns = { name: input.name, title: input.title, icon: input.icon, is_on: input.is_on, sort };
        const id = await content.insertHomeBlock({ ...columns, page: JSON.stringify(page) });
        const row: AdminHomeBlock = { id, ...columns, page };
        await audit.record({ ...ctx, action: 'home_block.create', entity: 'home_block', entityId: id, after: row });
        return row;
      });
    },

    async updateHomeBlock(id: number, input: HomeBlockInput, ctx: WriteContext): Promise<AdminHomeBlock> {
      return repos.transaction(async () => {
        const before = toHomeBlock(await blockOrThrow(id));
        const page = pageOf(input);
        const after: AdminHomeBlock = { ...before, name: input.name, title: input.title, icon: input.icon, is_on: input.is_on, page };
        await content.updateHomeBlock(id, { name: after.name, title: after.title, icon: after.icon, is_on: after.is_on, page: JSON.stringify(page) });
        await audit.record({ ...ctx, action: 'home_block.update', entity: 'home_block', entityId: id, before, after });
        return after;
      });
    },

    async deleteHomeBlock(id: number, ctx: WriteContext): Promise<void> {
      await repos.transaction(async () => {
        const before = toHomeBlock(await blockOrThrow(id));
        await content.deleteHomeBlock(id);
        await audit.record({ ...ctx, action: 'home_block.delete', entity: 'home_block', entityId: id, before });
      });
    },

    moveHomeBlock: (id: number, direction: 'up' | 'down', ctx: WriteContext) => move('home_blocks', 'home_block', id, direction, ctx, ContentMessages.blockNotFound),

    // ---- help articles ----
    async articles(category?: string): Promise<AdminArticleRow[]> {
      return (await content.articles(category)).map(toArticleRow);
    },

    articleCategories: () => content.articleCategories(),

    async article(id: number): Promise<AdminArticle> {
      const row = await articleOrThrow(id);
      return { ...toArticleRow(row), content: row.content };
    },

    /** A new article at the end of the list, its content sanitised, dated today. */
    async createArticle(input: ArticleInput, ctx: WriteContext): Promise<AdminArticle> {
      const html = await sanitiseHtml(input.content);
      return repos.transaction(async () => {
        const columns = { ...input, content: html, date: today(), sort: await content.nextSort('articles') };
        const id = await content.insertArticle(columns);
        const row: AdminArticle = { id, ...columns, fixed: isFixed(id) };
        await audit.record({ ...ctx, action: 'article.create', entity: 'article', entityId: id, after: row });
        return row;
      });
    },

    async updateArticle(id: number, input: ArticleInput, ctx: WriteContext): Promise<AdminArticle> {
      const html = await sanitiseHtml(input.content);
      return repos.transaction(async () => {
        const current = await articleOrThrow(id, true);
        const before: AdminArticle = { ...toArticleRow(current), content: current.content };
        const after: AdminArticle = { ...before, ...input, content: html, date: today() };
        await content.updateArticle(id, { title: after.title, category: after.category, summary: after.summary, content: after.content, date: after.date });
        await audit.record({ ...ctx, action: 'article.update', entity: 'article', entityId: id, before, after });
        return after;
      });
    },

    /** Articles 1–5 always exist (SPEC §2.1): refused. */
    async deleteArticle(id: number, ctx: WriteContext): Promise<void> {
      await repos.transaction(async () => {
        const current = await articleOrThrow(id, true);
        if (isFixed(id)) throw fail(ContentMessages.articleFixed);
        await content.deleteArticle(id);
        await audit.record({ ...ctx, action: 'article.delete', entity: 'article', entityId: id, before: { ...toArticleRow(current), content: current.content } });
      });
    },

    moveArticle: (id: number, direction: 'up' | 'down', ctx: WriteContext) => move('articles', 'article', id, direction, ctx, ContentMessages.articleNotFound),
  };
}

export type AdminContentService = ReturnType<typeof adminContentService>;
