import { useMemo, type Key } from 'react';
import { Skeleton } from 'shared-contracts/ui';
import { Alert, Tree, type TreeDataNode } from 'shared-contracts/ui/more';
import type { Regions } from '../hooks/use-regions';
import { Muted } from '../../../shared/muted-text';

const GROUP = 'group:';

interface Props {
  /** null while the division data loads */
  regions: Regions | null;
  /** the division data could not load */
  failed?: boolean;
  /** province short names (新疆, 西藏), as the API stores them */
  value?: string[];
  onChange?: (areas: string[]) => void;
}

/**
 * 不发货地区 as a form control: the provinces (the API's granularity) under their major regions, each
 * checkable; checking a region checks its provinces. The value is the checked provinces' short names,
 * in code order.
 */
export function NoDeliverTree({ regions, failed = false, value = [], onChange }: Props) {
  const treeData = useMemo<TreeDataNode[]>(
    () =>
      (regions?.groups ?? []).map((group) => ({
        key: `${GROUP}${group.name}`,
        title: group.name,
        children: group.provinces.map((p) => ({
          key: p.short,
          title: p.short,
        })),
      })),
    [regions],
  );
  const known = useMemo(() => new Set((regions?.provinces ?? []).map((p) => p.short)), [regions]);
  if (!regions) return failed ? <Alert type="warning" title="地区数据加载失败，请关闭后重试" /> : <Skeleton active paragraph={{ rows: 4 }} />;
  // a stored name the tree does not know stays in the value (the server says what is wrong with it)
  const unknown = value.filter((name) => !known.has(name));
  const changed = (checked: Key[] | { checked: Key[] }) => {
    const keys = new Set((Array.isArray(checked) ? checked : checked.checked).map(String));
    onChange?.([...regions.provinces.filter((p) => keys.has(p.short)).map((p) => p.short), ...unknown]);
  };
  return (
    <div role="group" aria-label="不发货地区">
      <Muted style={{ marginBottom: 4 }}>
        已选 {value.length} 个省级地区
        {value.length > 0 ? `：${value.join('、')}` : ''}
      </Muted>
      <div
        style={{
          maxHeight: 300,
          overflow: 'auto',
          border: '1px solid #f0f0f0',
          borderRadius: 6,
          padding: 4,
        }}
      >
        <Tree checkable selectable={false} defaultExpandAll virtual={false} treeData={treeData} checkedKeys={value} onCheck={changed} />
      </div>
    </div>
  );
}
