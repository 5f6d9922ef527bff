import { z } from 'zod';
import { REMOTE_NAMES } from '../site-config';
import { flattenRoutes } from '../routes';
import { optionalText, requiredText, safeString } from '../rules/safe-text';
import { SUBSTATION_REMOTES, SUBSTATION_REQUIRED_REMOTE, REMOTE_LABELS } from './sites';

// ---- sites (站点与分站) ----

/** '' (none, or "the main site's" on a sub-station) or an uploaded picture's address. */
const logo = z.union([
  z.literal(''),
  safeString({ error: 'Logo 地址不正确' })
    .trim()
    .max(255, { error: 'Logo 地址不能超过 255 个字' })
    .regex(/^(https?:\/\/|\/)\S+$/, { error: 'Logo 地址应以 http(s):// 或 / 开头' }),
]);

const contact = z.object(
  {
    type: requiredText('联系方式类型（如 QQ、微信）', 16),
    name: requiredText('联系方式名称', 32),
    value: requiredText('联系方式号码', 128),
  },
  { error: '联系方式不正确' },
);
const contacts = z.array(contact, { error: '联系方式不正确' }).max(10, { error: '联系方式最多 10 个' });

const footer = z.object({ copyright: optionalText('版权信息', 128), icp: optionalText('备案号', 64) }, { error: '页脚不正确' });

const flag = (label: string) => z.boolean({ error: `${label}应为开或关` });
const flags = z.object(
  {
    article_switch: flag('文章开关'),
    goods_filter_express: flag('快递筛选').optional(),
    goods_filter_province: flag('省份筛选').optional(),
    goods_filter_region: flag('地区筛选').optional(),
    goods_filter_category: flag('分类筛选').optional(),
  },
  { error: '开关不正确' },
);

/** PUT /api/admin/sites/main: the main site's own settings (its remotes and hidden routes stay as they are). */
export const adminMainSiteBody = z.object({
  site_name: requiredText('站点名称', 64),
  logo: logo.default(''),
  contacts: contacts.default([]),
  hotline: optionalText('客服热线', 32).default(''),
  qrcode: optionalText('客服二维码内容', 255).default(''),
  footer: footer.default({ copyright: '', icp: '' }),
  flags,
});

/** A DNS host name: labels of letters, digits and hyphens (not at either end), dot-separated. */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A sub-station's domain as the browser sends it in Host: trimmed and lower-cased; no scheme, path or port. */
export const siteDomain = z
  .string({ error: '域名不正确' })
  .trim()
  .toLowerCase()
  .superRefine((domain, ctx) => {
    if (!domain) ctx.addIssue({ code: 'custom', message: '请填写域名' });
    else if (/^[a-z]+:\/\//.test(domain) || domain.includes('/')) ctx.addIssue({ code: 'custom', message: `域名 ${domain} 只填主机名，不要带 http:// 或路径` });
    else if (/:\d*$/.test(domain)) ctx.addIssue({ code: 'custom', message: `域名 ${domain} 不要带端口` });
    else if (!HOST_NAME.test(domain)) ctx.addIssue({ code: 'custom', message: `域名 ${domain} 不正确` });
  });

const routeNames = flattenRoutes()
  .filter((route) => route.remote !== 'admin')
  .map((route) => route.name);

const remoteName = z.enum(REMOTE_NAMES, { error: '挂载的模块不正确' });

const substationFields = {
  domains: z
    .array(siteDomain, { error: '请至少填写一个域名' })
    .min(1, { error: '请至少填写一个域名' })
    .max(20, { error: '域名最多 20 个' })
    .superRefine((domains, ctx) => {
      const twice = domains.find((domain, index) => domains.indexOf(domain) !== index);
      if (twice) ctx.addIssue({ code: 'custom', message: `域名 ${twice} 重复填写` });
    }),
  site_name: requiredText('分站名称', 64),
  logo: logo.optional(),
  contacts: contacts.optional(),
  hotline: optionalText('客服热线', 32).optional(),
  qrcode: optionalText('客服二维码内容', 255).optional(),
  footer: footer.partial().optional(),
  flags: flags.partial().optional(),
  hidden_routes: z
    .array(z.enum(routeNames as [string, ...string[]], { error: '隐藏的页面不正确' }), { error: '隐藏的页面不正确' })
    .max(routeNames.length, { error: '隐藏的页面不正确' })
    .optional(),
  remotes: z
    .array(remoteName, { error: '请选择分站挂载的模块' })
    .superRefine((remotes, ctx) => {
      if (remotes.includes('admin')) ctx.addIssue({ code: 'custom', message: '分站不能挂载运营后台' });
      else if (!remotes.includes(SUBSTATION_REQUIRED_REMOTE)) ctx.addIssue({ code: 'custom', message: `分站至少要挂载${REMOTE_LABELS[SUBSTATION_REQUIRED_REMOTE]}（首页在其中）` });
    })
    .transform((remotes) => SUBSTATION_REMOTES.filter((name) => remotes.includes(name))),
};

/** POST /api/admin/sites and PUT /api/admin/sites/:id: a sub-station (empty texts: the main site's). */
export const adminSubstationBody = z.object(substationFields);
