// What the storefront shows besides goods: banners, notices, home blocks, articles; sub-station applications.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns';

export interface BannersTable {
  id: Generated<number>;
  /** the site the row belongs to (0043); the main site's unless written otherwise */
  site_id: Generated<number>;
  image: string;
  url: string;
  btn_icon: string;
  btn_txt: string;
  sort: number;
  /** the storefront shows only banners that are on (0019) */
  is_on: Generated<boolean>;
}

export interface NoticesTable {
  id: Generated<number>;
  /** the site the row belongs to (0043); the main site's unless written otherwise */
  site_id: Generated<number>;
  title: string;
  content: string;
  date: string;
  version: string;
  /** false: 停用, the storefront shows no notice (0019) */
  enabled: Generated<boolean>;
}

export interface HomeBlocksTable {
  id: Generated<number>;
  /** the site the row belongs to (0043); the main site's unless written otherwise */
  site_id: Generated<number>;
  sort: number;
  name: string;
  title: string;
  icon: string;
  page: ColumnType<unknown, string, string>;
  /** the storefront builds its home page from the blocks that are on (0019) */
  is_on: Generated<boolean>;
}

export interface ArticlesTable {
  /** seeded rows carry their ids; new ones take articles_id_seq (0019) */
  id: Generated<number>;
  /** the site the row belongs to (0043); the main site's unless written otherwise */
  site_id: Generated<number>;
  title: string;
  category: string;
  summary: string;
  /** HTML, sanitised again where it is rendered */
  content: string;
  date: string;
  sort: number;
}

export interface SubstationApplicationsTable {
  id: Generated<number>;
  name: string;
  mobile: string;
  city: string;
  company: string;
  message: string;
  ip: string;
  created_at: CreatedAt;
  /** 待处理 pending, 已联系 contacted, 已开通 opened, 已拒绝 rejected (0043) */
  status: Generated<'pending' | 'contacted' | 'opened' | 'rejected'>;
  note: Generated<string>;
  /** the 分站 it was opened as */
  site_id: Generated<number | null>;
  handled_by: Generated<number | null>;
  handled_at: Generated<Date | null>;
}
