import { useState } from 'react';
import styled from 'styled-components';
import { fen, formatYuan, multiplyFen, yuanToFen, type PurchaseDialogProps } from 'shared-contracts';
import type { RecognisedRow } from 'shared-contracts/recipients';
import { Button, Flex, Modal, Skeleton, Tag, Tooltip } from 'shared-contracts/ui';
import { Alert, Descriptions, Input, InputNumber, Radio, Steps, Result, Typography } from 'shared-contracts/ui/more';
import { TypedEntry } from '../typed-recipients/components/typed-entry';
import { usePurchaseInfoQuery } from './purchase-info';

const Goods = styled.div`
  display: grid;
  grid-template-columns: 64px 1fr 110px 140px 110px;
  align-items: center;
  gap: 16px;
  padding: 12px 16px;
  border: 1px solid ${(p) => p.theme.colorBorderSecondary};
  border-radius: ${(p) => p.theme.borderRadius}px;
  img {
    width: 64px;
    height: 64px;
    object-fit: cover;
    border-radius: 4px;
  }
`;

const Footer = styled(Flex)`
  position: sticky;
  bottom: 0;
  padding: 12px 0 0;
  background: ${(p) => p.theme.colorBgContainer};
  strong {
    color: ${(p) => p.theme.colorPrimary};
    font-size: 20px;
  }
`;

/**
 * 商品购买 (SPEC §2.6), the shell this issue needs: courier and send address, no-ship areas, tips; step 1
 * the data-source platform, step 2 typed recipients; the goods row with quantity; remark; recipient count
 * and total. Ordering and payment come with the purchase-flow issue, so the order button stays disabled.
 */
export function PurchaseDialog({ goodsId, onClose }: PurchaseDialogProps) {
  const { data, isLoading, isError } = usePurchaseInfoQuery(goodsId);
  const [platform, setPlatform] = useState<number | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [rows, setRows] = useState<RecognisedRow[]>([]);
  const [remark, setRemark] = useState('');
  const goods = data?.goods_info;
  const maxQuantity = goods && goods.limit > 0 ? goods.limit : 999;
  const unitFen = goods ? yuanToFen(goods.price) : fen(0);
  // summed in fen (the server's price call will be the one that counts)
  const totalFen = multiplyFen(unitFen, quantity * rows.length);

  return (
    <Modal
      open
      title="商品购买"
      width="100%"
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      styles={{ body: { minHeight: 'calc(100vh - 110px)' } }}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={null}
    >
      {isError ? (
        <Result status="warning" title="购买信息加载失败" extra={<Button onClick={onClose}>关闭</Button>} />
      ) : isLoading || !data || !goods ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Flex vertical gap={20} style={{ maxWidth: 1200, margin: '0 auto' }} data-testid="purchase-dialog">
          <Descriptions
            size="small"
            column={2}
            bordered
            items={[
              { key: 'express', label: '发货快递', children: `${data.express_info.name}${data.express_info.subname ? `（${data.express_info.subname}）` : ''}` },
              { key: 'goods', label: '商品名称', children: goods.goods_name },
              {
                key: 'address',
                label: '发货地址',
                children: `${data.express_info.send_province}${data.express_info.send_city}${data.express_info.send_district}${data.express_info.send_address}`,
              },
              {
                key: 'areas',
                label: '不发货地区',
                children: data.no_deliver_area.length ? data.no_deliver_area.map((a) => <Tag key={a}>{a}</Tag>) : '无',
              },
              { key: 'tips', label: '快递提示', span: 2, children: data.express_info.tips || '无' },
            ]}
          />
          <Steps
            size="small"
            current={platform === null ? 0 : 1}
            items={[{ title: '选择数据来源平台' }, { title: '填写收件人' }, { title: '确认下单' }]}
          />
          <div>
            <Typography.Title level={5}>第一步：选择数据来源平台</Typography.Title>
            <Radio.Group
              optionType="button"
              value={platform}
              onChange={(e) => setPlatform(e.target.value as number)}
              options={data.platform_list.map((p) => ({ value: p.id, label: p.name, disabled: p.disabled }))}
            />
          </div>
          <div>
            <Typography.Title level={5}>第二步：填写收件人（手动输入）</Typography.Title>
            {platform === null ? <Alert type="info" showIcon title="请先选择数据来源平台" /> : <TypedEntry onRowsChange={setRows} />}
          </div>
          <div>
            <Typography.Title level={5}>商品明细</Typography.Title>
            <Goods>
              <img src={goods.goods_pic} alt={goods.goods_name} />
              <Typography.Text>{goods.goods_name}</Typography.Text>
              <Typography.Text>单价 ¥{formatYuan(unitFen)}</Typography.Text>
              <Flex align="center" gap={6}>
                数量
                <InputNumber min={1} max={maxQuantity} precision={0} value={quantity} onChange={(v) => setQuantity(v ?? 1)} aria-label="购买数量" style={{ width: 80 }} />
              </Flex>
              <Typography.Text type="secondary">{Math.round(goods.goods_weight * 1000)}g/件</Typography.Text>
            </Goods>
          </div>
          <Input.TextArea value={remark} onChange={(e) => setRemark(e.target.value)} maxLength={200} showCount placeholder="订单备注（选填）" aria-label="订单备注" autoSize={{ minRows: 2 }} />
          <Footer justify="flex-end" align="center" gap={24}>
            <span>
              收件人 <strong>{rows.length}</strong> 个
            </span>
            <span>
              合计 <strong>¥{formatYuan(totalFen)}</strong>
            </span>
            <Tooltip title={rows.length ? '在线下单即将开放' : '请先添加收件人'}>
              <Button type="primary" size="large" disabled>
                立即下单
              </Button>
            </Tooltip>
          </Footer>
        </Flex>
      )}
    </Modal>
  );
}
