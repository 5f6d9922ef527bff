import { useState } from 'react';
import { Tooltip } from 'shared-contracts/ui';
import { Input, Select } from 'shared-contracts/ui/more';
import styled from 'styled-components';
import type { ChoiceGroup, ChoiceOption, SearchField } from './list-filter-types';

/** The row of a list's filters, above its table (inside a table's toolbar the toolbar spaces it). */
export const FilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-bottom: 12px;
`;

const Problem = styled.span`
  color: ${(p) => p.theme.colorError};
`;

type Choice = string | number;
/** What a choice offers: value → text, or options (some under headings). */
export type Offered = readonly (ChoiceOption<Choice> | ChoiceGroup<Choice>)[] | Readonly<Record<string, string>>;

interface SearchBoxProps {
  field: Omit<SearchField<unknown>, 'kind' | 'key'>;
  /** what the URL holds: the box starts from it (the bar gives the box a new key when it changes) */
  value: string;
  onSearch: (text: string) => void;
}

/** A search box: the text trimmed, or, when the field accepts less, why not (said beside it, nothing asked). */
export function SearchBox({ field, value, onSearch }: SearchBoxProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const search = (raw: string) => {
    const text = raw.trim();
    if (text && field.accept && !field.accept.pattern.test(text)) {
      setProblem(field.accept.message);
      return;
    }
    setProblem(null);
    onSearch(text);
  };
  const box = (
    <Input.Search
      defaultValue={value}
      aria-label={field.label}
      placeholder={field.placeholder}
      allowClear
      maxLength={field.maxLength}
      enterButton={field.enterButton}
      status={problem ? 'error' : undefined}
      style={{ width: field.width ?? 220 }}
      onChange={() => setProblem(null)}
      onSearch={search}
    />
  );
  return (
    <>
      {field.tooltip ? <Tooltip title={field.tooltip}>{box}</Tooltip> : box}
      {problem ? <Problem role="alert">{problem}</Problem> : null}
    </>
  );
}

interface ChoiceSelectProps {
  label: string;
  all?: string;
  options: Offered;
  width?: number;
  loading?: boolean;
  searchable?: boolean;
  value: Choice | null | undefined;
  onChange: (value: Choice | undefined) => void;
}

const ALL = '';

/** A one-of filter: its first option is 全部… (when it has one), which leaves the filter out (undefined). */
export function ChoiceSelect({ label, all, options, width = 130, loading, searchable, value, onChange }: ChoiceSelectProps) {
  const offered = Array.isArray(options)
    ? (options as readonly (ChoiceOption<Choice> | ChoiceGroup<Choice>)[]).map((option) =>
        'options' in option ? { ...option, options: [...option.options] } : option,
      )
    : Object.entries(options as Readonly<Record<string, string>>).map(([key, text]) => ({ value: key, label: text }));
  const unset = value === undefined || value === null || value === ALL;
  return (
    <Select<Choice>
      aria-label={label}
      style={{ width }}
      value={unset ? (all === undefined ? undefined : ALL) : value}
      options={all === undefined ? offered : [{ value: ALL, label: all }, ...offered]}
      loading={loading}
      showSearch={searchable ? { optionFilterProp: 'label' } : undefined}
      onChange={(next) => onChange(next === ALL ? undefined : next)}
    />
  );
}

export interface ChoiceFilterProps<K extends string> {
  /** what it filters, for screen readers (状态, 事件) */
  label: string;
  /** the first option, which filters nothing (全部状态) */
  all: string;
  /** each value's label, in the order offered */
  labels: Record<K, string>;
  value: K | undefined;
  onChange: (value: K | undefined) => void;
  width?: number;
}

/**
 * A one-of filter on its own, as remotes built before ListFilters use it (the host provides this kit to them too);
 * a page describes its choices to ListFilters instead.
 */
export function ChoiceFilter<K extends string>({ label, all, labels, value, onChange, width }: ChoiceFilterProps<K>) {
  return <ChoiceSelect label={label} all={all} options={labels} width={width} value={value} onChange={(next) => onChange(next as K | undefined)} />;
}
