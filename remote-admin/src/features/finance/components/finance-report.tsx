import { useState } from 'react';
import { FINANCE_FIGURE_KEYS } from 'shared-contracts/admin';
import { errorMessage } from 'shared-contracts/app';
import { DownloadOutlined } from 'shared-contracts/icons/more';
import { Button, Skeleton } from 'shared-contracts/ui';
import { Alert, Result, Segmented, Typography } from 'shared-contracts/ui/more';
import { FilterBar } from 'shared-kits/list-page';
import { useAdminFinanceDailyQuery, useAdminFinanceMonthlyQuery } from '../api/finance-api';
import { useFinanceParams, type FinanceView } from '../hooks/finance-params';
import { useFinanceExport } from '../hooks/use-finance-export';
import { DaysTable } from './days-table';
import { EntriesDrawer } from './entries-drawer';
import { FigureGroups, type FigureTarget, type FinanceFigures } from './figure-groups';
import { PeriodPicker } from './period-picker';

/** Nothing booked in the period: every figure's count is 0 (the closing totals still say what the accounts hold). */
const isQuiet = (report: FinanceFigures) => FINANCE_FIGURE_KEYS.every((key) => report.counts[key] === 0);

/**
 * 财务报表 (money.read): 日报 or 月报 of the ledger (the day or month in the URL, China time, today and this month unless
 * told), the figures by group — each opens its entries in a drawer — the closing totals of every account, 月报's days,
 * and 导出 (the server's xlsx: 汇总, and 每日 for a month).
 */
export function FinanceReport() {
  const { view, date, month, today, update } = useFinanceParams();
  const daily = useAdminFinanceDailyQuery({ date }, { skip: view !== 'day' });
  const monthly = useAdminFinanceMonthlyQuery({ month }, { skip: view !== 'month' });
  const result = view === 'day' ? daily : monthly;
  const period = view === 'day' ? { date } : { month };
  const [target, setTarget] = useState<FigureTarget | null>(null);
  const exporter = useFinanceExport(view, view === 'day' ? date : month);
  const report = result.data;

  return (
    <>
      <FilterBar style={{ marginBottom: 12 }}>
        <Segmented
          aria-label="报表类型"
          value={view}
          options={[
            { label: '日报', value: 'day' },
            { label: '月报', value: 'month' },
          ]}
          onChange={(next) => update({ view: next as FinanceView })}
        />
        <PeriodPicker
          view={view}
          value={view === 'day' ? date : month}
          today={today}
          onChange={(value) => update(view === 'day' ? { date: value } : { month: value })}
        />
        <Button icon={<DownloadOutlined />} loading={exporter.busy} onClick={() => void exporter.run()}>
          导出
        </Button>
        {monthly.data && view === 'month' ? (
          <Typography.Text type="secondary">
            统计期间：{monthly.data.start_date} 至 {monthly.data.end_date}（北京时间）
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">统计期间：{date} 全天（北京时间）</Typography.Text>
        )}
      </FilterBar>
      {result.error && !result.isFetching ? (
        <Result
          status="warning"
          title="加载失败"
          subTitle={errorMessage(result.error)}
          extra={
            <Button type="primary" onClick={() => void result.refetch()}>
              重新加载
            </Button>
          }
        />
      ) : !report || result.isFetching ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          {isQuiet(report) ? (
            <Alert
              type="info"
              showIcon
              role="note"
              style={{ marginBottom: 12 }}
              title="所选期间没有资金流水"
              description="下列各项均为 0；期末余额为各账户在期末的合计。"
            />
          ) : null}
          <FigureGroups report={report} onOpen={setTarget} />
          {view === 'month' && monthly.data ? (
            <div style={{ marginTop: 16 }}>
              <Typography.Title level={5}>每日明细</Typography.Title>
              <DaysTable days={monthly.data.days} onOpenDay={(day) => update({ view: 'day', date: day })} />
            </div>
          ) : null}
        </>
      )}
      <EntriesDrawer target={target} period={period} onClose={() => setTarget(null)} />
    </>
  );
}
