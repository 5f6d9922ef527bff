import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { EMPTY_SMART_FILTER_RULES, MAX_RECIPIENTS_PER_ORDER, smartFilter, type SmartFilterRules } from 'shared-contracts';
import { showNotice } from 'shared-contracts/ui';
import { Alert, Typography } from 'shared-contracts/ui/more';
import { EditableSheetRows, type SheetRowsChange } from '../../../shared/sheets/components/editable-sheet-rows';
import { SheetFileArea, useSheetFile } from '../../../shared/sheets/components/sheet-file';
import { SheetSummary } from '../../../shared/sheets/components/sheet-summary';
import { AddRowsBar, type SheetSourceProps } from '../../../shared/sheets/components/add-rows-bar';
import { type SheetRecipient, type SheetResult } from '../../../shared/sheets/types';
import { useOrderCheckMutation } from '../../ordering';
import { useFilterRulesQuery, useSaveFilterRulesMutation } from '../api/smart-filter';
import { DroppedGroups, type DroppedGroup } from './dropped-groups';
import { RulesPanel } from './rules-panel';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

export const SMART_FILTER_NOTE =
  '上传店铺后台导出的原始订单表，系统自动去掉不该发货的行：订单状态为交易关闭、已取消、退款中或已退款、已发货、已签收、交易成功、待付款等的订单，已下过单的订单，重复的订单，以及符合下方筛选规则的行。去掉的行按原因列出，点“恢复”即可放回。';

/** The file read last, what the user did with its rows, and which of its orders were bought already. */
interface Loaded {
  fileName: string;
  result: SheetResult;
  rows: SheetRecipient[];
  /** Shop order numbers the user already ordered a gift for (the order check). */
  bought: ReadonlySet<string>;
  /** Row numbers the user brought back. */
  restored: ReadonlySet<number>;
}

/**
 * 智能筛选 (SPEC §1 source 3, help article 1): a raw export read like 表格导入 → the order check for its
 * order numbers → smartFilter with the merchant's saved rules: 保留 N 行 (editable) and the dropped rows
 * grouped by reason, each restorable → 添加到收件人列表.
 */
export function SmartFilter({ platform, onAdd, canAdd, disabled = false }: SheetSourceProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [checking, setChecking] = useState(false);
  const rulesQuery = useFilterRulesQuery();
  const rules: SmartFilterRules = rulesQuery.data ?? EMPTY_SMART_FILTER_RULES;
  const [saveRules, saving] = useSaveFilterRulesMutation();
  const [orderCheck] = useOrderCheckMutation();

  const onRead = useCallback(
    (fileName: string, result: SheetResult) => {
      const orders = [...new Set(result.recipients.map((r) => r.shop_order.trim()).filter(Boolean))];
      const start = (bought: ReadonlySet<string>) => setLoaded({ fileName, result, rows: result.recipients, bought, restored: new Set() });
      if (orders.length === 0) {
        start(new Set());
        return;
      }
      setChecking(true);
      // the check takes up to MAX_RECIPIENTS_PER_ORDER numbers a call: a bigger export is asked in parts
      const parts: string[][] = [];
      for (let i = 0; i < orders.length; i += MAX_RECIPIENTS_PER_ORDER) parts.push(orders.slice(i, i + MAX_RECIPIENTS_PER_ORDER));
      Promise.all(parts.map((part) => orderCheck({ shop_order: part }).unwrap()))
        .then(
          (answers) => start(new Set(answers.flat().map((h) => h.shop_order))),
          () => {
            start(new Set());
            showNotice({ level: 'warning', text: '查询已下单订单失败，本次未去掉已下过单的订单' });
          },
        )
        .finally(() => setChecking(false));
    },
    [orderCheck],
  );
  const file = useSheetFile(onRead);

  const { kept, dropped } = useMemo(() => {
    if (!loaded) return { kept: [] as SheetRecipient[], dropped: [] as DroppedGroup[] };
    const result = smartFilter(loaded.rows, rules, loaded.bought);
    const keep = new Set(result.kept.map((r) => r.row));
    return {
      kept: loaded.rows.filter((r) => keep.has(r.row) || loaded.restored.has(r.row)),
      dropped: result.dropped.map((g) => ({ reason: g.reason, rows: g.rows.filter((r) => !loaded.restored.has(r.row)) })).filter((g) => g.rows.length > 0),
    };
  }, [loaded, rules]);

  const onRestore = useCallback(
    (rows: readonly SheetRecipient[]) => setLoaded((now) => now && { ...now, restored: new Set([...now.restored, ...rows.map((r) => r.row)]) }),
    [],
  );
  const changeRows = useCallback<SheetRowsChange>((change) => setLoaded((now) => now && { ...now, rows: change(now.rows) }), []);
  const onSaveRules = async (next: SmartFilterRules) => {
    try {
      await saveRules(next).unwrap();
    } catch (error) {
      showNotice({ level: 'error', text: '筛选规则保存失败' });
      throw error;
    }
  };

  const busy = file.reading || checking;
  const droppedCount = dropped.reduce((n, g) => n + g.rows.length, 0);
  return (
    <Panel aria-label="智能筛选收件人">
      <Alert type="info" showIcon title={SMART_FILTER_NOTE} />
      <SheetFileArea file={file} disabled={disabled} fileName={loaded?.fileName ?? null} />
      <RulesPanel rules={rules} onSave={onSaveRules} saving={saving.isLoading} disabled={disabled} />
      {checking ? <Typography.Text type="secondary">正在查询已下过单的订单…</Typography.Text> : null}
      {loaded ? (
        <>
          <SheetSummary fileName={loaded.fileName} result={loaded.result} chosenPlatform={platform} />
          <Typography.Text data-testid="filter-kept">
            保留 <Typography.Text strong>{kept.length}</Typography.Text> 行，去掉 {droppedCount} 行
          </Typography.Text>
          <EditableSheetRows rows={kept} onChange={changeRows} />
          <DroppedGroups groups={dropped} onRestore={onRestore} />
        </>
      ) : null}
      <AddRowsBar rows={loaded ? kept : null} onAdd={onAdd} canAdd={canAdd} disabled={disabled || busy} />
    </Panel>
  );
}
