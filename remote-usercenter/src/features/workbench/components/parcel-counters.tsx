import { routePath } from 'shared-contracts';
import { Link } from 'shared-contracts/router';
import { Skeleton } from 'shared-contracts/ui';
import styled from 'styled-components';
import { useWorkbenchSummaryQuery } from '../api/workbench-summary';

const Counters = styled.nav`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  text-align: center;
  > a {
    padding: 8px 0;
    border-radius: 8px;
    color: ${(p) => p.theme.colorTextSecondary};
    transition: background 0.2s;
  }
  > a + a {
    border-inline-start: 1px solid ${(p) => p.theme.colorBorderSecondary};
  }
  > a:hover {
    background: ${(p) => p.theme.colorFillQuaternary};
  }
  strong {
    display: block;
    font-size: 28px;
    line-height: 1.3;
    font-weight: 600;
    color: ${(p) => p.theme.colorText};
    font-variant-numeric: tabular-nums;
  }
  a:hover strong {
    color: ${(p) => p.theme.colorPrimary};
  }
`;

/**
 * `package_info`'s counters and the filter each one presets on the package list: the parcel status (SPEC §4:
 * 1, 2, 3) or the 物流状态 (issue 21: 已签收, 异常).
 */
const COUNTERS = [
  { key: 'unpaid', label: '待付款', query: 'status=1' },
  { key: 'paid', label: '待发货', query: 'status=2' },
  { key: 'un_receive', label: '已发货', query: 'status=3' },
  { key: 'signed', label: '已签收', query: 'track_state=signed' },
  { key: 'exception', label: '异常', query: 'track_state=exception' },
] as const;

/** 待付款 / 待发货 / 已发货 / 已签收 / 异常: how many parcels, each a link to 包裹列表 so filtered (`?status=2`, `?track_state=exception`). */
export function ParcelCounters() {
  const { data, isLoading } = useWorkbenchSummaryQuery();
  if (isLoading) return <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  return (
    <Counters aria-label="包裹动态">
      {COUNTERS.map((c) => (
        <Link key={c.key} to={`${routePath('packageList')}?${c.query}`} aria-label={`${data?.package_info[c.key] ?? 0} ${c.label}`}>
          <strong>{data?.package_info[c.key] ?? '—'}</strong>
          {c.label}
        </Link>
      ))}
    </Counters>
  );
}
