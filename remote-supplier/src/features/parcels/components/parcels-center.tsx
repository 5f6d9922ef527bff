import { useCallback, useMemo, useState, type Key } from 'react';
import { SUPPLIER_PARCEL_STATUS, SupplierMessages, type SupplierBatchResult, type SupplierParcelRow, type SupplierParcelStatus, type SupplierPickList } from 'shared-contracts/supplier';
import { SUPPLIER_BATCH_MAX } from 'shared-contracts/supplier/rules';
import { errorMessage } from 'shared-contracts/app';
import { DownloadOutlined, FileTextOutlined, SendOutlined, WarningOutlined } from 'shared-contracts/icons/more';
import { Button, showNotice, Space } from 'shared-contracts/ui';
import { Popconfirm, Tabs } from 'shared-contracts/ui/more';
import { ListFilters, ListTable, useListParams, type ChoiceOption } from 'shared-kits/list-page';
import styled from 'styled-components';
import { PageHeader, Panel } from '../../../shared/page-header';
import { useSupplierGoodsQuery } from '../../goods';
import { useSupplierWorkbenchQuery } from '../../workbench';
import { useSupplierParcelsQuery, useSupplierPickListMutation, useSupplierShipMutation } from '../api/parcels-api';
import { parcelsListParams, toParcelsQuery } from '../hooks/parcels-params';
import { useLabelDownload } from '../hooks/use-label-download';
import { BatchOutcomeAlert, outcomeSentence, type BatchOutcome, type BatchVerb } from './batch-outcome';
import { parcelColumns } from './parcel-columns';
import { PickListModal } from './pick-list-modal';
import { RefuseModal } from './refuse-modal';

const Selection = styled.span`
  color: ${({ theme }) => theme.colorTextSecondary};
  strong {
    color: ${({ theme }) => theme.colorText};
  }
`;

const STATUSES = Object.keys(SUPPLIER_PARCEL_STATUS) as SupplierParcelStatus[];

/** Options from what is known: the workbench's couriers, those of the rows shown, the one chosen (by id until named). */
function courierOptions(known: ChoiceOption<number>[], rows: readonly SupplierParcelRow[], chosen: number | undefined): ChoiceOption<number>[] {
  const byId = new Map<number, string>();
  for (const option of known) byId.set(option.value, option.label);
  for (const row of rows) byId.set(row.courier_id, row.courier_name);
  if (chosen && !byId.has(chosen)) byId.set(chosen, `快递 #${chosen}`);
  return [...byId].map(([value, label]) => ({ value, label }));
}

/**
 * 待发货 (issue 33): the supplier's parcels with waybill numbers by status (待发货 / 已发货 / 无法发货), filtered by
 * courier, goods, order days and a waybill or parcel number (all in the URL). Parcels are chosen row by row, a
 * page at once (全选本页) and across pages; on the chosen ones: 拣货单 (totals per goods per courier, printed or
 * exported), 打印面单 (a PDF), and for those to ship 发货 (asked first) and 无法发货 (with a reason, irreversible).
 * Each batch says what was done and what was skipped with why, and the list is read again.
 */
