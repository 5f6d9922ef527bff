import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName, type SiteConfig } from 'shared-contracts';

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
}) satisfies z.ZodType<SiteConfig>;

/** The main site's stored configuration (the `"*"` entry): complete; `demo` is the server's to set. */
export const mainSiteSchema = siteConfigSchema.omit({ demo: true });

/**
 * A host entry: any subset, merged over `"*"` (footer and flags key by key). `remotes`, when given, is
 * the full list the host mounts (a sub-station can leave remotes out); without it the host mounts `"*"`'s.
 */
export const siteOverrideSchema = siteConfigSchema
  .omit({ demo: true })
  .extend({
    footer: siteConfigSchema.shape.footer.partial(),
    flags: siteConfigSchema.shape.flags.partial(),
  })
  .partial();

export type SiteOverride = z.infer<typeof siteOverrideSchema>;

/** sites.json: `"*"` is required; other keys are host names (lower case, without port). */
export const sitesFileSchema = z
  .record(z.string(), z.unknown())
  .transform((raw, ctx) => {
    const base = mainSiteSchema.safeParse(raw['*']);
    if (!base.success) {
      ctx.addIssue({ code: 'custom', message: `"*": ${base.error.issues[0]?.message ?? 'missing'}` });
      return z.NEVER;
    }
    const hosts = new Map<string, SiteOverride>();
    for (const [host, value] of Object.entries(raw)) {
      if (host === '*') continue;
      const entry = siteOverrideSchema.safeParse(value);
      if (!entry.success) {
        ctx.addIssue({ code: 'custom', message: `"${host}": ${entry.error.issues[0]?.message}` });
        return z.NEVER;
      }
      hosts.set(host.toLowerCase(), entry.data);
    }
    return { base: base.data, hosts };
  });

export type SitesFile = z.output<typeof sitesFileSchema>;

/** Remotes only the main site (the `"*"` entry) mounts: the operator console is never a sub-station's. */
export const MAIN_SITE_ONLY_REMOTES: readonly RemoteName[] = ['admin'];

/**
 * A host's configuration: its entry over `"*"`. `remoteUrls` (REMOTE_<NAME>_URL) re-points a remote the
 * host mounts, on every host; it never mounts one the host's list leaves out. A host entry (a sub-station)
 * never mounts `admin`, whatever its entry says or inherits.
 */
export function mergeSite(base: SiteConfig, override: SiteOverride | undefined, remoteUrls: Partial<Record<RemoteName, string>>): SiteConfig {
  const mounted = override?.remotes ?? base.remotes;
  const remotes: SiteConfig['remotes'] = {};
  for (const name of REMOTE_NAMES) {
    if (override && MAIN_SITE_ONLY_REMOTES.includes(name)) continue;
    if (mounted[name]) remotes[name] = remoteUrls[name] ?? mounted[name];
  }
  return {
    ...base,
    ...override,
    footer: { ...base.footer, ...override?.footer },
    flags: { ...base.flags, ...override?.flags },
    remotes,
  };
}
