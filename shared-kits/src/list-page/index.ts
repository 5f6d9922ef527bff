/**
 * shared-kits/list-page: the kit every table page uses (DESIGN "Frontend conventions"). Filters and
 * paging held in the URL from zod schemas (`defineListParams` + `useListParams`), and `ListTable`: antd's
 * Table (from the on-demand UI chunk) with SPEC §9's page sizes and 共 N 条, loading / empty / error
 * states, a virtualised mode and 导出 (.xlsx in the browser, loaded on first use, or a server download);
 * `ListFilters`, the filter bar above (or in the toolbar of) every list.
 * Shared as a singleton and loaded only by pages that use it: never part of the first visit to `/`.
 */
export { defineListParams, toPageQuery, type FilterSchemas, type FilterValue, type FiltersOf, type ListParams, type ListParamsDefinition, type ListParamsOptions } from './list-params';
export { useListParams, type ListParamsState, type Paging } from './use-list-params';
export { ListTable, type ListExport, type ListResult, type ListTableProps } from './list-table';
export { toSheet, type CellValue, type ComputedColumn, type FieldColumn, type ListColumn } from './columns';
export { ListFilters } from './list-filters';
export type {
  ChoiceField,
  ChoiceGroup,
  ChoiceOption,
  CustomField,
  ListFilter,
  ListFiltersProps,
  RangeField,
  SearchField,
  TextField,
} from './list-filter-types';
export { DayRange, type DayRangeProps } from './day-range';
/** The row a report's own controls sit in (财务报表, 对账), and a lone choice for remotes built before ListFilters. */
export { ChoiceFilter, FilterBar, type ChoiceFilterProps } from './filter-controls';
export { downloadBlob, exportFileName, saveXlsx } from './export-file';
/** zod for the filters' schemas: one copy, in this shared module, for every list page of every remote. */
export { z } from 'zod';
