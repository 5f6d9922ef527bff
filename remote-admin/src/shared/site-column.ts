import type { ComputedColumn } from 'shared-kits/list-page';

/** A row of a list that names its site (every main-console list since issue 32). */
export interface SiteOwnedRow {
  site_id: number;
  site_name: string;
}

/** 站点: the row's site by name, for a main-site operator's lists (a 分站's lists are all its own). */
export function siteColumn<Row extends SiteOwnedRow>(width = 140): ComputedColumn<Row> {
  return { title: '站点', key: 'site', width, render: (_, row) => row.site_name, exportValue: (_, row) => row.site_name };
}
