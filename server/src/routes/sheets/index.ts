import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EMPTY_SMART_FILTER_RULES, SMART_FILTER_LIMITS } from 'shared-contracts';
import { safeString } from 'shared-contracts/rules';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope';
import { userOf } from '../../lib/user-of';

const { entries, length } = SMART_FILTER_LIMITS;
/** A rule list: trimmed, blanks and repeats dropped, within the limits. */
const ruleList = (label: string) =>
  z
    .array(safeString().max(length, { error: `${label}每项不能超过${length}个字` }), { error: `${label}不正确` })
    .max(entries, { error: `${label}最多${entries}项` })
    .transform((values) => [...new Set(values.map((v) => v.trim()).filter(Boolean))]);

const rulesBody = z.object({
  remark_keywords: ruleList('备注关键词'),
  buyer_names: ruleList('买家名'),
  order_numbers: ruleList('订单号'),
});
const rulesData = z.object({ remark_keywords: z.array(z.string()), buyer_names: z.array(z.string()), order_numbers: z.array(z.string()) });

/** The merchant's smart-filtering rules (智能筛选), kept per user for next time. */
const sheetRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['sheets'];

  app.get(
    '/user/sheet/filter-rules',
    { schema: { tags, summary: '智能筛选规则（备注关键词、买家名、订单号）', response: { 200: envelopeOf(rulesData) } } },
    async (request) => ok((await app.repos.filterRules.find(userOf(request).id)) ?? EMPTY_SMART_FILTER_RULES),
  );

  app.put(
    '/user/sheet/filter-rules',
    // three lists of up to 1,000 entries of up to 64 characters
    { bodyLimit: 1024 * 1024, schema: { tags, summary: '保存智能筛选规则（整体替换）', body: rulesBody, response: { 200: envelopeOf(rulesData) } } },
    async (request) => {
      await app.repos.filterRules.save(userOf(request).id, request.body, app.clock.now());
      return ok(request.body, '筛选规则已保存');
    },
  );
};

export default sheetRoutes;
