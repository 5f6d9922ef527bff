import { MONEY_RULE_CHANGE_DAYS, MONEY_RULE_CHANGE_MAX, MoneyRuleChangeTexts as T, type MoneyRuleChange } from 'shared-contracts/admin';
import { chinaText } from 'shared-contracts/china-time';
import type { Repositories } from '../repositories';
import type { RuleChangeRow } from '../repositories/audit';

/** The audited actions that change what a user pays or earns (issue 35). */
export const MONEY_RULE_ACTIONS = ['promotion.settings', 'group.create', 'group.update', 'group.delete', 'site.settings', 'money-rules.update'] as const;

const DAY_MS = 86_400_000;
type Values = Record<string, unknown> | null;
type Change = MoneyRuleChange['changes'][number];

const text = (value: unknown, as: (n: number) => string) =>
  typeof value === 'number' ? as(value) : value === null || value === undefined ? T.none_value : String(value);
const field = (before: Values, after: Values, key: keyof typeof T.fields, as: (n: number) => string): Change[] => {
  const was = before?.[key] ?? null;
  const now = after?.[key] ?? null;
  return was === now ? [] : [{ field: T.fields[key], before: text(was, as), after: text(now, as) }];
};

/** 推广设置's groups: each group's own rate that changed (null: the site's). */
function groupRates(before: Values, after: Values): Change[] {
  type Rate = { id: number; name: string; rate: number | null };
  const was = new Map(((before?.groups as Rate[] | undefined) ?? []).map((g) => [g.id, g]));
  const changes: Change[] = [];
  for (const group of (after?.groups as Rate[] | undefined) ?? []) {
    const old = was.get(group.id)?.rate ?? null;
    if (old !== group.rate)
      changes.push({
        field: T.groupRate(group.name),
        before: old === null ? T.siteRate : T.percent(old),
        after: group.rate === null ? T.siteRate : T.percent(group.rate),
      });
  }
  return changes;
}

/** What an audit row changed of the money rules, or null when it changed none (a site's name, a group's name). */
export function describeRuleChange(row: RuleChangeRow): MoneyRuleChange | null {
  const before = (row.before ?? null) as Values;
  const after = (row.after ?? null) as Values;
  let subject: string;
  let changes: Change[];
  if (row.action === 'promotion.settings') {
    subject = T.promotion;
    changes = [...field(before, after, 'rate', T.percent), ...field(before, after, 'freeze_days', T.days), ...groupRates(before, after)];
  } else if (row.action === 'site.settings') {
    subject = T.site(row.entity_id);
    changes = field(before, after, 'commission_rate', T.percent);
  } else if (row.action === 'money-rules.update') {
    subject = T.moneyRules;
    changes = [...field(before, after, 'payout_review_threshold', T.yuan), ...field(before, after, 'group_discount_floor', T.percent)];
  } else {
    const name = String((after ?? before)?.name ?? row.entity_id);
    subject = row.role.startsWith('site_') ? T.siteGroup(name) : T.group(name);
    changes = field(before, after, 'price_percent', T.percent);
  }
  if (!changes.length) return null;
  return { id: row.id, at: chinaText(row.created_at), operator_name: row.operator_name, role: row.role, subject, changes };
}

/** 概览's 最近的资金规则变更: the last MONEY_RULE_CHANGE_DAYS days, newest first, at most MONEY_RULE_CHANGE_MAX. */
export async function recentRuleChanges(repos: Repositories, at: Date): Promise<MoneyRuleChange[]> {
  const rows = await repos.audit.changes(MONEY_RULE_ACTIONS, new Date(at.getTime() - MONEY_RULE_CHANGE_DAYS * DAY_MS), 500);
  return rows
    .map(describeRuleChange)
    .filter((change): change is MoneyRuleChange => change !== null)
    .slice(0, MONEY_RULE_CHANGE_MAX);
}
