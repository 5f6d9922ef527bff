import type { PaymentProvider } from './payment';

/**
 * The payment gateways the site takes top-ups through (PAYMENT_PROVIDER, one name or several separated by commas:
 * `alipay,wechatpay`). Each gateway offers its channels (支付宝 1, 微信支付 2); a top-up is made through the gateway of
 * its channel, and its notification, query, close and bill go to the gateway that made it (recharge_orders.provider).
 */
export interface PaymentGateways {
  /** The gateways in payment_list order. */
  readonly list: readonly PaymentProvider[];
  /** Every gateway's channels, in order (the top-up card's payment_list before the console's switches). */
  readonly channels: { channel: number; name: string }[];
  byName(name: string): PaymentProvider | undefined;
  byChannel(channel: number): PaymentProvider | undefined;
  /** Whether every gateway is the sandbox (the card offers 在本机模拟支付). */
  readonly sandbox: boolean;
}

/** The gateways as one registry entry; two gateways with one name or one channel are a configuration error. */
export function paymentGateways(list: readonly PaymentProvider[]): PaymentGateways {
  const names = new Set<string>();
  const channels = new Map<number, PaymentProvider>();
  for (const gateway of list) {
    if (names.has(gateway.name)) throw new Error(`支付服务 ${gateway.name} 配置了两次`);
    names.add(gateway.name);
    for (const { channel } of gateway.channels) {
      if (channels.has(channel)) throw new Error(`支付方式 ${channel} 同时由 ${channels.get(channel)!.name} 和 ${gateway.name} 提供`);
      channels.set(channel, gateway);
    }
  }
  return {
    list,
    channels: list.flatMap((gateway) => gateway.channels),
    byName: (name) => list.find((gateway) => gateway.name === name),
    byChannel: (channel) => channels.get(channel),
    sandbox: list.length > 0 && list.every((gateway) => gateway.name === 'sandbox'),
  };
}

/** Several registry entries (one per name of PAYMENT_PROVIDER) as one. */
export const combineGateways = (parts: readonly PaymentGateways[]): PaymentGateways => paymentGateways(parts.flatMap((part) => part.list));
