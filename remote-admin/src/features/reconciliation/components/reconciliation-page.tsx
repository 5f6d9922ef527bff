import { ReloadOutlined } from 'shared-contracts/icons/more';
import { Button, Empty } from 'shared-contracts/ui';
import { Card, Typography } from 'shared-contracts/ui/more';
import { Loaded } from 'shared-kits/console-frame';
import { FilterBar } from 'shared-kits/list-page';
import { runWrite } from '../../../shared/run-write';
import { useAdminReconciliationQuery, useAdminReconciliationRunMutation } from '../api/reconciliation-api';
import { useReconciliationDate } from '../hooks/reconciliation-date';
import { DayPicker } from './day-picker';
import { DifferencesTable } from './differences-table';
import { GatewayRunCards } from './gateway-run-cards';

/**
 * 对账 (issue 34, money.read): the day in the URL (yesterday, China time, unless told) — one card per payment gateway's
 * bill compared with our credited top-ups, then the differences found. money.write adds 重新对账, 补单 and 标记已处理.
 * Another day's result is never shown while the chosen one loads.
 */
export function Reconciliation({ canWrite }: { canWrite: boolean }) {
  const { date, today, setDate } = useReconciliationDate();
  const query = useAdminReconciliationQuery({ date });
  const [rerun, rerunning] = useAdminReconciliationRunMutation();
  // the chosen day's answer only (data would keep the previous day's while this one loads)
  const shown = { ...query, data: query.currentData, isLoading: query.currentData === undefined && query.isFetching };

  return (
    <>
      <FilterBar style={{ marginBottom: 16 }}>
        <DayPicker value={date} today={today} onChange={setDate} />
        {canWrite ? (
          <Button
            icon={<ReloadOutlined />}
            loading={rerunning.isLoading}
            onClick={() => void runWrite(() => rerun({ date }).unwrap(), '对账完成', '对账失败，请稍后再试')}
          >
            重新对账
          </Button>
        ) : null}
        <Typography.Text type="secondary">按北京时间的自然日核对；每天早上自动核对前一天的支付宝、微信支付账单。</Typography.Text>
      </FilterBar>
      <Loaded what="对账结果" query={shown}>
        {(day) =>
          day.runs.length === 0 ? (
            <Card>
              <Empty description={canWrite ? `${day.date} 尚未对账，可点击「重新对账」立即核对` : `${day.date} 尚未对账`} />
            </Card>
          ) : (
            <section aria-label={`${day.date} 对账结果`}>
              <GatewayRunCards runs={day.runs} />
              <DifferencesTable
                date={day.date}
                items={day.items}
                incomplete={day.runs.some((run) => run.status === 'failed')}
                isFetching={query.isFetching}
                error={query.error}
                refetch={query.refetch}
                canWrite={canWrite}
              />
            </section>
          )
        }
      </Loaded>
    </>
  );
}
