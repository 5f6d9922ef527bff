import { Select } from 'shared-contracts/ui/more';
import styled from 'styled-components';

/** The row of a list's filters, above its table. */
export const FilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

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

/** A one-of filter (状态, 事件): its first option is 全部…, which leaves the filter out (undefined). */
export function ChoiceFilter<K extends string>({ label, all, labels, value, onChange, width = 130 }: ChoiceFilterProps<K>) {
  const options = [{ value: '', label: all }, ...Object.entries<string>(labels).map(([key, text]) => ({ value: key, label: text }))];
  return (
    <Select
      aria-label={label}
      style={{ width }}
      value={value ?? ''}
      options={options}
      onChange={(next: string) => onChange((next || undefined) as K | undefined)}
    />
  );
}
