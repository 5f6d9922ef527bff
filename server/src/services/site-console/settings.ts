import type { SiteConfig } from 'shared-contracts';
import { SiteConsoleMessages, type SiteSettings, type SiteSettingsView } from 'shared-contracts/admin';
import { fail } from '../../lib/errors';
import type { Repositories } from '../../repositories';
import type { SiteRow } from '../../repositories/sites';
import { mainSiteSchema, mergeSite, ownValues, siteOverrideSchema, type SiteOverride } from '../../site/site-config-schema';
import type { AuditService } from '../audit';
import { toBp, toPercent } from '../promotion/promotion-settings';
import type { WriteContext } from '../write-context';


/**
 * 站点设置 (issue 32, site.settings): what a 分站 owner edits of its site — name, logo, contacts, hotline, QR code,
 * footer, flags and its own 推广 rate. Empty texts and no contacts mean the main site's. The domains, the remotes
 * it mounts, its cost and freeze stay the main site's to set. A save shows on the domain's next page load (NOTIFY
 * sites_changed); it is audited in its transaction.
 */
export function siteSettingsService(deps: { repos: Repositories; audit: AuditService }) {
  const { repos, audit } = deps;

  async function locked(siteId: number): Promise<{ row: SiteRow; main: Omit<SiteConfig, 'demo' | 'stopped'>; own: SiteOverride }> {
    const mainRow = await repos.sites.mainForUpdate();
    const row = await repos.sites.findForUpdate(siteId);
    if (!row || row.is_main || !mainRow) throw fail(SiteConsoleMessages.siteOnly);
    return { row, main: mainSiteSchema.parse(mainRow.config), own: siteOverrideSchema.safeParse(row.config).data ?? {} };
  }

  const viewOf = (row: SiteRow, main: Omit<SiteConfig, 'demo' | 'stopped'>, own: SiteOverride): SiteSettingsView => {
    const merged = mergeSite(main, own, {});
    return {
      site_name: merged.site_name,
      ...ownValues(own),
      flags: merged.flags,
      commission_rate: toPercent(row.commission_bp),
      domains: row.domains,
      status: row.status,
      cost_percent: row.cost_percent,
      freeze_days: row.freeze_days,
    };
  };

  return {
    async view(siteId: number): Promise<SiteSettingsView> {
      return repos.transaction(async () => {
        const { row, main, own } = await locked(siteId);
        return viewOf(row, main, own);
      });
    },

    async save(siteId: number, body: SiteSettings, ctx: WriteContext): Promise<SiteSettingsView> {
      return repos.transaction(async () => {
        await repos.sites.lockForChange();
        const { row, main, own } = await locked(siteId);
        const footer = Object.fromEntries(Object.entries(body.footer).filter(([, value]) => value));
        const next: SiteOverride = siteOverrideSchema.parse({
          // what the main site keeps for itself to set: the remotes mounted and the hidden routes
          ...(own.remotes ? { remotes: own.remotes } : {}),
          ...(own.hidden_routes ? { hidden_routes: own.hidden_routes } : {}),
          site_name: body.site_name,
          ...(body.logo ? { logo: body.logo } : {}),
          ...(body.contacts.length ? { contacts: body.contacts } : {}),
          ...(body.hotline ? { hotline: body.hotline } : {}),
          ...(body.qrcode ? { qrcode: body.qrcode } : {}),
          ...(Object.keys(footer).length ? { footer } : {}),
          flags: body.flags,
        });
        const commissionBp = toBp(body.commission_rate);
        await repos.sites.update(siteId, { config: next });
        await repos.sites.setOwnerTerms(siteId, { commission_bp: commissionBp });
        await audit.record({
          ...ctx,
          action: 'site.settings',
          entity: 'site',
          entityId: siteId,
          before: { ...own, commission_rate: toPercent(row.commission_bp) },
          after: { ...next, commission_rate: body.commission_rate },
        });
        return viewOf({ ...row, commission_bp: commissionBp }, main, next);
      });
    },
  };
}

export type SiteSettingsService = ReturnType<typeof siteSettingsService>;
