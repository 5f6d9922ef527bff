import { randomInt } from 'node:crypto';
import { fen, fenToYuan, formatYuan, type Fen, type RechargeConfig, type RechargeOrder } from 'shared-contracts';
import { chinaText } from 'shared-contracts/china-time';
import { RechargeMessages } from 'shared-contracts/rules';
import { CHANNEL_DISABLED } from 'shared-contracts/admin';
import { fail, NotFoundError } from '../lib/errors';
import type { ArrivedNotification, PaymentProvider } from '../providers/payment';
import type { Repositories } from '../repositories';
import type { WalletService } from './wallet';
import { channelEnabled } from './admin-groups';

export const RECHARGE_NOT_FOUND = '充值订单不存在';
export const RECHARGE_SUBJECT = '余额充值';

/** Why a payment notification was refused (logged; the gateway is told `fail` and may retry). */
export type NotificationRefusal = 'signature' | 'unknown-trade' | 'other-gateway' | 'amount';

export type NotificationOutcome = { accepted: true; credited: boolean } | { accepted: false; reason: NotificationRefusal; tradeNo?: string };

/** R + China time to the second + six random digits: 21 characters, sortable, not guessable. */
function newTradeNo(at: Date): string {
  const stamp = chinaText(at).replace(/\D/g, '');
  return `R${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * Online top-up (SPEC §2.11, §4): the card's configuration, orders, their status, and the payment
 * gateway's notification — the one place a top-up is credited: verified first (signature, our trade
 * number, this gateway, the amount), then, in one transaction, the order goes pending → paid by a
 * conditional update (a replay finds nothing to do), the credit and the bonus are booked and the group
 * is raised. However often and however concurrently a gateway notifies, a top-up is credited once.
 */
export function rechargeService(deps: { repos: Repositories; wallet: WalletService; payment: PaymentProvider; now: () => Date }) {
  const { repos, wallet, payment, now } = deps;

  /** The bonus for a top-up: that of the largest welfare amount it reaches. */
  async function bonusFor(amount: Fen): Promise<Fen> {
    const welfare = await repos.recharge.welfare();
    return fen(welfare.filter((w) => w.amount_fen <= amount).reduce((best, w) => (w.amount_fen >= best.amount ? { amount: w.amount_fen, free: w.free_fen } : best), { amount: 0, free: 0 }).free);
  }

  /** The highest group of the member's site one top-up of `amount` reaches, or undefined. */
  async function groupFor(siteId: number, amount: Fen) {
    const groups = await repos.users.groups(siteId);
    return groups.filter((g) => g.upgrade_amount_fen > 0 && g.upgrade_amount_fen <= amount).sort((a, b) => b.level - a.level)[0];
  }

  return {
    /** The top-up card of a member of `siteId`: the platform's amounts and channels, the site's groups. */
    async info(siteId: number): Promise<RechargeConfig> {
      const [settings, groups] = await Promise.all([repos.recharge.settings(), repos.users.groups(siteId)]);
      const welfare: RechargeConfig['welfare'] = {};
      for (const amount of settings.quick_options_fen.map((value) => fen(value))) {
        const [bonus, group] = await Promise.all([bonusFor(amount), groupFor(siteId, amount)]);
        if (bonus > 0 || group) welfare[String(fenToYuan(amount))] = { group_name: group?.name ?? '', free_money: fenToYuan(bonus) };
      }
      return {
        quick_option: settings.quick_options_fen.map((value) => fenToYuan(fen(value))),
        min_price: fenToYuan(fen(settings.min_fen)),
        max_price: fenToYuan(fen(settings.max_fen)),
        // the console may turn channels off (0018 recharge_settings.disabled_channels)
        payment_list: payment.channels.filter((c) => channelEnabled(settings, c.channel)),
        input: settings.allow_input,
        give_list: groups.filter((g) => g.upgrade_amount_fen > 0).map((g) => ({ money: fenToYuan(fen(g.upgrade_amount_fen)), group_name: g.name })),
        welfare,
        sandbox: payment.name === 'sandbox',
      };
    },

    /** A pending top-up and how to pay it (the QR code's text or the page to embed). */
    async create(userId: number, body: { channel: number; amount: Fen }, siteUrl: string): Promise<RechargeOrder> {
      if (!payment.channels.some((c) => c.channel === body.channel)) throw fail('不支持的支付方式');
      const settings = await repos.recharge.settings();
      if (!channelEnabled(settings, body.channel)) throw fail(CHANNEL_DISABLED);
      // free input off (the card shows only the quick amounts): any other amount is refused, whatever the client sends
      if (!settings.allow_input && !settings.quick_options_fen.includes(body.amount)) throw fail(RechargeMessages.quickOnly);
      if (body.amount < settings.min_fen) throw fail(RechargeMessages.tooSmall(formatYuan(fen(settings.min_fen)).replace(/\.00$/, '')));
      if (body.amount > settings.max_fen) throw fail(RechargeMessages.tooLarge(formatYuan(fen(settings.max_fen)).replace(/\.00$/, '')));
      const at = now();
      const tradeNo = newTradeNo(at);
      await repos.recharge.createOrder({ trade_no: tradeNo, user_id: userId, channel: body.channel, provider: payment.name, amount_fen: body.amount, created_at: at });
      const start = await payment.createPayment({
        tradeNo,
        amount: body.amount,
        subject: RECHARGE_SUBJECT,
        notifyUrl: new URL(`/api/pay/notify/${payment.name}`, siteUrl).href,
        siteUrl,
      });
      return { trade_no: tradeNo, type: start.type, data: start.data, money: fenToYuan(body.amount) };
    },

    /** Whether the caller's top-up is paid, and what to tell them. */
    async status(userId: number, tradeNo: string): Promise<{ success: boolean; msg: string }> {
      const order = await repos.recharge.findOwn(userId, tradeNo);
      if (!order) throw new NotFoundError(RECHARGE_NOT_FOUND);
      if (order.status !== 'paid') return { success: false, msg: '等待支付' };
      const bonus = order.bonus_fen > 0 ? `，另赠 ${formatYuan(fen(order.bonus_fen))} 元` : '';
      return { success: true, msg: `充值成功，${formatYuan(fen(order.amount_fen))} 元已到账${bonus}` };
    },

    /** A payment gateway's notification, as it arrived (its body's bytes and form fields). Nothing is trusted before the signature. */
    async notify(gateway: string, arrived: ArrivedNotification): Promise<NotificationOutcome> {
      if (gateway !== payment.name) return { accepted: false, reason: 'other-gateway' };
      const notice = await payment.verifyNotification(arrived);
      if (!notice) return { accepted: false, reason: 'signature' };
      return repos.transaction(async (): Promise<NotificationOutcome> => {
        const order = await repos.recharge.lockOrder(notice.tradeNo);
        if (!order) return { accepted: false, reason: 'unknown-trade', tradeNo: notice.tradeNo };
        if (order.provider !== payment.name) return { accepted: false, reason: 'other-gateway', tradeNo: order.trade_no };
        if (notice.amount !== order.amount_fen) return { accepted: false, reason: 'amount', tradeNo: order.trade_no };
        // not paid yet (the buyer is still paying): nothing to do, and nothing to retry
        if (!notice.paid) return { accepted: true, credited: false };
        const amount = fen(order.amount_fen);
        const bonus = await bonusFor(amount);
        if (!(await repos.recharge.markPaid(order.trade_no, { gateway_trade_no: notice.gatewayTradeNo, bonus_fen: bonus, paid_at: now() }))) {
          return { accepted: true, credited: false };
        }
        const source = { type: 'recharge', id: order.trade_no };
        await wallet.post({ userId: order.user_id, type: 'recharge', amount, source, remark: `在线充值 ${order.trade_no}` });
        if (bonus > 0) await wallet.post({ userId: order.user_id, type: 'bonus', amount: bonus, source, remark: `充值 ${formatYuan(amount)} 元赠送` });
        const member = await repos.users.groupOf(order.user_id);
        const group = member ? await groupFor(member.site_id, amount) : undefined;
        if (group) await repos.users.raiseGroup(order.user_id, group.id);
        return { accepted: true, credited: true };
      });
    },
  };
}

export type RechargeService = ReturnType<typeof rechargeService>;
