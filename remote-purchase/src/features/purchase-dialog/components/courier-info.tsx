import type { PurchaseInfo } from 'shared-contracts';
import { Tag } from 'shared-contracts/ui';
import { Descriptions } from 'shared-contracts/ui/more';

/** SPEC §2.6: the courier and its name, the send address, the areas it does not deliver to, its tips. */
export function CourierInfo({ info }: { info: PurchaseInfo }) {
  const { express_info: express, goods_info: goods } = info;
  return (
    <Descriptions
      size="small"
      column={2}
      bordered
      items={[
        { key: 'express', label: '发货快递', children: `${express.name}${express.subname ? `（${express.subname}）` : ''}` },
        { key: 'goods', label: '商品名称', children: goods.goods_name },
        { key: 'address', label: '发货地址', children: `${express.send_province}${express.send_city}${express.send_district}${express.send_address}` },
        {
          key: 'areas',
          label: '不发货地区',
          children: info.no_deliver_area.length ? info.no_deliver_area.map((a) => <Tag key={a}>{a}</Tag>) : '无',
        },
        { key: 'tips', label: '快递提示', span: 2, children: express.tips || '无' },
      ]}
    />
  );
}
