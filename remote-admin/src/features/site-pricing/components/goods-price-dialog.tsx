import { useState } from 'react';
import { fenToYuan, formatYuan, type SitePricing } from 'shared-contracts';
import type { SiteGoodsRow } from 'shared-contracts/admin';
import { errorMessage } from 'shared-contracts/app';
import { Modal, showNotice, Space } from 'shared-contracts/ui';
import { Descriptions, InputNumber, Switch, Typography } from 'shared-contracts/ui/more';
import { RefusalAlert } from '../../../shared/form-drawer';
import { Muted, ProblemText } from '../../../shared/muted-text';
import { useSaveSiteGoodsMutation } from '../api/site-pricing-api';
import { pricePreview, yuan } from '../utils/price-preview';

interface GoodsPriceDialogProps {
  goods: SiteGoodsRow;
  pricing: SitePricing;
  onClose: () => void;
}

/**
 * 定价 of one goods: a fixed selling price (empty: the markup's) with a live preview priced by the one price
 * rule — cost, selling price, margin per piece — and 在本分站隐藏. A price below cost is refused here, without a
 * call; a refusal of the server is said in the dialog, which keeps what was typed.
 */
export function GoodsPriceDialog({ goods, pricing, onClose }: GoodsPriceDialogProps) {
  const [fixed, setFixed] = useState<number | null>(goods.fixed_price);
  const [hidden, setHidden] = useState(goods.hidden);
  const [refusal, setRefusal] = useState('');
  const [save, { isLoading }] = useSaveSiteGoodsMutation();
  const preview = pricePreview(goods.main_price, pricing, fixed);

  const send = async () => {
    if (preview.problem) return;
    setRefusal('');
    try {
      await save({ id: goods.goods_id, body: { fixed_price: fixed === null ? null : fenToYuan(preview.selling), hidden } }).unwrap();
      showNotice({ level: 'success', text: '商品定价已保存' });
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error, '保存失败，请稍后再试'));
    }
  };

  return (
    <Modal title={`定价 · ${goods.goods_name}`} open onCancel={onClose} onOk={() => void send()} okText="保存" cancelText="取消" confirmLoading={isLoading} width={520}>
      <RefusalAlert refusal={refusal} />
      <Typography.Paragraph type="secondary">
        主站价 {yuan(goods.main_price)} 元，成本比例 {pricing.cost_percent}%，加价比例 {pricing.markup_percent}%
      </Typography.Paragraph>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <label htmlFor="site-goods-fixed">固定售价（元）</label>
        <InputNumber<number>
          id="site-goods-fixed"
          aria-label="固定售价"
          placeholder="留空按加价比例"
          min={0}
          step={0.01}
          suffix="元"
          style={{ width: 220 }}
          value={fixed}
          onChange={(value) => setFixed(typeof value === 'number' ? value : null)}
        />
        <Muted>留空则按加价比例定价；固定售价不低于成本。</Muted>
        {preview.problem ? <ProblemText role="alert">{preview.problem}</ProblemText> : null}
        <div role="group" aria-label="价格预览">
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'cost', label: '成本', children: `${formatYuan(preview.cost)} 元` },
              { key: 'selling', label: fixed === null ? `售价（按加价 ${pricing.markup_percent}%）` : '售价（固定价）', children: preview.problem ? '—' : `${formatYuan(preview.selling)} 元` },
              { key: 'margin', label: '每件毛利', children: preview.problem ? '—' : `${formatYuan(preview.margin)} 元` },
            ]}
          />
        </div>
        <Space>
          <Switch aria-label="在本分站隐藏" checked={hidden} onChange={setHidden} checkedChildren="隐藏" unCheckedChildren="在售" />
          <span>在本分站隐藏（会员看不到，也买不到）</span>
        </Space>
      </Space>
    </Modal>
  );
}
