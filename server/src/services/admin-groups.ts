import { fen, fenToYuan, type Fen } from 'shared-contracts';
import { GroupMessages, type AdminGroup, type AdminGroupOption, type AdminRechargeSettings } from 'shared-contracts/admin';
import { fail, NotFoundError } from '../lib/errors';
import type { PaymentProvider } from '../providers/payment';
import type { Repositories } from '../repositories';
import type { AdminGroupRecord } from '../repositories/admin-groups';
import type { AuditService } from './audit';
import type { WriteContext } from './admin-catalogue';

/** A group as the console edits it: fen in. */
export interface GroupInput {
  name: string;
  price_percent: number;
  upgrade_amount: Fen;
}

/** The top-up card's options as the console saves them: fen in. */
export interface RechargeSettingsInput {
  quick_options: Fen[];
  min: Fen;
  max: Fen;
  allow_input: boolean;
  welfare: { amount: Fen; free: Fen }[];
  channels: { channel: number; enabled: boolean }[];
}

const yuan = (amount: number) => fenToYuan(fen(Number(amount)));

/** What the audit keeps of a group (yuan). */
const auditOf = (group: AdminGroupRecord) => ({
  name: group.name,
  level: group.level,
  is_default: group.is_default,
  price_percent: group.price_percent,
  upgrade_amount: yuan(group.upgrade_amount_fen),
});

/**
 * The groups in the order the shop ranks them: the default group, then by top-up threshold. Refuses a set
 * where two groups share a threshold, a non-default group has none, or a higher threshold gives a worse
 * price (a larger percent of the list price) — a top-up must never move a user to a dearer group. A
 * shared threshold is reported by the name of the other group than `changed`.
 */
function ranked(groups: AdminGroupRecord[], changed?: AdminGroupRecord): AdminGroupRecord[] {
  for (const group of groups) {
    if (group.is_default && group.upgrade_amount_fen !== 0) throw fail(GroupMessages.defaultThreshold);
    if (!group.is_default && group.upgrade_amount_fen <= 0) throw fail(GroupMessages.thresholdRequired);
  }
  const order = [...groups].sort((a, b) => Number(b.is_default) - Number(a.is_default) || a.upgrade_amount_fen - b.upgrade_amount_fen || a.id - b.id);
  for (let i = 1; i < order.length; i++) {
    const lower = order[i - 1];
    const higher = order[i];
    if (!lower.is_default && lower.upgrade_amount_fen === higher.upgrade_amount_fen) throw fail(GroupMessages.thresholdTaken((lower === changed ? higher : lower).name));
    if (higher.price_percent > lower.price_percent) throw fail(GroupMessages.order(lower.name, lower.price_percent, higher.name, higher.price_percent));
  }
  return order;
}

/**
 * The operator console's 会员等级与充值 (issue 20): VIP groups (discount and top-up threshold, kept in an
 * order where a higher threshold never gives a worse price; levels renumbered to match, which is what the
 * top-up upgrade compares) and the top-up card's options, including which payment channels are offered.
 * Every write is one transaction with its audit row. Nothing here is cached: the shop reads the tables
 * on each call (pricing, GET /api/user/recharge/info, the top-up creation), so a change shows at once.
 */
