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

/** A gateway's notification as it arrived: the body's bytes, and the form fields the server parsed from them. */
export interface ArrivedNotification {
  rawBody: Buffer;
  fields: Record<string, string>;
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
  /** The body the gateway expects back for a notification that was accepted (also for a replay). */
  readonly acknowledgement: string;
}
