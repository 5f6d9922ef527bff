import { fen, fenToYuan, REMOTE_NAMES, type Paginated, type SiteConfig } from 'shared-contracts';
import {
  APPLICATION_STATUS,
  REMOTE_LABELS,
  SiteConsoleMessages,
  SiteMessages,
  SUBSTATION_JOIN_ROUTE,
  SUBSTATION_REMOTES,
  type AdminMainSite,
  type AdminMainSiteBody,
  type AdminSites,
  type AdminSubstation,
  type AdminSubstationApplication,
  type ApplicationStatus,
  type SubstationBusiness,
  type SubstationBusinessBody,
  type SubstationOpenBody,
  type SubstationOpenResult,
} from 'shared-contracts/admin';
import type { adminSubstationBody } from 'shared-contracts/admin/rules';
import { chinaText } from 'shared-contracts/china-time';
import type { z } from 'zod';
import { fail, NotFoundError } from '../lib/errors';
import type { PageRequest } from '../lib/paginate';
import { maskMobile } from '../lib/tokens';
import type { Repositories } from '../repositories';
import type { JobQueue } from '../jobs/queue';
import type { SiteRow } from '../repositories/sites';
import type { SiteTotals } from '../repositories/site-earnings';
import { mainSiteSchema, mergeSite, ownValues, siteOverrideSchema, type SiteOverride } from '../site/site-config-schema';
import type { WriteContext } from './admin-catalogue';
import type { AuditService } from './audit';
import type { OperatorAccountService } from './operators';

type MainConfig = Omit<SiteConfig, 'demo'>;
export type SubstationInput = z.output<typeof adminSubstationBody>;

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