export function adminGroupsService({ repos, audit, payment }: { repos: Repositories; audit: AuditService; payment: Pick<PaymentProvider, 'channels'> }) {
  /** Checks the set the write would leave and stores levels 0, 1, 2 … in its rank order. */
  async function renumber(groups: AdminGroupRecord[]): Promise<void> {
    const order = ranked(groups);
    for (const [level, group] of order.entries()) {
      if (group.level !== level) await repos.adminGroups.setLevel(group.id, level);
    }
  }

  const nameTaken = (groups: AdminGroupRecord[], name: string, id?: number) => groups.some((g) => g.id !== id && g.name === name);

  /**
   * issue 35: no group — the main site's or a 分站's — may be given a discount below the admin's floor (money_rules).
   * A group already below it from before keeps its discount while its other fields change; it may not go lower.
   */
  async function checkFloor(percent: number, before?: AdminGroupRecord): Promise<void> {
    const { group_discount_floor_percent: floor } = await repos.moneyRules.get();
    if (percent < floor && (!before || percent < before.price_percent)) throw fail(GroupMessages.belowFloor(floor));
  }

  return {
    async list(): Promise<AdminGroup[]> {
      const rows = await repos.adminGroups.list();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        level: row.level,
        is_default: row.is_default,
        price_percent: row.price_percent,
        upgrade_amount: yuan(row.upgrade_amount_fen),
        user_count: row.user_count,
      }));
    },

    async options(siteId?: number): Promise<AdminGroupOption[]> {
      return repos.adminGroups.options(siteId);
    },

    async create(input: GroupInput, ctx: WriteContext): Promise<{ id: number }> {
      return repos.transaction(async () => {
        const groups = await repos.adminGroups.lockAll();
        if (nameTaken(groups, input.name)) throw fail(GroupMessages.nameTaken(input.name));
        await checkFloor(input.price_percent);
        const draft: AdminGroupRecord = { id: 0, name: input.name, level: groups.length, is_default: false, price_percent: input.price_percent, upgrade_amount_fen: input.upgrade_amount };
        const order = ranked([...groups, draft], draft);
        const id = await repos.adminGroups.insert({ name: input.name, price_percent: input.price_percent, upgrade_amount_fen: input.upgrade_amount, level: order.indexOf(draft) });
        await renumber([...groups, { ...draft, id, level: order.indexOf(draft) }]);
        await audit.record({ ...ctx, action: 'group.create', entity: 'user_group', entityId: id, before: null, after: auditOf({ ...draft, level: order.indexOf(draft) }) });
        return { id };
      });
    },

    async update(id: number, input: GroupInput, ctx: WriteContext): Promise<void> {
      await repos.transaction(async () => {
        const groups = await repos.adminGroups.lockAll();
        const before = groups.find((g) => g.id === id);
        if (!before) throw new NotFoundError(GroupMessages.notFound);
        if (nameTaken(groups, input.name, id)) throw fail(GroupMessages.nameTaken(input.name));
        await checkFloor(input.price_percent, before);
        const after: AdminGroupRecord = { ...before, name: input.name, price_percent: input.price_percent, upgrade_amount_fen: input.upgrade_amount };
        const next = groups.map((g) => (g.id === id ? after : g));
        const level = ranked(next, after).indexOf(after);
        await repos.adminGroups.update(id, { name: input.name, price_percent: input.price_percent, upgrade_amount_fen: input.upgrade_amount });
        await renumber(next);
        await audit.record({ ...ctx, action: 'group.update', entity: 'user_group', entityId: id, before: auditOf(before), after: auditOf({ ...after, level }) });
      });
    },

    async remove(id: number, ctx: WriteContext): Promise<void> {
      await repos.transaction(async () => {
        const groups = await repos.adminGroups.lockAll();
        const before = groups.find((g) => g.id === id);
        if (!before) throw new NotFoundError(GroupMessages.notFound);
        if (before.is_default) throw fail(GroupMessages.deleteDefault);
        const users = await repos.adminGroups.userCount(id);
        if (users > 0) throw fail(GroupMessages.deleteInUse(users));
        await repos.adminGroups.remove(id);
        await renumber(groups.filter((g) => g.id !== id));
        await audit.record({ ...ctx, action: 'group.delete', entity: 'user_group', entityId: id, before: auditOf(before), after: null });
      });
    },

    async rechargeSettings(): Promise<AdminRechargeSettings> {
      const [settings, welfare] = await Promise.all([repos.adminGroups.rechargeSettings(), repos.adminGroups.welfare()]);
      return settingsOf(settings, welfare);
    },

    async saveRechargeSettings(input: RechargeSettingsInput, ctx: WriteContext): Promise<AdminRechargeSettings> {
      return repos.transaction(async () => {
        const settings = await repos.adminGroups.rechargeSettings({ lock: true });
        const welfare = await repos.adminGroups.welfare();
        const offered = new Set(payment.channels.map((c) => c.channel));
        const unknown = input.channels.find((c) => !offered.has(c.channel));
        if (unknown) throw fail(GroupMessages.channelUnknown(unknown.channel));
        const disabled = new Set(settings.disabled_channels);
        for (const row of input.channels) {
          if (row.enabled) disabled.delete(row.channel);
          else disabled.add(row.channel);
        }
        const next = {
          quick_options_fen: [...input.quick_options],
          min_fen: input.min,
          max_fen: input.max,
          allow_input: input.allow_input,
          disabled_channels: [...disabled].sort((a, b) => a - b),
        };
        const nextWelfare = input.welfare.map((row) => ({ amount_fen: row.amount, free_fen: row.free })).sort((a, b) => a.amount_fen - b.amount_fen);
        await repos.adminGroups.saveRechargeSettings(next);
        await repos.adminGroups.replaceWelfare(nextWelfare);
        const before = settingsOf(settings, welfare);
        const after = settingsOf(next, nextWelfare);
        await audit.record({ ...ctx, action: 'recharge-settings.update', entity: 'recharge_settings', entityId: 1, before, after });
        return after;
      });
    },
  };

  function settingsOf(
    settings: { quick_options_fen: number[]; min_fen: number; max_fen: number; allow_input: boolean; disabled_channels: number[] },
    welfare: { amount_fen: number; free_fen: number }[],
  ): AdminRechargeSettings {
    return {
      quick_options: settings.quick_options_fen.map(yuan),
      min: yuan(settings.min_fen),
      max: yuan(settings.max_fen),
      allow_input: settings.allow_input,
      welfare: welfare.map((row) => ({ amount: yuan(row.amount_fen), free: yuan(row.free_fen) })),
      channels: payment.channels.map((c) => ({ channel: c.channel, name: c.name, enabled: !settings.disabled_channels.includes(c.channel) })),
    };
  }
}

/** Whether the top-up card offers a channel (GET /api/user/recharge/info, POST /api/user/recharge/qrcode). */
export const channelEnabled = (settings: { disabled_channels?: number[] | null }, channel: number) => !(settings.disabled_channels ?? []).map(Number).includes(channel);

export type AdminGroupsService = ReturnType<typeof adminGroupsService>;
