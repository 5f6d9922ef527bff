import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AuthOrderItem } from 'shared-contracts';
import type { NewRecipient, Recipient } from '../../recipients';

/** A shop's order as a recipient row of the 授权店铺 source (its origin: shop and order number). */
export function toRecipient(order: AuthOrderItem, storeId: number): NewRecipient {
  return {
    source: 'authorised',
    origin: originOf(storeId, order.shop_order),
    store_id: storeId,
    shop_order: order.shop_order,
    rec_name: order.receiver_name,
    rec_mobile: order.receiver_phone,
    rec_province: order.province,
    rec_city: order.city,
    rec_district: order.district,
    rec_address: order.address,
    lp_reissue_sn: '',
  };
}

const originOf = (storeId: number, shopOrder: string) => `${storeId}\u0001${shopOrder}`;

/**
 * The selected orders of one shop, kept by order number across pages and filter changes; every change
 * makes them the source's recipient rows. A row that leaves the recipient table (删除 there, or ordered)
 * is no longer selected here.
 */
export function useOrderSelection({ storeId, rows, setRows }: { storeId: number | null; rows: readonly Recipient[]; setRows: (rows: NewRecipient[]) => void }) {
  const [selected, setSelected] = useState<ReadonlyMap<string, AuthOrderItem>>(new Map());

  const apply = useCallback(
    (next: ReadonlyMap<string, AuthOrderItem>) => {
      setSelected(next);
      setRows(storeId === null ? [] : [...next.values()].map((o) => toRecipient(o, storeId)));
    },
    [storeId, setRows],
  );

  const select = useCallback(
    (orders: readonly AuthOrderItem[], on: boolean) => {
      const next = new Map(selected);
      for (const order of orders) {
        if (on && order.state !== 2) next.set(order.shop_order, order);
        else if (!on) next.delete(order.shop_order);
      }
      apply(next);
    },
    [selected, apply],
  );

  const clear = useCallback(() => apply(new Map()), [apply]);

  // the recipient table dropped some (deleted there, or ordered): they are not selected any more
  const present = useMemo(() => new Set(rows.filter((r) => r.source === 'authorised').map((r) => r.origin)), [rows]);
  useEffect(() => {
    if (storeId === null) return;
    setSelected((now) => {
      const kept = [...now].filter(([shopOrder]) => present.has(originOf(storeId, shopOrder)));
      return kept.length === now.size ? now : new Map(kept);
    });
  }, [present, storeId]);

  const keys = useMemo(() => new Set(selected.keys()), [selected]);
  return { selected: keys, count: selected.size, select, clear };
}
