import { Fragment } from 'react';
import { Button } from 'shared-contracts/ui';
import { FilterControl, fieldKey, type BarUpdate } from './filter-control';
import { FilterBar } from './filter-controls';
import { keysOf, type BarProps, type ListFilter, type ListFiltersProps } from './list-filter-types';
import { SearchForm } from './search-form';

/**
 * A list's filter bar from a description of its fields: search boxes, one-of selects (全部… first), a range of
 * days, the page's own controls; a bar with text boxes is a search form sent with 搜索. 重置 clears what the
 * bar shows (not the tabs beside it), offered when any of it is set (a search form's always). One bar for every
 * console and user-centre list, above the table or in its toolbar.
 *
 * ```tsx
 * <ListFilters list={list} filters={[
 *   { kind: 'choice', key: 'status', label: '状态', all: '全部状态', options: STATUS_NAMES },
 *   { kind: 'search', key: 'mobile', label: '用户手机号', placeholder: '完整手机号或后 4 位' },
 *   { kind: 'range', keys: ['from', 'to'] },
 * ]} />
 * ```
 */
export function ListFilters<F>(props: ListFiltersProps<F>) {
  // the page's fields were checked against its params (NoInfer: the params alone say what F is); here they are F's
  const bar = props as BarProps<F>;
  return bar.filters.some((field: ListFilter<F>) => field.kind === 'text') ? <SearchForm {...bar} /> : <InstantBar {...bar} />;
}

/** Every field applies at once. */
function InstantBar<F>({ list, filters, onChange, resetText = '重置', after }: BarProps<F>) {
  const update: BarUpdate<F> = (change) => {
    onChange?.();
    list.update(change);
  };
  const keys = filters.flatMap(keysOf);
  return (
    <FilterBar>
      {filters.map((field, index) =>
        field.kind === 'text' ? null : (
          <Fragment key={fieldKey(field, index)}>
            <FilterControl field={field} params={list.params} update={update} />
          </Fragment>
        ),
      )}
      {list.isFiltered(keys) ? (
        <Button
          onClick={() => {
            onChange?.();
            list.clear(keys);
          }}
        >
          {resetText}
        </Button>
      ) : null}
      {after}
    </FilterBar>
  );
}
