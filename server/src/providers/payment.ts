import type { Fen } from 'shared-contracts';

/** A payment the site asks a gateway for (a top-up): the user pays `amount` for `tradeNo`. */
export interface PaymentRequest {
  tradeNo: string;
  amount: Fen;
  /** What the user sees on the cashier, e.g. 余额充值 */
  subject: string;
  /** Absolute URL the gateway posts its notification to. */
  notifyUrl: string;
  /** Absolute URL of the site, for pages the gateway serves (the sandbox cashier). */
  siteUrl: string;
}

/** How the user pays: a QR code holding `data`, or a page (`data` is its URL) shown in an iframe. */
export interface PaymentStart {
  type: 'qrcode' | 'iframe';
  data: string;
}

/** What a verified notification says. */
export interface PaymentNotice {
  tradeNo: string;
  amount: Fen;
  /** The gateway's own number for the payment. */
  gatewayTradeNo: string;
  paid: boolean;
}

/**
 * A gateway's notification as it arrived: the body's bytes, the form fields the server parsed from them (empty
 * for a JSON body, e.g. 微信支付's), and the request's headers in lower case (微信支付 signs with Wechatpay-*).
 */
export interface ArrivedNotification {
  rawBody: Buffer;
  fields: Record<string, string>;
  headers: Record<string, string | undefined>;
}

/** What the notification route answers the gateway, in the gateway's own protocol. */
export interface GatewayAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** The state of one trade as the gateway reports it when asked (a notification lost or late). */
export interface TradeState {
  tradeNo: string;
  /** The gateway's own number; '' when it has none yet. */
  gatewayTradeNo: string;
  amount: Fen;
  /** paid: the money was taken; pending: created, not paid; closed: can no longer be paid; missing: the gateway does not know it. */
  state: 'paid' | 'pending' | 'closed' | 'missing';
}

/** One successful payment in a gateway's bill of a day (对账). */
export interface BillRow {
  tradeNo: string;
  gatewayTradeNo: string;
  amount: Fen;
  paidAt: Date;
}

/** A payment gateway: starts payments and verifies the notifications it sends back. */
export interface PaymentProvider {
  readonly name: string;
  /** The payment channels it offers (the top-up card's payment_list). */
  readonly channels: { channel: number; name: string }[];
  createPayment(request: PaymentRequest): Promise<PaymentStart>;
  /**
   * Checks a notification's signature by the gateway's own rule — over the raw body as sent where the
   * gateway signs the body (the sandbox), over the parsed parameters where that is its rule (Alipay) —
   * and reads it; null when the signature does not verify. Never trusts a field before the signature is checked.
   */
  verifyNotification(arrived: ArrivedNotification): Promise<PaymentNotice | null>;
  /** What the gateway expects back: for a notification taken (also a replay), or refused (it retries). */
  answer(accepted: boolean): GatewayAnswer;
  /** Asks the gateway for a trade's state (支付宝 alipay.trade.query, 微信支付 GET …/out-trade-no/{no}). A thrown error is an outage. */
  query(tradeNo: string): Promise<TradeState>;
  /** Closes an unpaid trade so it can no longer be paid (支付宝 alipay.trade.close, 微信支付 …/close); a trade the gateway does not know counts as closed. */
  close(tradeNo: string): Promise<void>;
  /**
   * The gateway's bill of one China day (YYYY-MM-DD): every successful payment of that day (支付宝
   * alipay.data.dataservice.bill.downloadurl.query, 微信支付 GET /v3/bill/tradebill). Refunds are not listed (top-ups are never refunded at the gateway).
   */
  bill(date: string): Promise<BillRow[]>;
}
