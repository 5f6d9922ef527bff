/** A parcel to hand to the courier: who sends, who receives, what it weighs. */
export interface WaybillRequest {
  /** Our parcel number: the same number always gets the same waybill (retries are safe). */
  parcelSn: string;
  courier: { id: number; name: string };
  sender: { name: string; mobile: string; province: string; city: string; district: string; address: string };
  recipient: { name: string; mobile: string; province: string; city: string; district: string; address: string };
  weightGrams: number;
}

/** The courier's electronic waybill service. */
export interface CourierProvider {
  readonly name: string;
  /**
   * An electronic waybill number for the parcel; idempotent per `parcelSn`. Throws WaybillRefusedError when
   * the courier refuses the parcel; any other error is temporary (asked again later).
   */
  createWaybill(request: WaybillRequest): Promise<{ waybillCode: string }>;
}

/** The courier will not ship this parcel (an address it does not serve, a recipient it blocks …): final, not retried. */
export class WaybillRefusedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'WaybillRefusedError';
  }
}
