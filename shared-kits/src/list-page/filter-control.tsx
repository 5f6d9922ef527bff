import { DayRange } from './day-range';
import { ChoiceSelect, SearchBox, type Offered } from './filter-controls';
import { keysOf, type ChoiceField, type CustomField, type FilterKey, type ListFilter, type RangeField, type SearchField } from './list-filter-types';
import type { ListParams } from './list-params';
import { TimeRange } from './time-range';

/** How the bar writes a change: the page is told first, then the URL (back to page 1). */
export type BarUpdate<F> = (change: Partial<ListParams<F>>) => void;

/** A field's React key: what it writes, which stays put when a role shows or hides a field before it. */
export const fieldKey = <F,>(field: ListFilter<F>, index: number) => `${field.kind}:${keysOf(field).join(',') || index}`;

const change = <F,>(entries: [FilterKey<F>, unknown][]) => Object.fromEntries(entries) as Partial<ListParams<F>>;

interface FilterControlProps<F> {
  /** any field but a search form's text box (the form holds those) */
  field: SearchField<F> | ChoiceField<F> | RangeField<F> | CustomField<F>;
  params: ListParams<F>;
  update: BarUpdate<F>;
}

/** One field of the bar, applied at once. */
export function FilterControl<F>({ field, params, update }: FilterControlProps<F>) {
  switch (field.kind) {
    case 'search': {
      const text = String(params[field.key] ?? '');
      // a new text in the URL (back / forward, 重置, a link) starts the box again from it
      return <SearchBox key={text} field={field} value={text} onSearch={(typed) => update(change<F>([[field.key, typed]]))} />;
    }
    case 'choice': {
      // its options are typed from the filter's values for the page; here they are options
      const options = field.options as Offered;
      const clears = (field.clears ?? []).map((key): [FilterKey<F>, unknown] => [key, undefined]);
      return (
        <ChoiceSelect
          label={field.label}
          all={field.all}
          options={options}
          width={field.width}
          loading={field.loading}
          searchable={field.searchable}
          value={params[field.key] as string | number | undefined}
          onChange={(next) => update(change<F>([...clears, [field.key, next]]))}
        />
      );
    }
    case 'range': {
      const [from, to] = field.keys;
      const Picker = field.time ? TimeRange : DayRange;
      return (
        <Picker
          aria-label={field.label}
          start={params[from] as string | undefined}
          end={params[to] as string | undefined}
          onChange={({ start_time, end_time }) =>
            update(
              change<F>([
                [from, start_time],
                [to, end_time],
              ]),
            )
          }
        />
      );
    }
    case 'custom':
      return <>{field.render(update, params)}</>;
  }
}
