import { useState } from 'react';
import type { SupplierPickList } from 'shared-contracts/supplier';
import { DownloadOutlined, FileTextOutlined } from 'shared-contracts/icons/more';
import { Button, Modal, showNotice } from 'shared-contracts/ui';
import { exportFileName, saveXlsx } from 'shared-kits/list-page';
import styled, { createGlobalStyle } from 'styled-components';

/** While the pick list is open, printing prints it alone (the page and the dialog's buttons are left out). */
const PrintOnlyPickList = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden !important;
    }
    .supplier-pick-list,
    .supplier-pick-list * {
      visibility: visible !important;
    }
    .supplier-pick-list {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
    }
  }
`;

const Sheet = styled.div`
  /* the dialog's title says it on screen; a printed sheet needs its own */
  h2 {
    display: none;
    margin: 0 0 4px;
    font-size: ${({ theme }) => theme.fontSizeHeading4}px;
  }
  @media print {
    h2 {
      display: block;
    }
  }
  .meta {
    margin-bottom: ${({ theme }) => theme.marginSM}px;
    color: ${({ theme }) => theme.colorTextSecondary};
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 6px 10px;
    border: 1px solid ${({ theme }) => theme.colorBorderSecondary};
    text-align: left;
  }
  th {
    background: ${({ theme }) => theme.colorFillQuaternary};
    font-weight: normal;
  }
  .num {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  tfoot td {
    font-weight: ${({ theme }) => theme.fontWeightStrong};
  }
`;

const HEADER = ['快递', '商品', '商品ID', '包裹数', '件数'];

/** The pick list's lines, courier by courier (then goods), as printed and exported. */
const linesOf = (list: SupplierPickList) =>
  [...list.rows].sort((a, b) => a.courier_name.localeCompare(b.courier_name, 'zh-CN') || a.courier_id - b.courier_id || a.goods_name.localeCompare(b.goods_name, 'zh-CN'));

/**
 * 拣货单 (POST /api/supplier/pick-list): the chosen parcels' totals per goods per courier — parcels and pieces —
 * with the grand totals; 打印 prints the list alone, 导出 saves it as an .xlsx file.
 */
export function PickListModal({ list, onClose }: { list: SupplierPickList | null; onClose: () => void }) {
  const [exporting, setExporting] = useState(false);
  const lines = list ? linesOf(list) : [];

  const exportList = async () => {
    if (!list) return;
    setExporting(true);
    try {
      const body = [
        ...lines.map((row) => [row.courier_name, row.goods_name, row.goods_id, row.parcels, row.pieces]),
        ['合计', '', '', list.total_parcels, list.total_pieces],
      ];
      await saveXlsx({ header: HEADER, body }, exportFileName('拣货单'), '拣货单');
    } catch {
      showNotice({ level: 'error', text: '导出失败，请稍后再试' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Modal
      title="拣货单"
      open={list !== null}
      onCancel={onClose}
      width={760}
      footer={[
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
        <Button key="export" icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportList()}>
          导出
        </Button>,
        <Button key="print" type="primary" icon={<FileTextOutlined />} onClick={() => window.print()}>
          打印
        </Button>,
      ]}
    >
      {list ? (
        <>
          <PrintOnlyPickList />
          <Sheet className="supplier-pick-list" aria-label="拣货单内容">
            <h2>拣货单</h2>
            <p className="meta">
              共 {list.total_parcels} 个包裹，{list.total_pieces} 件 · 生成时间 {list.generated_at}
            </p>
            <table>
              <thead>
                <tr>
                  <th>快递</th>
                  <th>商品</th>
                  <th className="num">包裹数</th>
                  <th className="num">件数</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((row) => (
                  <tr key={`${row.courier_id}-${row.goods_id}`}>
                    <td>{row.courier_name}</td>
                    <td>
                      {row.goods_name}（ID {row.goods_id}）
                    </td>
                    <td className="num">{row.parcels}</td>
                    <td className="num">{row.pieces}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <td colSpan={2}>合计</td>
                  <td className="num">{list.total_parcels}</td>
                  <td className="num">{list.total_pieces}</td>
                </tr>
              </tfoot>
            </table>
          </Sheet>
        </>
      ) : null}
    </Modal>
  );
}
