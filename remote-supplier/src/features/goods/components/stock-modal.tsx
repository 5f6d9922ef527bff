import { useEffect, useState } from 'react';
import { SupplierMessages, type SupplierGoodsRow } from 'shared-contracts/supplier';
import { supplierStockBody } from 'shared-contracts/supplier/rules';
import { errorMessage } from 'shared-contracts/app';
import { Modal, showNotice } from 'shared-contracts/ui';
import { Alert, Descriptions, Form, InputNumber, zodRule } from 'shared-contracts/ui/more';
import { useSupplierStockUpdateMutation } from '../api/goods-api';

interface Values {
  stock: number | null;
}

/**
 * 设置库存 (PUT /api/supplier/goods/:id/stock): the new stock with the stock shown as `expected_stock`. When an
 * order took stock meanwhile the server answers 库存已被订单更新 and changes nothing; the list is read again, the
 * dialog shows the new current stock and keeps the number typed, to be confirmed again.
 */
export function StockModal({ row, onClose }: { row: SupplierGoodsRow | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [save, { isLoading }] = useSupplierStockUpdateMutation();
  const [refusal, setRefusal] = useState('');
  const goodsId = row?.goods_id;

  useEffect(() => {
    if (goodsId === undefined) return;
    setRefusal('');
    form.resetFields();
  }, [goodsId, form]);

  const submit = async ({ stock }: Values) => {
    if (!row) return;
    setRefusal('');
    try {
      await save({ id: row.goods_id, body: { stock: Number(stock), expected_stock: row.stock } }).unwrap();
      showNotice({ level: 'success', text: `库存已设为 ${stock}` });
      onClose();
    } catch (error) {
      const message = errorMessage(error, '保存失败，请稍后再试');
      setRefusal(message);
      if (message === SupplierMessages.stockChanged) showNotice({ level: 'warning', text: message });
    }
  };

  return (
    <Modal
      title="设置库存"
      open={row !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="保存"
      cancelText="取消"
      confirmLoading={isLoading}
      forceRender
    >
      {row ? (
        <Descriptions
          size="small"
          column={1}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'name', label: '商品', children: row.name },
            { key: 'stock', label: '当前库存', children: <span data-testid="current-stock">{row.stock}</span> },
            { key: 'warning', label: '预警线', children: row.stock_warning },
          ]}
        />
      ) : null}
      {refusal ? (
        <Alert
          type={refusal === SupplierMessages.stockChanged ? 'warning' : 'error'}
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={refusal}
          description={refusal === SupplierMessages.stockChanged ? '当前库存已刷新，请核对后再次保存。' : undefined}
        />
      ) : null}
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} aria-label="设置库存">
        <Form.Item name="stock" label="新库存" rules={[{ required: true, message: '请填写库存' }, zodRule(supplierStockBody.shape.stock)]}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} aria-label="新库存" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
