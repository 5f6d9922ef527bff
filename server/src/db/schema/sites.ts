// The main site and its sub-stations.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns';

/** The main site (`is_main`, a complete configuration) and the sub-stations (an override): migration 0016. */
export interface SitesTable {
  id: Generated<number>;
  is_main: ColumnType<boolean, boolean | undefined, never>;
  /** jsonb, written as JSON text */
  config: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A sub-station's domains: one site each (lower case, no port). */
export interface SiteDomainsTable {
  domain: string;
  site_id: number;
  position: number;
}
