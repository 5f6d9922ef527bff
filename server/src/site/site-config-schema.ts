import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName, type SiteConfig } from 'shared-contracts';
import { costPercent, freezeDays, markupPercent } from 'shared-contracts/admin/rules';

const contact = z.object({ type: z.string(), name: z.string(), value: z.string() });
const remotes = z.partialRecord(z.enum(REMOTE_NAMES), z.string().min(1));

/** A complete site configuration (the `"*"` entry, and what a Host receives). */
export const siteConfigSchema = z.object({
  site_name: z.string().min(1),
  logo: z.string(),
  contacts: z.array(contact),
  hotline: z.string(),
  qrcode: z.string(),
  footer: z.object({ copyright: z.string(), icp: z.string() }),
  flags: z.object({
    article_switch: z.boolean(),
    goods_filter_express: z.boolean().optional(),
    goods_filter_province: z.boolean().optional(),
    goods_filter_region: z.boolean().optional(),
    goods_filter_category: z.boolean().optional(),
  }),
  hidden_routes: z.array(z.string()),
  remotes,
  demo: z.boolean().optional(),
  stopped: z.boolean().optional(),
}) satisfies z.ZodType<SiteConfig>;

/** The main site's stored configuration (the `"*"` entry): complete; `demo` and `stopped` are the server's to set. */
export const mainSiteSchema = siteConfigSchema.omit({ demo: true, stopped: true });

/**
 * A host entry: any subset, merged over `"*"` (footer and flags key by key). `remotes`, when given, is
 * the full list the host mounts (a sub-station can leave remotes out); without it the host mounts `"*"`'s.
 */
export const siteOverrideSchema = siteConfigSchema
  .omit({ demo: true, stopped: true })
  .extend({
    footer: siteConfigSchema.shape.footer.partial(),
    flags: siteConfigSchema.shape.flags.partial(),
  })
  .partial();

export type SiteOverride = z.infer<typeof siteOverrideSchema>;

/** A 分站's terms a sites file may give (issue 32): stored in its row's columns, not in its configuration. */
export const siteTermsSchema = z.object({ cost_percent: costPercent.optional(), markup_percent: markupPercent.optional(), freeze_days: freezeDays.optional() });
export type SiteTerms = z.output<typeof siteTermsSchema>;

/** sites.json: `"*"` is required; other keys are host names (lower case, without port), each a 分站 with optional `cost_percent`, `markup_percent`, `freeze_days`. */
export const sitesFileSchema = z
  .record(z.string(), z.unknown())
  .transform((raw, ctx) => {
    const base = mainSiteSchema.safeParse(raw['*']);
    if (!base.success) {
      ctx.addIssue({ code: 'custom', message: `"*": ${base.error.issues[0]?.message ?? 'missing'}` });
      return z.NEVER;
    }
    const hosts = new Map<string, SiteOverride>();
    const terms = new Map<string, SiteTerms>();
    for (const [host, value] of Object.entries(raw)) {
      if (host === '*') continue;
      const entry = siteOverrideSchema.safeParse(value);
      const entryTerms = siteTermsSchema.safeParse(value);
      const problem = entry.error ?? entryTerms.error;
      if (problem || !entry.success || !entryTerms.success) {
        ctx.addIssue({ code: 'custom', message: `"${host}": ${problem?.issues[0]?.message}` });
        return z.NEVER;
      }
      hosts.set(host.toLowerCase(), entry.data);
      terms.set(host.toLowerCase(), entryTerms.data);
    }
    return { base: base.data, hosts, terms };
  });

export type SitesFile = z.output<typeof sitesFileSchema>;

/**
 * Remotes every site mounts from the main site's list, whatever its own entry says: the operator console —
 * on a 分站's domain its owner's (issue 32).
 */
export const EVERY_SITE_REMOTES: readonly RemoteName[] = ['admin'];

/** Remotes only the main site mounts, never a 分站, whatever its entry says: the supplier centre (issue 33). */
export const MAIN_SITE_ONLY_REMOTES: readonly RemoteName[] = ['supplier'];

/** A sub-station's own values of what it may leave to the main site, as its settings show them: '' / [] where it does. */
export function ownValues(own: SiteOverride) {
  return {
    logo: own.logo ?? '',
    contacts: own.contacts ?? [],
    hotline: own.hotline ?? '',
    qrcode: own.qrcode ?? '',
    footer: { copyright: own.footer?.copyright ?? '', icp: own.footer?.icp ?? '' },
  };
}

/**
 * A host's configuration: its entry over `"*"`. `remoteUrls` (REMOTE_<NAME>_URL) re-points a remote the
 * host mounts, on every host; it never mounts one the host's list leaves out. A host entry (a sub-station)
 * mounts `admin` as the main site does (its owner's console), whatever its entry says, and never `supplier`.
 */
export function mergeSite(base: SiteConfig, override: SiteOverride | undefined, remoteUrls: Partial<Record<RemoteName, string>>): SiteConfig {
  const mounted = override?.remotes ?? base.remotes;
  const remotes: SiteConfig['remotes'] = {};
  for (const name of REMOTE_NAMES) {
    if (override && MAIN_SITE_ONLY_REMOTES.includes(name)) continue;
    const url = EVERY_SITE_REMOTES.includes(name) ? base.remotes[name] : mounted[name];
    if (url) remotes[name] = remoteUrls[name] ?? url;
  }
  return {
    ...base,
    ...override,
    footer: { ...base.footer, ...override?.footer },
    flags: { ...base.flags, ...override?.flags },
    remotes,
  };
}
