// The supply side's rows for the console's component tests (issue 33; imported only by tests).
import type { AdminSupplierApplicationRow, AdminSupplierRequestRow, AdminSupplierRow } from 'shared-contracts/admin';

export const SHOP_OPTIONS = [
  { id: 1, name: '义乌仓' },
  { id: 5, name: '金华礼品店' },
];

export const supplierRow = (id: number, extra: Partial<AdminSupplierRow> = {}): AdminSupplierRow => ({
  id,
  shop_id: 1,
  shop_name: '义乌仓',
  name: `供应商${id}`,
  mobile: `139****00${String(id).padStart(2, '0')}`,
  role: 'staff',
  role_text: '员工',
  disabled: false,
  created_at: '2026-11-20 10:00:00',
  ...extra,
});

export const applicationRow = (id: number, extra: Partial<AdminSupplierApplicationRow> = {}): AdminSupplierApplicationRow => ({
  id,
  mobile: '137****6600',
  company_name: '义乌礼品有限公司',
  contact_name: '陈经理',
  goods_desc: '毛巾、纸巾等小礼品',
  status: 'pending',
  status_text: '待审核',
  reason: '',
  shop_id: null,
  shop_name: null,
  reviewed_by_name: null,
  reviewed_at: null,
  created_at: '2026-11-21 09:00:00',
  ...extra,
});

export const requestRow = (id: number, extra: Partial<AdminSupplierRequestRow> = {}): AdminSupplierRequestRow => ({
  id,
  goods_id: 30,
  goods_name: '陶瓷马克杯',
  shop_id: 1,
  shop_name: '义乌仓',
  supplier_name: '王供货',
  kind: 'supply_price',
  kind_text: '供货价调整',
  old_supply_price: 2.1,
  supply_price: 2.3,
  price: 3.5,
  current_supply_price: 2.1,
  on_sale: true,
  note: '原料涨价',
  status: 'pending',
  status_text: '待审核',
  reason: '',
  created_at: '2026-11-22 09:00:00',
  reviewed_by_name: null,
  reviewed_at: null,
  ...extra,
});
