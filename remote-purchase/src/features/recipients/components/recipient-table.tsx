import { useEffect, useMemo } from 'react';
import styled from 'styled-components';
import { type TableColumnsType } from 'shared-contracts/ui';
import { columnsWidth, LazyTable } from '../../../components/lazy-table';
import { useLocalPaging } from '../../../hooks/use-local-paging';
import type { EditableField, Recipient } from '../types';
import { AddressCell, FieldCell, PriceCell, ProvinceCell, RowActions, SeqCell } from './row-cells';

const totalText = (total: number) => `共 ${total} 位收件人`;

/** Above this page size only the rows in view are rendered (antd's virtual table). */
const VIRTUAL_FROM_PAGE_SIZE = 50;
const VIRTUAL_HEIGHT = 560;

const Frame = styled.div`
  /* a wide table scrolls inside; it never widens the dialog or the user-centre page */
  contain: inline-size;
  && .row-error > td {
    background: ${(p) => p.theme.colorErrorBg};
    color: ${(p) => p.theme.colorError};
  }
  && .row-error:hover > td {
    background: ${(p) => p.theme.colorErrorBgHover};
  }
`;

const field = (title: string, key: EditableField, width: number): TableColumnsType<Recipient>[number] => ({
  title,
  dataIndex: key,
  key,
  width,
  render: (_value: unknown, row: Recipient) => <FieldCell row={row} field={key} />,
});

/** Columns, each with its width: a container narrower than their sum scrolls sideways with 操作 kept in view. */
function buildColumns(isWu: boolean, seqOf: (row: Recipient) => number): TableColumnsType<Recipient> {
  return [
    { title: '序号', key: 'seq', width: 72, render: (_v, row) => <SeqCell seq={seqOf(row)} errorText={row.state === 2 ? row.errorText : undefined} /> },
    // a shop's 19-digit order number and a virtual number with its extension each fit one line
    field('订单号', 'shop_order', 176),
    field('联系人', 'rec_name', 96),
    field('手机号', 'rec_mobile', 142),
    // an ambiguous place: 选择地区 here (in view on a narrow page), its warning under the address
    { title: '省', dataIndex: 'rec_province', key: 'rec_province', width: 104, render: (_v, row) => <ProvinceCell row={row} /> },
    field('市', 'rec_city', 88),
    field('区', 'rec_district', 88),
    { title: '详细地址', dataIndex: 'rec_address', key: 'rec_address', width: 200, render: (_v, row) => <AddressCell row={row} /> },
    { title: '价格', key: 'price', width: 84, render: (_v, row) => <PriceCell price={row.state === 2 ? undefined : row.price} /> },
    ...(isWu ? [field('补发单号', 'lp_reissue_sn', 150)] : []),
    { title: '操作', key: 'actions', width: 132, fixed: 'right' as const, render: (_v, row) => <RowActions row={row} /> },
  ];
}

export interface RecipientTableProps {
  rows: readonly Recipient[];
  /** The courier needs a reissue number per row (补发单号 column). */
  isWu: boolean;
  /** Show this row (its page), e.g. the one a row check stopped at. */
  focus?: { id: number; at: number } | null;
}

/**
 * The recipients of every source (SPEC §2.8): 序号 … 操作, red rows with the server's reason (an ambiguous
 * place: its warning and 选择地区, issue 13), SPEC §9 page sizes. Rows are keyed by their stable `id`; large pages are virtualised.
 */
export function RecipientTable({ rows, isWu, focus }: RecipientTableProps) {
  const positions = useMemo(() => new Map(rows.map((row, i) => [row.id, i + 1])), [rows]);
  const { pageSize, pagination, showRow } = useLocalPaging(rows.length, totalText);
  const virtual = pageSize > VIRTUAL_FROM_PAGE_SIZE;
  const columns = useMemo(() => buildColumns(isWu, (row) => positions.get(row.id) ?? 0), [isWu, positions]);

  useEffect(() => {
    const seq = focus ? positions.get(focus.id) : undefined;
    if (seq) showRow(seq);
    // only when asked to show a row (focus.at changes), not on every change of the rows
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus]);

  const scrollX = columnsWidth(columns);

  return (
    <Frame data-testid="recipient-table">
      <LazyTable<Recipient>
        skeletonRows={6}
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={rows as Recipient[]}
        virtual={virtual}
        scroll={virtual ? { x: scrollX, y: VIRTUAL_HEIGHT } : { x: scrollX }}
        rowClassName={(row) => (row.state === 2 ? 'row-error' : '')}
        onRow={(row) => (row.state === 2 ? { title: row.errorText, 'aria-invalid': true } : {})}
        pagination={pagination}
      />
    </Frame>
  );
}
