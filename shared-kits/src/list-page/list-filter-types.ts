import type { ReactNode } from 'react';
import type { ListParams } from './list-params';
import type { ListParamsState } from './use-list-params';

/** A filter of the list's params. */
export type FilterKey<F> = keyof F & string;
/** A filter holding text, '' when not set: what a text box writes. */
export type TextKey<F> = { [K in FilterKey<F>]-?: F[K] extends string ? K : never }[FilterKey<F>];
/** A filter holding a day or a moment, or nothing: a range writes two of them. */
export type RangeKey<F> = { [K in FilterKey<F>]-?: F[K] extends string | undefined ? K : never }[FilterKey<F>];

/** What a text box accepts: anything else is said beside it (or under it) and not searched. */
export interface Accept {
  pattern: RegExp;
  message: string;
}

/** A search box that applies itself (Enter, its button, its ×): the text trimmed, '' = not set. */
export interface SearchField<F> {
  kind: 'search';
  key: TextKey<F>;
  /** its name for screen readers (用户手机号) */
  label: string;
  placeholder: string;
  /** default 220 */
  width?: number;
  maxLength?: number;
  accept?: Accept;
  /** a worded button (搜索) instead of the magnifier */
  enterButton?: string;
  /** what can be searched, on hover */
  tooltip?: string;
}

/**
 * A text box sent with the bar's 搜索, together with the other text boxes (a list searched by many numbers and
 * names at once: typing asks nothing). A bar with one is a search form, whose 重置 is always offered: it also
 * empties what was typed and not searched.
 */
export interface TextField<F> {
  kind: 'text';
  key: TextKey<F>;
  label: string;
  placeholder: string;
  /** default 200 */
  width?: number;
  maxLength?: number;
  accept?: Accept;
}

/** An option of a choice: a value the filter holds and its text. */
export interface ChoiceOption<V> {
  value: V;
  label: string;
}

/** Options offered under a heading (主站角色, 分站角色). */
export interface ChoiceGroup<V> {
  label: string;
  options: readonly ChoiceOption<V>[];
}

interface ChoiceOf<F, K extends FilterKey<F>> {
  kind: 'choice';
  key: K;
  label: string;
  /**
   * The first option, which leaves the filter out (全部状态). Without it the filter always holds one of the
   * options (its default: 未结束, 预存款).
   */
  all?: string;
  /** In the order offered: value → text, or a list (ids from the server; groups under headings). */
  options: readonly (ChoiceOption<NonNullable<F[K]>> | ChoiceGroup<NonNullable<F[K]>>)[] | Readonly<Record<NonNullable<F[K]> & string, string>>;
  /** default 130 */
  width?: number;
  /** the options are still coming */
  loading?: boolean;
  /** typing narrows the options (by their text) */
  searchable?: boolean;
  /** filters that depend on this one, cleared when it changes (another account's entries have other types) */
  clears?: readonly FilterKey<F>[];
}

/** A one-of select applied at once. */
export type ChoiceField<F> = { [K in FilterKey<F>]-?: ChoiceOf<F, K> }[FilterKey<F>];

/** A range of China days (or, with `time`, moments) written to two filters. */
export interface RangeField<F> {
  kind: 'range';
  /** the first and the last: `['from', 'to']` */
  keys: readonly [RangeKey<F>, RangeKey<F>];
  /** its name for screen readers (起止日期 unless told) */
  label?: string;
  /**
   * Moments as well as days (the user centre's 下单时间). Picked in several steps, so in a search form it is
   * sent with the text boxes on 搜索; a range of days applies at once.
   */
  time?: boolean;
}

/** A page's own control in the bar (只看固定价's checkbox), writing through the bar's `update`. */
export interface CustomField<F> {
  kind: 'custom';
  /** the filters it writes: 重置 clears them, and they count as filtered */
  keys?: readonly FilterKey<F>[];
  render: (update: (change: Partial<ListParams<F>>) => void, params: ListParams<F>) => ReactNode;
}

/** One field of a list's filter bar. */
export type ListFilter<F> = SearchField<F> | TextField<F> | ChoiceField<F> | RangeField<F> | CustomField<F>;

/** The filters a field writes. */
export function keysOf<F>(field: ListFilter<F>): readonly FilterKey<F>[] {
  switch (field.kind) {
    case 'range':
      return field.keys;
    case 'custom':
      return field.keys ?? [];
    default:
      return [field.key];
  }
}

export interface ListFiltersProps<F> {
  /** `useListParams(…)`: the bar shows its params and writes to its URL */
  list: ListParamsState<F>;
  /** the bar's fields, left to right */
  filters: readonly ListFilter<NoInfer<F>>[];
  /** told of every change the bar makes, before it is written (e.g. to drop the rows chosen) */
  onChange?: () => void;
  /** 重置 unless told (本月, where a report's default is this month) */
  resetText?: string;
  /** after 重置: what the filters select (a report's 统计范围) */
  after?: ReactNode;
  /** a search form's fields each with its name before it (the user centre's order search) */
  captions?: boolean;
}

/** The bar's own props: the fields typed from the params the page passed. */
export type BarProps<F> = Omit<ListFiltersProps<F>, 'filters'> & { filters: readonly ListFilter<F>[] };
