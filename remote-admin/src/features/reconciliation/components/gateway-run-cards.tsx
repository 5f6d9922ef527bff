import { RECONCILIATION_STATUS_NAMES, type ReconciliationRunRow } from 'shared-contracts/admin';
import { Col, Row, Tag } from 'shared-contracts/ui';
import { Card, Descriptions, Typography } from 'shared-contracts/ui/more';
import { yuanText } from '../../../shared/yuan-text';

const STATUS_COLORS: Record<ReconciliationRunRow['status'], string> = { clean: 'green', issues: 'orange', failed: 'red' };

/** One gateway's bill of the day as compared: its status, the bill's count and total beside our credited top-ups. */
function GatewayRunCard({ run }: { run: ReconciliationRunRow }) {
  return (
    <Card
      size="small"
      role="group"
      aria-label={`${run.gateway_name}对账结果`}
      title={run.gateway_name}
      extra={
        <Tag color={STATUS_COLORS[run.status]} style={{ marginInlineEnd: 0 }}>
          {RECONCILIATION_STATUS_NAMES[run.status]}
          {run.status === 'issues' ? ` ${run.issue_count} 条` : ''}
        </Tag>
      }
    >
      {run.status === 'failed' && run.error ? (
        <Typography.Paragraph type="danger" style={{ marginBottom: 8 }}>
          账单获取失败：{run.error}
        </Typography.Paragraph>
      ) : null}
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'bill', label: '账单笔数/金额', children: `${run.bill_count} 笔 / ${yuanText(run.bill_total)}` },
          { key: 'credited', label: '本站到账笔数/金额', children: `${run.credited_count} 笔 / ${yuanText(run.credited_total)}` },
          { key: 'ran_at', label: '对账时间', children: run.ran_at },
        ]}
      />
    </Card>
  );
}

/** 对账's cards: one per gateway compared that day. */
export function GatewayRunCards({ runs }: { runs: readonly ReconciliationRunRow[] }) {
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
      {runs.map((run) => (
        <Col key={run.gateway} xs={24} md={12} xl={8}>
          <GatewayRunCard run={run} />
        </Col>
      ))}
    </Row>
  );
}
