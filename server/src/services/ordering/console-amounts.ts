import { fen, fenToYuan } from 'shared-contracts';
import { chinaText } from 'shared-contracts/china-time';
import {
  COMPENSATION_REASONS,
  PARCEL_COMPENSATION_KINDS,
  seesOrderAmounts,
  type AdminOrderRow,
  type AdminParcelCompensation,
  type AdminParcelRow,
  type CompensationReasonKey,
  type OperatorRole,
} from 'shared-contracts/admin';

/**
 * Amounts only for money roles (issue 34): the one place the console's 订单与包裹 drops the money a role may not
 * see (seesOrderAmounts: money.read, or a 分站 owner's site.earnings). Every console list, export, the parcel
 * detail and its compensations pass their rows through here with the operator's role — a required argument of
 * the service's console calls, so no route can forget it.
 */
export function orderAmountsFor(role: OperatorRole) {
  const sees = seesOrderAmounts(role);
  return {
    sees,
    order: (row: AdminOrderRow): AdminOrderRow => (sees ? row : { ...row, total_price: null, refund_price: null, margin: null }),
    parcel: <Row extends AdminParcelRow>(row: Row): Row => (sees ? row : { ...row, price: null, compensation: null, cost: null, margin: null }),
    compensation: (row: AdminParcelCompensation): AdminParcelCompensation => (sees ? row : { ...row, amount: null }),
    /** An export's columns: every yuan column (its header ends in （元）) only for a role that sees amounts. */
    sheet: <Column extends [header: string, ...rest: unknown[]]>(columns: Column[]): Column[] => (sees ? columns : columns.filter(([header]) => !header.endsWith('（元）'))),
  };
}

export type OrderAmounts = ReturnType<typeof orderAmountsFor>;

/** A booked compensation of a parcel (parcel_compensations) as the console's parcel detail lists it, amount and all. */
export function toParcelCompensation(row: { amount_fen: number; reason: string; created_at: Date }): AdminParcelCompensation {
  const reason = row.reason as CompensationReasonKey;
  const kind = reason === 'manual' ? 'manual' : 'timeout';
  return {
    kind,
    kind_name: PARCEL_COMPENSATION_KINDS[kind],
    reason,
    reason_name: COMPENSATION_REASONS[reason] ?? row.reason,
    amount: fenToYuan(fen(Number(row.amount_fen))),
    created_at: chinaText(row.created_at),
    status: 'credited',
    status_name: '已到账',
  };
}
