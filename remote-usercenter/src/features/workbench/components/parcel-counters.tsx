import { routePath } from 'shared-contracts';
import { Link } from 'shared-contracts/router';
import { Skeleton } from 'shared-contracts/ui';
import styled from 'styled-components';
import { useWorkbenchSummaryQuery } from '../api/workbench-summary';

const Counters = styled.nav`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
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

/** `package_info`'s counters and the parcel status each one presets on the package list (SPEC §4: 1, 2, 3). */
const COUNTERS = [
  { key: 'unpaid', label: '待付款', status: 1 },
  { key: 'paid', label: '待发货', status: 2 },
  { key: 'un_receive', label: '已发货', status: 3 },
] as const;

/** 待付款 / 待发货 / 已发货: how many parcels, each a link to 包裹列表 with that status (`?status=2`). */
export function ParcelCounters() {
  const { data, isLoading } = useWorkbenchSummaryQuery();
  if (isLoading) return <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  return (
    <Counters aria-label="包裹动态">
      {COUNTERS.map((c) => (
        <Link key={c.key} to={`${routePath('packageList')}?status=${c.status}`} aria-label={`${c.label} ${data?.package_info[c.key] ?? 0}`}>
          <strong>{data?.package_info[c.key] ?? '—'}</strong>
          {c.label}
        </Link>
      ))}
    </Counters>
  );
}
