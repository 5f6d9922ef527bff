import { randomInt } from 'node:crypto';
import { fen, fenToYuan, formatYuan, type Fen, type RechargeConfig, type RechargeOrder } from 'shared-contracts';
import { chinaText } from 'shared-contracts/china-time';
import { RechargeMessages } from 'shared-contracts/rules';
import { ACCOUNT_FROZEN, CHANNEL_DISABLED } from 'shared-contracts/admin';
import { fail, NotFoundError } from '../lib/errors';
import { LRUCache } from 'lru-cache';
import type { ArrivedNotification } from '../providers/payment';
import type { PaymentGateways } from '../providers/payment-gateways';
import type { Repositories } from '../repositories';
import type { WalletService } from './wallet';
import { channelEnabled } from './admin-groups';
import type { TopUpCredit } from './top-up-credit';

export const RECHARGE_NOT_FOUND = '充值订单不存在';
export const RECHARGE_SUBJECT = '余额充值';

export type { CreditOutcome as NotificationOutcome, NotificationRefusal } from './top-up-credit';

/** R + China time to the second + six random digits: 21 characters, sortable, not guessable. */
function newTradeNo(at: Date): string {
  const stamp = chinaText(at).replace(/\D/g, '');
  return `R${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** A pending top-up is asked about at its gateway once it is this old (its notification may be lost)… */
const QUERY_AFTER_MS = 30_000;
/** …and at most this often per trade, however fast the page polls. */
const QUERY_EVERY_MS = 15_000;

/**
 * Online top-up (SPEC §2.11, §4): the card's configuration (支付宝 and 微信支付, issue 34), orders through the
 * gateway of the chosen channel, their status — asking the gateway when a notification is late — and the
 * gateways' notifications. Crediting is services/top-up-credit.ts's, the one path for every way a payment is learnt.
 */
export function rechargeService(deps: { repos: Repositories; wallet: WalletService; payment: PaymentGateways; credit: TopUpCredit; now: () => Date }) {
  const { repos, payment, credit, now } = deps;
  const { bonusFor, groupFor } = credit;
  const lastQueried = new LRUCache<string, number>({ max: 10_000, ttl: QUERY_EVERY_MS });

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
        sandbox: payment.sandbox,
      };
    },

    /** A pending top-up and how to pay it (the QR code's text or the page to embed). */
    async create(userId: number, body: { channel: number; amount: Fen }, siteUrl: string): Promise<RechargeOrder> {
      // a frozen user starts no money movement (issue 35); a payment already made is still credited
      if (await repos.users.isFrozen(userId)) throw fail(ACCOUNT_FROZEN);
      const gateway = payment.byChannel(body.channel);
      if (!gateway) throw fail('不支持的支付方式');
      const settings = await repos.recharge.settings();
      if (!channelEnabled(settings, body.channel)) throw fail(CHANNEL_DISABLED);
      // free input off (the card shows only the quick amounts): any other amount is refused, whatever the client sends
      if (!settings.allow_input && !settings.quick_options_fen.includes(body.amount)) throw fail(RechargeMessages.quickOnly);
      if (body.amount < settings.min_fen) throw fail(RechargeMessages.tooSmall(formatYuan(fen(settings.min_fen)).replace(/\.00$/, '')));
      if (body.amount > settings.max_fen) throw fail(RechargeMessages.tooLarge(formatYuan(fen(settings.max_fen)).replace(/\.00$/, '')));
      const at = now();
      const tradeNo = newTradeNo(at);
      await repos.recharge.createOrder({ trade_no: tradeNo, user_id: userId, channel: body.channel, provider: gateway.name, amount_fen: body.amount, created_at: at });
      const start = await gateway.createPayment({
        tradeNo,
        amount: body.amount,
        subject: RECHARGE_SUBJECT,
        notifyUrl: new URL(`/api/pay/notify/${gateway.name}`, siteUrl).href,
        siteUrl,
      });
      return { trade_no: tradeNo, type: start.type, data: start.data, money: fenToYuan(body.amount) };
    },

    /** Whether the caller's top-up is paid, and what to tell them. */
    async status(userId: number, tradeNo: string): Promise<{ success: boolean; msg: string }> {
      let order = await repos.recharge.findOwn(userId, tradeNo);
      if (!order) throw new NotFoundError(RECHARGE_NOT_FOUND);
      if (order.status === 'pending' && now().getTime() - order.created_at.getTime() >= QUERY_AFTER_MS && !lastQueried.has(tradeNo)) {
        // the notification is late or lost: ask the gateway (an outage only means asking again later)
        lastQueried.set(tradeNo, now().getTime());
        if ((await credit.settleByQuery(tradeNo).catch(() => 'pending')) === 'paid') order = (await repos.recharge.findOwn(userId, tradeNo)) ?? order;
      }
      if (order.status === 'closed') return { success: false, msg: '订单已关闭，请重新下单' };
      if (order.status !== 'paid') return { success: false, msg: '等待支付' };
      const bonus = order.bonus_fen > 0 ? `，另赠 ${formatYuan(fen(order.bonus_fen))} 元` : '';
      return { success: true, msg: `充值成功，${formatYuan(fen(order.amount_fen))} 元已到账${bonus}` };
    },

    /** A payment gateway's notification, as it arrived (its body's bytes, form fields and headers). */
    notify: (gateway: string, arrived: ArrivedNotification) => credit.notify(gateway, arrived),
  };
}

export type RechargeService = ReturnType<typeof rechargeService>;
