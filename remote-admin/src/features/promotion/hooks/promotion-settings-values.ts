import type { AdminPromotionSettings } from 'shared-contracts/admin';
import { yuanText } from '../../../shared/yuan-text';
import type { PromotionSettingsBody } from '../api/promotion-api';

/** The form's fields: what the inputs hold (empty is null until checked). */
export interface PromotionSettingsValues {
  rate: number | null;
  freeze_days: number | null;
  withdraw_min: number | null;
  withdraw_daily_count: number | null;
  groups: { rate: number | null }[];
}

export const valuesOf = (settings: AdminPromotionSettings): PromotionSettingsValues => ({
  rate: settings.rate,
  freeze_days: settings.freeze_days,
  withdraw_min: settings.withdraw_min,
  withdraw_daily_count: settings.withdraw_daily_count,
  groups: settings.groups.map((g) => ({ rate: g.rate })),
});

/** The checked form → PUT's body; the groups' ids come from the loaded settings, in the same order. */
export const bodyOf = (values: PromotionSettingsValues, loaded: AdminPromotionSettings): PromotionSettingsBody => ({
  rate: Number(values.rate),
  freeze_days: Number(values.freeze_days),
  withdraw_min: Number(values.withdraw_min),
  withdraw_daily_count: Number(values.withdraw_daily_count),
  groups: loaded.groups.map((g, i) => ({ id: g.id, rate: values.groups?.[i]?.rate ?? null })),
});

const rateText = (rate: number | null) => (rate === null ? '使用全站比例' : `${rate}%`);

/** What saving changes, one line each (佣金比例：5% → 6%), for the confirmation. */
export function changesOf(loaded: AdminPromotionSettings, body: PromotionSettingsBody): string[] {
  const lines: string[] = [];
  const line = (label: string, before: string, after: string) => {
    if (before !== after) lines.push(`${label}：${before} → ${after}`);
  };
  line('佣金比例', `${loaded.rate}%`, `${body.rate}%`);
  line('冻结天数', `${loaded.freeze_days} 天`, `${body.freeze_days} 天`);
  line('最低提现金额', yuanText(loaded.withdraw_min), yuanText(body.withdraw_min));
  line('每日提现次数', `${loaded.withdraw_daily_count} 次`, `${body.withdraw_daily_count} 次`);
  loaded.groups.forEach((g, i) => line(`${g.name} 佣金比例`, rateText(g.rate), rateText(body.groups[i]?.rate ?? null)));
  return lines;
}
