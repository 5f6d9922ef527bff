import { Tabs } from 'shared-contracts/ui/more';

interface StatusTabsProps<S extends string> {
  /** The status in the URL, or undefined for 全部. */
  value: S | undefined;
  /** The statuses offered after 全部, with their names. */
  statuses: readonly { value: S; label: string }[];
  onChange: (status: S | undefined) => void;
  label: string;
}

const ALL = 'all';

/** 全部 and one tab per status; a tab applies at once (back to page 1, the other filters kept). */
export function StatusTabs<S extends string>({ value, statuses, onChange, label }: StatusTabsProps<S>) {
  return (
    <Tabs
      aria-label={label}
      activeKey={value ?? ALL}
      onChange={(key) => onChange(key === ALL ? undefined : (key as S))}
      items={[{ key: ALL, label: '全部' }, ...statuses.map((s) => ({ key: s.value, label: s.label }))]}
      style={{ marginBottom: 4 }}
    />
  );
}