/** The main site's stored configuration, or a failure that says what is wrong with it. */
function mainConfigOf(row: SiteRow | undefined): MainConfig {
  if (!row) throw new NotFoundError('主站配置不存在');
  const parsed = mainSiteSchema.safeParse(row.config);
  if (!parsed.success) throw fail(`主站配置无效：${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/** A sub-station's stored override; an invalid one reads as empty (it is then saved anew). */
const overrideOf = (row: SiteRow): SiteOverride => siteOverrideSchema.safeParse(row.config).data ?? {};

const mountedNames = (remotes: SiteConfig['remotes']) => REMOTE_NAMES.filter((name) => remotes[name]);

function mainView(row: SiteRow, config: MainConfig): AdminMainSite {
  return {
    id: row.id,
    site_name: config.site_name,
    logo: config.logo,
    contacts: config.contacts,
    hotline: config.hotline,
    qrcode: config.qrcode,
    footer: config.footer,
    flags: config.flags,
    remotes: mountedNames(config.remotes),
    updated_at: chinaText(row.updated_at),
  };
}

type Figures = Awaited<ReturnType<Repositories['sites']['businessFigures']>>;
const yuan = (amount: number) => fenToYuan(fen(amount));

/** A 分站 as a business: its terms, its owners, members, sales and earnings (issue 32). */
function businessOf(row: SiteRow, figures: Figures, wallets: Map<number, SiteTotals & { withdrawn: number }>): SubstationBusiness {
  const own = figures.get(row.id);
  const wallet = wallets.get(row.id);
  return {
    status: row.status,
    cost_percent: row.cost_percent,
    markup_percent: row.markup_percent,
    freeze_days: row.freeze_days,
    owners: (own?.owners ?? []).map((owner) => ({ ...owner, mobile: maskMobile(owner.mobile) })),
    members: own?.members ?? 0,
    sales: yuan(own?.sales_fen ?? 0),
    earnings: {
      frozen: yuan(wallet?.site_earnings_frozen ?? 0),
      available: yuan(wallet?.site_earnings_available ?? 0),
      withdrawing: yuan(wallet?.site_withdrawing ?? 0),
      withdrawn: yuan(wallet?.withdrawn ?? 0),
    },
  };
}

/** A sub-station as the console edits it: its own values ('' / [] where it takes the main site's), its effective flags and remotes. */
function substationView(row: SiteRow, main: MainConfig, business: SubstationBusiness): AdminSubstation {
  const own = overrideOf(row);
  const merged = mergeSite(main, own, {});
  return {
    id: row.id,
    domains: row.domains,
    site_name: merged.site_name,
    ...ownValues(own),
    flags: merged.flags,
    hidden_routes: merged.hidden_routes,
    remotes: SUBSTATION_REMOTES.filter((name) => merged.remotes[name]),
    created_at: chinaText(row.created_at),
    updated_at: chinaText(row.updated_at),
    business,
  };
}

/**
 * What is stored for a sub-station: the override merged over the main site (site-config-schema.ts).
 * Empty texts and an empty contacts list are left out (the main site's show); the remotes it mounts keep
 * the address it had for each (a seeded CDN address, say), a newly mounted one takes the main site's.
 */
function storedOverride(input: SubstationInput, main: MainConfig, previous: SiteOverride | undefined): SiteOverride {
  const remotes: SiteOverride['remotes'] = {};
  for (const name of input.remotes) {
    const url = previous?.remotes?.[name] ?? main.remotes[name];
    if (!url) throw fail(`主站未挂载${REMOTE_LABELS[name]}，分站不能挂载它`);
    remotes[name] = url;
  }
  const footer = Object.fromEntries(Object.entries(input.footer ?? {}).filter(([, value]) => value));
  const flags = Object.fromEntries(Object.entries(input.flags ?? {}).filter(([, value]) => value !== undefined));
  const override: SiteOverride = {
    site_name: input.site_name,
    ...(input.logo ? { logo: input.logo } : {}),
    ...(input.contacts?.length ? { contacts: input.contacts } : {}),
    ...(input.hotline ? { hotline: input.hotline } : {}),
    ...(input.qrcode ? { qrcode: input.qrcode } : {}),
    ...(Object.keys(footer).length ? { footer } : {}),
    ...(Object.keys(flags).length ? { flags } : {}),
    ...(input.hidden_routes ? { hidden_routes: input.hidden_routes } : {}),
    remotes,
  };
  return siteOverrideSchema.parse(override);
}

/** What the audit row shows of a sub-station. */
const auditedSubstation = (domains: string[], override: SiteOverride) => ({ domains, ...override });

/**
 * The operator console's sites (issue 20 "分站"): the main site's own settings and the sub-stations,
 * each write in one transaction with its audit row (`site.update` on entity `site`;
 * `substation.create` / `.update` / `.delete` on entity `substation`). The table is locked for the
 * duration of a write, so two sub-stations cannot claim one domain at once (and the domain's primary
 * key refuses it anyway). Every process hears of the committed change (NOTIFY sites_changed).
 */
export function adminSitesService({ repos, audit, operatorAccounts, jobs, now }: { repos: Repositories; audit: AuditService; operatorAccounts: OperatorAccountService; jobs: JobQueue; now: () => Date }) {
  /** A 分站 as the console shows it, with its business figures read now. */
  async function viewOf(row: SiteRow, main: MainConfig): Promise<AdminSubstation> {
    const [figures, wallets] = await Promise.all([repos.sites.businessFigures(), repos.siteEarnings.everySite()]);
    return substationView(row, main, businessOf(row, figures, wallets));
  }

  /** Refuses domains another site already answers on. */
  async function checkDomains(domains: string[], siteId: number | undefined, main: MainConfig): Promise<void> {
    const taken = await repos.sites.domainOwners(domains, siteId);
    if (!taken.length) return;
    const owner = siteOverrideSchema.safeParse(taken[0].config).data?.site_name ?? main.site_name;
    throw fail(SiteMessages.domainTaken(taken[0].domain, owner));
  }

  /** Runs a write; a domain claimed concurrently despite the lock (the primary key) reads as taken. */
  async function writing<T>(domains: string[], work: () => Promise<T>): Promise<T> {
    try {
      return await repos.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw fail(SiteMessages.domainTaken(domains.join('、'), '其他站点'));
      throw error;
    }
  }

  async function lockedSubstation(id: number) {
    const row = await repos.sites.findForUpdate(id);
    if (!row || row.is_main) throw new NotFoundError(SiteMessages.notFound);
    return row;
  }

  return {
    async list(): Promise<AdminSites> {
      const [rows, figures, wallets] = await Promise.all([repos.sites.all(), repos.sites.businessFigures(), repos.siteEarnings.everySite()]);
      const mainRow = rows.find((row) => row.is_main);
      const main = mainConfigOf(mainRow);
      return { main: mainView(mainRow!, main), substations: rows.filter((row) => !row.is_main).map((row) => substationView(row, main, businessOf(row, figures, wallets))) };
    },

    async updateMain(body: AdminMainSiteBody, ctx: WriteContext): Promise<AdminMainSite> {
      return repos.transaction(async () => {
        await repos.sites.lockForChange();
        const row = await repos.sites.mainForUpdate();
        const before = mainConfigOf(row);
        // the remotes it mounts and the routes it hides are not the form's: they stay
        const after = mainSiteSchema.parse({ ...before, ...body });
        await repos.sites.update(row!.id, { config: after });
        await audit.record({ ...ctx, action: 'site.update', entity: 'site', entityId: row!.id, before, after });
        const saved = await repos.sites.findForUpdate(row!.id);
        return mainView(saved!, after);
      });
    },

    async create(input: SubstationInput, ctx: WriteContext): Promise<AdminSubstation> {
      return writing(input.domains, async () => {
        await repos.sites.lockForChange();
        const main = mainConfigOf(await repos.sites.mainForUpdate());
        await checkDomains(input.domains, undefined, main);
        const override = storedOverride(input, main, undefined);
        const id = await repos.sites.insertSubstation({ config: override, domains: input.domains });
        await audit.record({ ...ctx, action: 'substation.create', entity: 'substation', entityId: id, after: auditedSubstation(input.domains, override) });
        return viewOf((await repos.sites.findForUpdate(id))!, main);
      });
    },

    async update(id: number, input: SubstationInput, ctx: WriteContext): Promise<AdminSubstation> {
      return writing(input.domains, async () => {
        await repos.sites.lockForChange();
        const main = mainConfigOf(await repos.sites.mainForUpdate());
        const row = await lockedSubstation(id);
        await checkDomains(input.domains, id, main);
        const previous = overrideOf(row);
        const override = storedOverride(input, main, previous);
        await repos.sites.update(id, { config: override, domains: input.domains });
        await audit.record({
          ...ctx,
          action: 'substation.update',
          entity: 'substation',
          entityId: id,
          before: auditedSubstation(row.domains, previous),
          after: auditedSubstation(input.domains, override),
        });
        return viewOf((await repos.sites.findForUpdate(id))!, main);
      });
    },

    /** The main site's terms for a 分站: 营业中 / 已停用, its cost and its margins' freeze (audited substation.business). */
    async setBusiness(id: number, body: SubstationBusinessBody, ctx: WriteContext): Promise<AdminSubstation> {
      return repos.transaction(async () => {
        const main = mainConfigOf(await repos.sites.mainForUpdate());
        const row = await lockedSubstation(id);
        const before = { status: row.status, cost_percent: row.cost_percent, freeze_days: row.freeze_days };
        await repos.sites.setBusiness(id, body);
        await audit.record({ ...ctx, action: 'substation.business', entity: 'substation', entityId: id, before, after: { ...body } });
        return viewOf((await repos.sites.findForUpdate(id))!, main);
      });
    },

    async remove(id: number, ctx: WriteContext): Promise<void> {
      await repos.transaction(async () => {
        await repos.sites.lockForChange();
        const row = await lockedSubstation(id);
        // a 分站 with members, operators or earnings stays (its members' money is theirs): it can be stopped
        if (await repos.sites.inUse(id)) throw fail(SiteMessages.inUse);
        await repos.sites.remove(id);
        await audit.record({ ...ctx, action: 'substation.delete', entity: 'substation', entityId: id, before: auditedSubstation(row.domains, overrideOf(row)) });
      });
    },

    async applications(filter: { status?: ApplicationStatus }, page: PageRequest): Promise<Paginated<AdminSubstationApplication>> {
      const found = await repos.sites.applications(filter, page);
      return {
        ...found,
        list: found.list.map((row) => ({
          id: row.id,
          name: row.name,
          mobile: maskMobile(row.mobile),
          city: row.city,
          company: row.company,
          message: row.message,
          created_at: chinaText(row.created_at),
          status: row.status,
          status_text: APPLICATION_STATUS[row.status],
          note: row.note,
          site_id: row.site_id,
          handled_by_name: row.handled_by_name,
          handled_at: row.handled_at ? chinaText(row.handled_at) : null,
        })),
      };
    },

    /** 待处理 / 已联系 / 已拒绝 with a note (audited substation_application.update); an opened one stays opened. */
    async updateApplication(id: number, body: { status: Exclude<ApplicationStatus, 'opened'>; note: string }, ctx: WriteContext): Promise<void> {
      await repos.transaction(async () => {
        const row = await repos.sites.applicationForUpdate(id);
        if (!row) throw new NotFoundError(SiteConsoleMessages.applicationMissing);
        if (row.status === 'opened') throw fail(SiteConsoleMessages.applicationOpened);
        await repos.sites.updateApplication(id, { status: body.status, note: body.note, handled_by: ctx.operator.id, handled_at: now() });
        await audit.record({ ...ctx, action: 'substation_application.update', entity: 'substation_application', entityId: id, before: { status: row.status, note: row.note }, after: body });
      });
    },

    /**
     * 开通: the application becomes a 分站 (its domain, name and cost; every remote mounted, 分站加盟 hidden, a
     * default member group) and its owner (the applicant's mobile, role site_owner, a one-time password texted to
     * them — changed, with TOTP enrolment, at the first sign-in on the 分站's /admin). One transaction with its
     * audit rows (substation.open, operator.create); the text goes out only if it commits.
     */
    async open(id: number, body: SubstationOpenBody, ctx: WriteContext, consoleUrl: (domain: string) => string): Promise<SubstationOpenResult> {
      return writing([body.domain], async () => {
        await repos.sites.lockForChange();
        const application = await repos.sites.applicationForUpdate(id);
        if (!application) throw new NotFoundError(SiteConsoleMessages.applicationMissing);
        if (application.status === 'opened') throw fail(SiteConsoleMessages.applicationOpened);
        const main = mainConfigOf(await repos.sites.mainForUpdate());
        await checkDomains([body.domain], undefined, main);
        const override = storedOverride({ domains: [body.domain], site_name: body.site_name, remotes: [...SUBSTATION_REMOTES], hidden_routes: [SUBSTATION_JOIN_ROUTE] }, main, undefined);
        const siteId = await repos.sites.insertSubstation({ config: override, domains: [body.domain], cost_percent: body.cost_percent });
        const { operator, password } = await operatorAccounts.create({ siteId, siteIsMain: false, mobile: application.mobile, name: body.owner_name, role: 'site_owner' }, ctx.operator, ctx.ip);
        await repos.sites.updateApplication(id, { status: 'opened', site_id: siteId, handled_by: ctx.operator.id, handled_at: now() });
        await audit.record({
          ...ctx,
          action: 'substation.open',
          entity: 'substation',
          entityId: siteId,
          after: { application_id: id, owner_id: operator.id, cost_percent: body.cost_percent, ...auditedSubstation([body.domain], override) },
        });
        // the one-time password reaches only the applicant's phone (written in this transaction: sent if it commits)
        await jobs.send('sms-send', { mobile: application.mobile, scene: 'site-opened', code: password });
        return { site_id: siteId, operator_id: operator.id, console_url: consoleUrl(body.domain) };
      });
    },
  };
}

export type AdminSitesService = ReturnType<typeof adminSitesService>;
