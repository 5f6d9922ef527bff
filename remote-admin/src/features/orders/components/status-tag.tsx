import { PARCEL_STATUS_NAMES, type ParcelStatusValue } from 'shared-contracts';
import { Tag } from 'shared-contracts/ui';

/** The status colours of orders and parcels (SPEC §4): 待付款 orange, 待发货 blue, 已发货 green, 已退款 red. */
const COLOURS: Record<ParcelStatusValue, string> = { 1: 'warning', 2: 'processing', 3: 'success', 4: 'error' };

/** An order's or a parcel's status as a tag (orders use 1–3, parcels 1–4; the names are the same). */
export function StatusTag({ status }: { status: ParcelStatusValue }) {
  return (
    <Tag color={COLOURS[status] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {PARCEL_STATUS_NAMES[status] ?? `状态${status}`}
    </Tag>
  );
}
