import { routePath } from 'shared-contracts';
import type { SupplierMe, SupplierWorkbench } from 'shared-contracts/supplier';
import { WarningOutlined } from 'shared-contracts/icons/more';
import { Link, useNavigate } from 'shared-contracts/router';
import { Button, Empty, Tag } from 'shared-contracts/ui';
import { Statistic } from 'shared-contracts/ui/more';
import styled from 'styled-components';
import { Loaded } from 'shared-kits/console-frame';
import { PageHeader, Panel } from '../../../shared/page-header';
import { yuanText } from '../../../shared/yuan';
import { useSupplierWorkbenchQuery } from '../api/workbench-api';

const Figures = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.marginMD}px;
  margin-bottom: ${({ theme }) => theme.marginMD}px;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.marginMD}px;
  align-items: start;
  h2 {
    margin: 0 0 ${({ theme }) => theme.marginSM}px;
    font-size: ${({ theme }) => theme.fontSizeLG}px;
  }
`;

const Rows = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.paddingXS}px ${({ theme }) => theme.paddingSM}px;
    border-bottom: 1px solid ${({ theme }) => theme.colorBorderSecondary};
    text-align: left;
  }
  th {
    color: ${({ theme }) => theme.colorTextSecondary};
    font-weight: normal;
    background: ${({ theme }) => theme.colorFillQuaternary};
  }
  .num {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .low {
    color: ${({ theme }) => theme.colorError};
    font-weight: ${({ theme }) => theme.fontWeightStrong};
  }
`;

const parcelsOf = (courierId: number) => `${routePath('supplierParcels')}?courier_id=${courierId}`;

function ToShip({ workbench }: { workbench: SupplierWorkbench }) {
  if (workbench.to_ship.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="今天没有待发货的包裹" />;
  return (
    <Rows aria-label="待发货（按快递）">
      <thead>
        <tr>
          <th>快递</th>
          <th>出单截止时间</th>
          <th className="num">包裹数</th>
          <th aria-label="操作" />
        </tr>
      </thead>
      <tbody>
        {workbench.to_ship.map((row) => (
          <tr key={row.courier_id}>
            <td>{row.courier_name}</td>
            <td>{row.issue_deadline}</td>
            <td className="num">{row.parcels}</td>
            <td className="num">
              <Link to={parcelsOf(row.courier_id)} aria-label={`去发货：${row.courier_name}`}>
                去发货
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </Rows>
  );
}

function LowStock({ workbench }: { workbench: SupplierWorkbench }) {
  if (workbench.low_stock.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="库存充足，没有需要补货的商品" />;
  return (
    <Rows aria-label="库存预警">
      <thead>
        <tr>
          <th>商品</th>
          <th className="num">库存</th>
          <th className="num">预警线</th>
        </tr>
      </thead>
      <tbody>
        {workbench.low_stock.map((row) => (
          <tr key={row.goods_id}>
            <td>
              <Link to={`${routePath('supplierGoods')}?keyword=${encodeURIComponent(row.name)}`}>{row.name}</Link>
            </td>
            <td className={`num${row.stock <= row.stock_warning ? ' low' : ''}`}>{row.stock}</td>
            <td className="num">{row.stock_warning}</td>
          </tr>
        ))}
      </tbody>
    </Rows>
  );
}

/**
 * 工作台 (GET /api/supplier/workbench): today's parcels to ship by courier with each courier's 出单截止时间 (and a
 * way to them in 待发货), the goods at or below their low-stock line, this month's shipped parcels and payable.
 */
export function Workbench({ supplier }: { supplier: SupplierMe }) {
  const query = useSupplierWorkbenchQuery();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="工作台" note={query.data ? `${supplier.shop.name} · ${query.data.date}` : supplier.shop.name} />
      <Loaded what="工作台" query={query} rows={4}>
        {(workbench) => (
          <>
            <Figures>
              <Panel>
                <Statistic title="今日待发货（个）" value={workbench.to_ship_total} />
                {workbench.to_ship_total > 0 ? (
                  <Button type="primary" size="small" style={{ marginTop: 8 }} onClick={() => navigate(routePath('supplierParcels'))}>
                    去发货
                  </Button>
                ) : null}
              </Panel>
              <Panel>
                <Statistic title="本月已发货（个）" value={workbench.month.shipped} />
              </Panel>
              <Panel>
                <Statistic title="本月应结（元）" value={yuanText(workbench.month.payable)} />
              </Panel>
            </Figures>
            <Columns>
              <Panel>
                <h2>待发货（按快递）</h2>
                <ToShip workbench={workbench} />
              </Panel>
              <Panel>
                <h2>
                  库存预警{' '}
                  {workbench.low_stock.length > 0 ? (
                    <Tag color="red" icon={<WarningOutlined />}>
                      {workbench.low_stock.length} 个商品
                    </Tag>
                  ) : null}
                </h2>
                <LowStock workbench={workbench} />
              </Panel>
            </Columns>
          </>
        )}
      </Loaded>
    </>
  );
}
