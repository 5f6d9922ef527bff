import { useState } from 'react';
import { formatYuan } from 'shared-contracts';
import type { AdminGoods } from 'shared-contracts/admin';
import { errorMessage } from 'shared-contracts/app';
import { Button, Modal, showNotice } from 'shared-contracts/ui';
import { InputNumber, Typography } from 'shared-contracts/ui/more';
import { RefusalAlert } from '../../../shared/form-drawer';
import { useAdminGoodsPriceMutation } from '../api/goods-api';
import { priceAfter } from '../hooks/goods-params';

interface PriceDialogProps {
  open: boolean;
  /** The selected goods (the first is the example). */
  goods: AdminGoods[];
  onClose: () => void;
  onDone: () => void;
}

const yuan = (value: number) => `¥${value.toFixed(2)}`;
const validPercent = (value: number | null): value is number => value !== null && value !== 0 && value >= -90 && value <= 500 && /^-?\d+(\.\d{1,2})?$/.test(String(value));

/** 批量调价: a percent (-90 … 500), an example of the result, then a confirmation before the call. */
export function PriceDialog({ open, goods, onClose, onDone }: PriceDialogProps) {
  const [percent, setPercent] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState('');
  const [change, { isLoading }] = useAdminGoodsPriceMutation();
  const example = goods[0];
  const valid = validPercent(percent);
  const sign = valid && percent > 0 ? '+' : '';

  const close = () => {
    setPercent(null);
    setConfirming(false);
    setRefusal('');
    onClose();
  };
  const apply = async () => {
    if (!valid) return;
    setRefusal('');
    try {
      const result = await change({ ids: goods.map((g) => g.id), percent }).unwrap();
      showNotice({ level: 'success', text: `价格已调整：${result.updated} 个商品` });
      setPercent(null);
      setConfirming(false);
      onDone();
    } catch (error) {
      setConfirming(false);
      setRefusal(errorMessage(error, '调价失败，请稍后再试'));
    }
  };

  return (
    <Modal
      title="批量调价"
      open={open}
      onCancel={close}
      destroyOnHidden
      footer={
        confirming ? (
          <>
            <Button onClick={() => setConfirming(false)}>返回修改</Button>
            <Button type="primary" danger loading={isLoading} onClick={() => void apply()}>
              确认调价
            </Button>
          </>
        ) : (
          <>
            <Button onClick={close}>取消</Button>
            <Button type="primary" disabled={!valid} onClick={() => setConfirming(true)}>
              下一步
            </Button>
          </>
        )
      }
    >
      <RefusalAlert refusal={refusal} gap={12} />
      {confirming && valid ? (
        <Typography.Paragraph>
          确认将选中的 {goods.length} 个商品价格调整 {sign}
          {percent}%？调整立即生效，并记入审计日志。
        </Typography.Paragraph>
      ) : (
        <>
          <Typography.Paragraph>已选 {goods.length} 个商品，价格按百分比调整（-90 ~ 500，四舍五入到分，最低 0.01 元）。</Typography.Paragraph>
          <InputNumber aria-label="调价百分比" value={percent} onChange={(v) => setPercent(typeof v === 'number' ? v : null)} min={-90} max={500} step={1} suffix="%" style={{ width: 200 }} />
          {percent !== null && !valid ? <Typography.Paragraph type="danger">请输入 -90 到 500 之间、不为 0、最多两位小数的百分比</Typography.Paragraph> : null}
        </>
      )}
      {example && valid ? (
        <Typography.Paragraph type="secondary" data-testid="price-example">
          例：{example.name} {yuan(example.price)} → ¥{formatYuan(priceAfter(example.price, percent))}
        </Typography.Paragraph>
      ) : null}
    </Modal>
  );
}
