import { REISSUE_TEMPLATE, SHEET_TEMPLATES, type ArticleDetail, type ArticleItem, type SheetTemplateKey } from 'shared-contracts';
import { SubstationMessages } from 'shared-contracts/rules';
import { fail, NotFoundError } from '../lib/errors';
import { lazyModule } from '../lib/lazy-module';
import { renderableHtml } from '../lib/sanitise-html';
import type { Repositories } from '../repositories';

export const ARTICLE_NOT_FOUND = '文章不存在';

/** SheetJS, loaded with the first template asked for (lazy-module.ts). */
const loadSheetJs = lazyModule(() => import('xlsx'));

/** Sub-station applications: at most 3 per IP an hour and 2 per mobile a day. */
const APPLY_LIMITS = { perIpHour: 3, perMobileDay: 2 };
const HOUR = 3_600_000;

/** Help centre content, the spreadsheet templates and sub-station applications. */
export function contentService({ repos, now }: { repos: Repositories; now: () => Date }) {
  const templates = new Map<SheetTemplateKey | 'reissue', Buffer>();

  return {
    /** The site's help articles: its own, then the main site's. */
    async list(siteId: number): Promise<ArticleItem[]> {
      return repos.content.listArticles(siteId);
    },

    async detail(siteId: number, id: number): Promise<ArticleDetail> {
      const row = await repos.content.findArticle(siteId, id);
      if (!row) throw new NotFoundError(ARTICLE_NOT_FOUND);
      const { prev, next } = await repos.content.neighbours(siteId, row.id);
      return { id: row.id, title: row.title, category: row.category, summary: row.summary, date: row.date, content: await renderableHtml(row.content), prev, next };
    },

    /** The template workbook for a platform (its export's header row and one example row), or the reissue importer's. */
    async template(key: SheetTemplateKey | 'reissue'): Promise<{ file: Buffer; filename: string }> {
      const template = key === 'reissue' ? REISSUE_TEMPLATE : SHEET_TEMPLATES[key];
      let file = templates.get(key);
      if (!file) {
        const XLSX = await loadSheetJs();
        const sheet = XLSX.utils.aoa_to_sheet([template.headers, template.example]);
        sheet['!cols'] = template.headers.map((h) => ({ wch: Math.max(10, h.length * 2 + 4) }));
        const book = XLSX.utils.book_new();
        XLSX.utils.book_append_sheet(book, sheet, '订单');
        file = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
        templates.set(key, file);
      }
      return { file, filename: key === 'reissue' ? `${template.name}导入模板.xlsx` : `${template.name.replace('/', '')}订单导入模板.xlsx` };
    },

    /**
     * Stores an application within the limits. Count and insert run in one transaction under locks on
     * the IP and the mobile (always in that order, so two requests cannot wait on each other), so
     * simultaneous applications — from any server process — are counted one after another.
     */
    async apply(body: { name: string; mobile: string; city: string; company: string; message: string }, ip: string): Promise<number> {
      return repos.transaction(async () => {
        await repos.rateEvents.lock(`substation-apply-ip:${ip}`);
        await repos.rateEvents.lock(`substation-apply-mobile:${body.mobile}`);
        const at = now();
        const byIp = await repos.content.countApplications({ ip }, new Date(at.getTime() - HOUR));
        const byMobile = await repos.content.countApplications({ mobile: body.mobile }, new Date(at.getTime() - 24 * HOUR));
        if (byIp >= APPLY_LIMITS.perIpHour || byMobile >= APPLY_LIMITS.perMobileDay) throw fail(SubstationMessages.tooMany);
        return repos.content.addApplication({ ...body, ip, created_at: at });
      });
    },
  };
}