export function ParcelsCenter() {
  const list = useListParams(parcelsListParams);
  const { params, update, paging } = list;
  const result = useSupplierParcelsQuery(toParcelsQuery(params));
  const workbench = useSupplierWorkbenchQuery();
  const goods = useSupplierGoodsQuery({ page: 1, page_size: 500 });
  const [pickList, { isLoading: picking }] = useSupplierPickListMutation();
  const [ship, { isLoading: shipping }] = useSupplierShipMutation();
  const labels = useLabelDownload();
  const [selected, setSelected] = useState<number[]>([]);
  const [names, setNames] = useState<Record<number, string>>({});
  const [picked, setPicked] = useState<SupplierPickList | null>(null);
  const [refusing, setRefusing] = useState<number[] | null>(null);
  const [outcome, setOutcome] = useState<BatchOutcome | null>(null);

  const rows = useMemo(() => result.data?.list ?? [], [result.data]);
  const toShip = params.status === 'to_ship';
  const filtered = list.isFiltered(['courier_id', 'goods_id', 'keyword', 'from', 'to']);

  const couriers = courierOptions(
    (workbench.data?.to_ship ?? []).map((row) => ({ value: row.courier_id, label: row.courier_name })),
    rows,
    params.courier_id,
  );
  const goodsOptions = (goods.data?.list ?? []).map((row) => ({ value: row.goods_id, label: row.name }));

  /** Remembers what each chosen parcel is called, for the outcome of a batch that skips some. */
  const choose = (ids: number[], rowsSeen: readonly SupplierParcelRow[]) => {
    setNames((known) => ({ ...known, ...Object.fromEntries(rowsSeen.map((row) => [row.id, `运单 ${row.waybill_code}`])) }));
    setSelected(ids);
  };

  const chosen = useCallback((): number[] | null => {
    if (selected.length === 0) {
      showNotice({ level: 'warning', text: SupplierMessages.parcelsRequired });
      return null;
    }
    if (selected.length > SUPPLIER_BATCH_MAX) {
      showNotice({ level: 'warning', text: SupplierMessages.tooManyParcels });
      return null;
    }
    return selected;
  }, [selected]);

  const record = (verb: BatchVerb, answer: SupplierBatchResult) => {
    setOutcome({ verb, result: answer, names });
    setSelected([]);
    showNotice({ level: answer.done.length > 0 ? 'success' : 'warning', text: outcomeSentence(verb, answer) });
  };

  const makePickList = async () => {
    const ids = chosen();
    if (!ids) return;
    try {
      setPicked(await pickList({ parcel_ids: ids }).unwrap());
    } catch (error) {
      showNotice({ level: 'error', text: errorMessage(error, '拣货单生成失败，请稍后再试') });
    }
  };

  const shipChosen = async () => {
    const ids = chosen();
    if (!ids) return;
    try {
      record('发货', await ship({ parcel_ids: ids }).unwrap());
    } catch (error) {
      showNotice({ level: 'error', text: errorMessage(error, '发货失败，请稍后再试') });
    }
  };

  const pageIds = rows.map((row) => row.id);
  const wholePageChosen = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
  const none = selected.length === 0;

  const toolbar = (
    <Space wrap>
      <Selection>
        已选 <strong data-testid="selected-count">{selected.length}</strong> 个包裹
      </Selection>
      <Button size="small" disabled={pageIds.length === 0 || wholePageChosen} onClick={() => choose([...new Set([...selected, ...pageIds])], rows)}>
        全选本页
      </Button>
      <Button size="small" disabled={none} onClick={() => setSelected([])}>
        清空
      </Button>
      <Button icon={<FileTextOutlined />} disabled={none} loading={picking} onClick={() => void makePickList()}>
        拣货单
      </Button>
      <Button icon={<DownloadOutlined />} disabled={none} loading={labels.busy} onClick={() => void (chosen() && labels.download(selected))}>
        {labels.busy ? '面单生成中…' : '打印面单'}
      </Button>
      {toShip ? (
        <>
          <Popconfirm
            title={`确认将选中的 ${selected.length} 个包裹标记为已发货？`}
            description="发货后将开始物流跟踪，不能撤销。"
            okText="确认发货"
            cancelText="取消"
            disabled={none}
            onConfirm={() => shipChosen()}
          >
            <Button type="primary" icon={<SendOutlined />} disabled={none} loading={shipping}>
              发货
            </Button>
          </Popconfirm>
          <Button danger icon={<WarningOutlined />} disabled={none} onClick={() => setRefusing(chosen())}>
            无法发货
          </Button>
        </>
      ) : null}
    </Space>
  );

  return (
    <>
      <PageHeader title="待发货" note="勾选包裹后可生成拣货单、打印面单、批量发货" />
      <Panel>
        <Tabs
          activeKey={params.status}
          onChange={(status) => {
            // the parcels chosen go with the list shown
            setSelected([]);
            update({ status: status as SupplierParcelStatus });
          }}
          items={STATUSES.map((key) => ({ key, label: SUPPLIER_PARCEL_STATUS[key] }))}
        />
        <ListFilters
          list={list}
          onChange={() => setSelected([])}
          filters={[
            { kind: 'choice', key: 'courier_id', label: '快递', all: '全部快递', width: 150, options: couriers },
            { kind: 'choice', key: 'goods_id', label: '商品', all: '全部商品', width: 220, searchable: true, options: goodsOptions },
            { kind: 'range', keys: ['from', 'to'], label: '下单日期' },
            { kind: 'search', key: 'keyword', label: '运单号或包裹号', placeholder: '运单号 / 包裹号', width: 240 },
          ]}
        />
        {outcome ? <BatchOutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} /> : null}
        <ListTable
          label="包裹列表"
          columns={parcelColumns}
          rowKey="id"
          result={result}
          paging={paging}
          toolbar={toolbar}
          emptyText={filtered ? '没有符合条件的包裹' : toShip ? '没有待发货的包裹' : `没有${SUPPLIER_PARCEL_STATUS[params.status]}的包裹`}
          exportAs={{ fileName: `包裹-${SUPPLIER_PARCEL_STATUS[params.status]}` }}
          rowSelection={{
            selectedRowKeys: selected,
            preserveSelectedRowKeys: true,
            onChange: (keys: Key[], rowsChosen: SupplierParcelRow[]) => choose(keys.map(Number), rowsChosen.filter(Boolean)),
            getCheckboxProps: (row: SupplierParcelRow) => ({ 'aria-label': `选择运单 ${row.waybill_code}` }),
          }}
        />
      </Panel>
      <PickListModal list={picked} onClose={() => setPicked(null)} />
      <RefuseModal
        parcelIds={refusing}
        onClose={() => setRefusing(null)}
        onDone={(answer) => {
          setRefusing(null);
          record('标记无法发货', answer);
        }}
      />
    </>
  );
}
