import { useEffect, useState } from 'react';
import { fenToYuan, parseYuan } from 'shared-contracts';
import { SUPPLIER_REQUEST_KIND, SupplierMessages, type SupplierGoodsRow, type SupplierRequestKind } from 'shared-contracts/supplier';
import { errorMessage } from 'shared-contracts/app';
import { Modal, showNotice } from 'shared-contracts/ui';
import { Alert, Descriptions, Form, Input, InputNumber } from 'shared-contracts/ui/more';
import { yuanText } from '../../../shared/yuan';
import { useSupplierGoodsRequestMutation } from '../api/goods-api';

export interface RequestTarget {
  row: SupplierGoodsRow;
  kind: SupplierRequestKind;
}

interface Values {
  supply_price: number | null;
  note: string;
}

const INTRO: Record<SupplierRequestKind, string> = {
  supply_price: '新供货价提交后由平台审核，审核通过前按当前供货价结算，商品售价不变。',
  on_sale: '申请由平台审核，通过后商品在商城上架。',
  off_sale: '申请由平台审核，通过后商品从商城下架，不再接单。',
};

/**
 * A request to the main site about one goods (POST /api/supplier/goods/:id/requests): a new 供货价 (yuan, at most the
 * price shoppers pay; reviewed before it applies), or 申请上架 / 申请下架, each with a note. A refusal is said in the
 * dialog and what was typed stays.
 */
export function RequestModal({ target, onClose }: { target: RequestTarget | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [send, { isLoading }] = useSupplierGoodsRequestMutation();
  const [refusal, setRefusal] = useState('');
  const kind = target?.kind;
  const row = target?.row;

  useEffect(() => {
    if (!target) return;
    setRefusal('');
    form.resetFields();
  }, [target, form]);

  const submit = async ({ supply_price, note }: Values) => {
    if (!row || !kind) return;
    setRefusal('');
    const text = (note ?? '').trim();
    try {
      const body =
        kind === 'supply_price'
          ? { kind, supply_price: fenToYuan(parseYuan(supply_price ?? 0)!), note: text }
          : { kind, note: text };
      await send({ id: row.goods_id, body }).unwrap();
      showNotice({ level: 'success', text: `${SUPPLIER_REQUEST_KIND[kind]}已提交，等待平台审核` });
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error, '提交失败，请稍后再试'));
    }
  };

  return (
    <Modal
      title={kind ? SUPPLIER_REQUEST_KIND[kind] : ''}
      open={target !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="提交审核"
      cancelText="取消"
      confirmLoading={isLoading}
      forceRender
    >
      {row && kind ? (
        <>
          <Alert type="info" showIcon style={{ marginBottom: 16 }} title={INTRO[kind]} />
          <Descriptions
            size="small"
            column={1}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'name', label: '商品', children: row.name },
              { key: 'price', label: '商城售价', children: yuanText(row.price) },
              { key: 'supply', label: '当前供货价', children: yuanText(row.supply_price) },
              { key: 'sale', label: '状态', children: row.is_on_sale ? '上架中' : '已下架' },
            ]}
          />
        </>
      ) : null}
      {refusal ? <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={refusal} /> : null}
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} aria-label={kind ? SUPPLIER_REQUEST_KIND[kind] : undefined}>
        {kind === 'supply_price' && row ? (
          <Form.Item
            name="supply_price"
            label="新供货价（元）"
            rules={[
              {
                validator: async (_, value: number | null) => {
                  if (value === null || value === undefined) throw new Error('请填写供货价');
                  const amount = parseYuan(value);
                  if (amount === null || amount <= 0) throw new Error('供货价应大于 0，最多两位小数');
                  const price = parseYuan(row.price);
                  if (price !== null && amount > price) throw new Error(SupplierMessages.supplyAbovePrice);
                  if (amount === parseYuan(row.supply_price)) throw new Error(SupplierMessages.samePrice);
                },
              },
            ]}
          >
            <InputNumber min={0.01} step={0.01} precision={2} prefix="¥" style={{ width: '100%' }} aria-label="新供货价（元）" placeholder={`不高于售价 ${yuanText(row.price)}`} />
          </Form.Item>
        ) : null}
        <Form.Item name="note" label="说明（选填）" rules={[{ max: 200, message: '说明不能超过200个字' }]}>
          <Input.TextArea rows={3} maxLength={200} showCount aria-label="说明" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
