import { useState } from 'react';
import { GiftMessages, QUANTITY_MIN, type GiftSelectedItem } from 'shared-contracts';
import { isApiError } from 'shared-contracts/app';
import { Modal, showNotice } from 'shared-contracts/ui';
import { Form, InputNumber, Select } from 'shared-contracts/ui/more';
import { useUpdateGiftSelectedMutation } from '../api/gift-selected';

interface Props {
  /** The row being edited (render the editor keyed by its id: it starts from the row's values). */
  row: GiftSelectedItem;
  onClose: () => void;
}

/**
 * 修改 a row of 已选礼品: the courier (a goods ships with one; a saved courier that no longer ships it is shown
 * and cannot be chosen again) and the quantity per recipient (1..the goods' limit).
 */
export function GiftSelectedEditor({ row, onClose }: Props) {
  const [courier, setCourier] = useState(row.goods_express_id);
  const [quantity, setQuantity] = useState<number>(row.goods_num);
  const [save, { isLoading }] = useUpdateGiftSelectedMutation();

  const options = [
    { value: row.goods_express_id, label: row.goods_express_name },
    ...(row.express_id !== row.goods_express_id
      ? [
          {
            value: row.express_id,
            label: `${row.express_name}（已不发此商品）`,
            disabled: true,
          },
        ]
      : []),
  ];
  const max = row.limit > 0 ? row.limit : undefined;

  const submit = async () => {
    try {
      await save({
        id: row.id,
        express_id: courier,
        goods_num: quantity,
      }).unwrap();
      showNotice({ level: 'success', text: GiftMessages.saved });
      onClose();
    } catch (error) {
      if (!isApiError(error) || error.status === 'BUSINESS')
        showNotice({
          level: 'error',
          text: (isApiError(error) && error.msg) || '保存失败，请稍后再试',
        });
    }
  };

  return (
    <Modal title="修改已选礼品" open onCancel={onClose} onOk={() => void submit()} okText="保存" cancelText="取消" confirmLoading={isLoading} destroyOnHidden>
      <Form layout="vertical" style={{ marginTop: 16 }}>
        <Form.Item label="商品">{row.goods_name}</Form.Item>
        <Form.Item label="快递" htmlFor="gift-courier">
          <Select id="gift-courier" value={courier} options={options} onChange={setCourier} />
        </Form.Item>
        <Form.Item label="每人数量" htmlFor="gift-quantity" extra={max ? `每个收件人最多${max}件` : undefined}>
          <InputNumber
            id="gift-quantity"
            min={QUANTITY_MIN}
            max={max}
            precision={0}
            value={quantity}
            onChange={(v) => typeof v === 'number' && v >= QUANTITY_MIN && setQuantity(max ? Math.min(v, max) : v)}
            suffix="件"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
