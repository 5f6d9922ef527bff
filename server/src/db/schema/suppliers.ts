// The supply side (0045, issue 33): supplier accounts and sessions, applications, goods requests, wallets and payout accounts.
import type { ColumnType, Generated } from 'kysely';

export type SupplierRole = 'owner' | 'staff';

/** Who signs in for a 供货店铺 (owner or staff); the mobile is unique among suppliers. */
export interface SupplierAccountsTable {
  id: Generated<number>;
  shop_id: number;
  mobile: string;
  name: string;
  password_hash: string;
  role: SupplierRole;
  must_change_password: Generated<boolean>;
  disabled: Generated<boolean>;
  created_at: Generated<Date>;
}

/** A supplier's bearer token, by its sha256 (never the token itself). */
export interface SupplierSessionsTable {
  token_hash: string;
  supplier_id: number;
  created_at: Date;
  expires_at: Date;
}

/** 供应商入驻: the register form with 供应商 chosen; approved into an account of a new or existing shop. */
export interface SupplierApplicationsTable {
  id: Generated<number>;
  mobile: string;
  password_hash: string;
  company_name: string;
  contact_name: string;
  goods_desc: string;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  reason: Generated<string>;
  shop_id: number | null;
  reviewed_by: number | null;
  reviewed_at: Date | null;
  created_at: Generated<Date>;
}

/** A supplier's change of 供货价, or its 上架 / 下架, for a main-site operator to review. */
export interface SupplierRequestsTable {
  id: Generated<number>;
  goods_id: number;
  shop_id: number;
  supplier_id: number;
  kind: 'supply_price' | 'on_sale' | 'off_sale';
  old_supply_fen: number | null;
  supply_fen: number | null;
  note: Generated<string>;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  reason: Generated<string>;
  reviewed_by: number | null;
  reviewed_at: Date | null;
  created_at: Date;
}

/** A supplier shop's accounts (fen): each the sum of its ledger entries. The payable may be below 0 (owed back). */
export interface SupplierWalletsTable {
  shop_id: number;
  supplier_payable: Generated<number>;
  supplier_withdrawing: Generated<number>;
  updated_at: Generated<Date>;
}

/** The Alipay account a supplier shop is paid to. */
export interface SupplierPayoutProfilesTable {
  shop_id: number;
  alipay_account: string;
  alipay_name: string;
  updated_at: ColumnType<Date, Date, Date>;
}
