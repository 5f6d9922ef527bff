import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { OrderSource, QUANTITY_MIN, type PurchaseInfo } from 'shared-contracts';
import { Button, Flex, showNotice, Skeleton } from 'shared-contracts/ui';
import { Alert, Input, Result, Steps, Typography } from 'shared-contracts/ui/more';
import { OrderFlowDialogs, useOrderFlow } from '../../ordering';
import { type NewRecipient, type Recipient, RecipientTable, RowEditingContext, type SourceKey, usePricing, useRecipients } from '../../recipients';
import { ReissueImport, type ReissuePatch } from '../../reissue-import';
import { usePurchaseInfoQuery } from '../api/purchase-info';
import { CourierInfo } from './courier-info';
import { GoodsLine } from './goods-line';
import { OrderFooter } from './order-footer';
import { PlatformStep } from './platform-step';
import { RecipientSources } from './recipient-sources';
import { RECIPIENT_SOURCES, sourceUnavailable } from './source-registry';

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 16px;
`;

const Section = ({ title, children, extra }: { title: string; children: ReactNode; extra?: ReactNode }) => (
  <section aria-label={title}>
    <Flex justify="space-between" align="baseline">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {extra}
    </Flex>
    {children}
  </section>
);

export const NO_PLATFORM_TEXT = '请先选择平台';

export interface PurchaseContentProps {
  goodsId: number;
  /** Quantity per recipient to start with (礼品管理's 立即购买), clamped to the goods' limit. */
  goodsNum?: number;
  /** The courier the caller chose; a warning says so when the goods ships with another now. */
  expressId?: number;
  /** Every recipient was ordered (下单成功 has been said). */
  onOrdered: () => void;
  /** Told how many recipients the table holds (the dialog asks before closing over them). */
  onRecipientCount?: (count: number) => void;
}

/**
 * 商品购买 (SPEC §2.6) without its frame: the purchase dialog shows it full screen, /user-center/delivery
 * inline. Courier and goods, step 1 platform, step 2 recipient sources, the recipient table, the goods
 * line with quantity, remark, footer with 立即下单 and the order flow's dialogs.
 */
export function PurchaseContent({ goodsId, goodsNum, expressId, onOrdered, onRecipientCount }: PurchaseContentProps) {
  const { data, isLoading, isError, refetch } = usePurchaseInfoQuery(goodsId);
  if (isError)
    return (
      <Result
        status="warning"
        title="商品信息获取失败"
        extra={
          <Button type="primary" onClick={() => void refetch()}>
            重新加载
          </Button>
        }
      />
    );
  if (isLoading || !data) return <Skeleton active paragraph={{ rows: 10 }} />;
  return <PurchaseForm key={goodsId} info={data} goodsNum={goodsNum} expressId={expressId} onOrdered={onOrdered} onRecipientCount={onRecipientCount} />;
}

/** The quantity to start with: at least 1, at most the goods' limit (0 = none). */
export function startQuantity(goodsNum: number | undefined, limit: number): number {
  const wanted = Math.max(QUANTITY_MIN, Math.floor(goodsNum ?? QUANTITY_MIN));
  return limit > 0 ? Math.min(wanted, limit) : wanted;
}

function PurchaseForm({ info, goodsNum, expressId, onOrdered, onRecipientCount }: { info: PurchaseInfo } & Omit<PurchaseContentProps, 'goodsId'>) {
  const goods = info.goods_info;
  const isWu = info.express_info.is_wu;
  const courierChanged = expressId !== undefined && expressId !== info.express_info.id;
  const [platform, setPlatform] = useState<number | null>(null);
  const [active, setActive] = useState<SourceKey>(RECIPIENT_SOURCES[0].key);
  const [remark, setRemark] = useState('');
  const [focus, setFocus] = useState<{ id: number; at: number } | null>(null);
  const recipients = useRecipients(startQuantity(goodsNum, goods.limit));
  const { state, dispatch, editing } = recipients;
  const pricing = usePricing(state, dispatch, { goodsId: goods.goods_id, expressId: info.express_info.id });

  const platformNow = useRef(platform);
  useLayoutEffect(() => {
    platformNow.current = platform;
  });
  const canAdd = useCallback(() => {
    if (platformNow.current !== null) return true;
    showNotice({ level: 'warning', text: NO_PLATFORM_TEXT });
    return false;
  }, []);
  const setRows = useCallback((source: SourceKey, rows: NewRecipient[]) => dispatch({ type: 'sourceRows', source, rows }), [dispatch]);
  const applyReissue = useCallback(
    (patches: ReissuePatch[]) => {
      dispatch({ type: 'updateMany', patches });
      // a row being edited shows the imported number in its input too (confirming keeps it)
      for (const { id, patch } of patches) editing.setField(id, 'lp_reissue_sn', patch.lp_reissue_sn);
    },
    [dispatch, editing],
  );
  const showRow = useCallback(
    (row: Recipient) => {
      setFocus({ id: row.id, at: Date.now() });
      editing.start(row);
    },
    [editing],
  );

  const flow = useOrderFlow({
    info,
    platform,
    remark,
    orderSource: RECIPIENT_SOURCES.find((s) => s.key === active)?.orderSource ?? OrderSource.TYPED,
    sourceUnavailable: (source) => sourceUnavailable(source, platform),
    recipients,
    pricing,
    showRow,
    onOrdered,
  });

  const count = state.rows.length;
  useEffect(() => onRecipientCount?.(count), [count, onRecipientCount]);
  const total = count === 0 ? 0 : (state.priced?.total_price ?? null);
  const pricingStatus = count === 0 ? 'idle' : pricing.failure ? 'failed' : pricing.settled ? 'idle' : 'pending';

  return (
    <RowEditingContext.Provider value={editing}>
      <Content data-testid="purchase-dialog">
        <CourierInfo info={info} />
        {courierChanged ? <Alert type="warning" showIcon title={`该商品现由${info.express_info.name}发货，与您选择的快递不同`} /> : null}
        <Steps
          size="small"
          current={platform === null ? 0 : count === 0 ? 1 : 2}
          items={[{ title: '选择数据来源平台' }, { title: '填写收件人' }, { title: '确认下单' }]}
        />
        <Section title="第一步：选择数据来源平台">
          <PlatformStep platforms={info.platform_list} value={platform} onChange={setPlatform} />
        </Section>
        <Section title="第二步：选择收件人填写方式">
          <RecipientSources platform={platform} active={active} onActiveChange={setActive} rows={state.rows} setRows={setRows} canAdd={canAdd} />
        </Section>
        {count > 0 ? (
          <Section title="收件人列表" extra={isWu ? <ReissueImport rows={state.rows} onApply={applyReissue} /> : null}>
            <RecipientTable rows={state.rows} isWu={isWu} focus={focus} />
          </Section>
        ) : null}
        <Section title="商品明细">
          <GoodsLine goods={goods} unitPrice={state.priced?.unit_price ?? goods.price} quantity={state.quantity} onQuantity={(value) => dispatch({ type: 'quantity', value })} />
        </Section>
        <Input.TextArea
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
          maxLength={200}
          showCount
          placeholder="订单备注（选填）"
          aria-label="订单备注"
          autoSize={{ minRows: 2, maxRows: 4 }}
        />
        <OrderFooter
          count={count}
          total={total}
          pricing={pricingStatus}
          failure={pricing.failure}
          onReprice={() => void pricing.priceNow()}
          working={flow.working}
          recharge={flow.recharge}
          onOrder={flow.start}
        />
        <OrderFlowDialogs flow={flow} rows={state.rows} isWu={isWu} pricing={pricing} goodsName={goods.goods_name} quantity={state.quantity} />
      </Content>
    </RowEditingContext.Provider>
  );
}
