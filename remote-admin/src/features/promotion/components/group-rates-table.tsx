import { useMemo } from 'react';
import type { AdminPromotionSettings } from 'shared-contracts/admin';
import { adminPromotionSettingsBody } from 'shared-contracts/admin/rules';
import { Form, InputNumber, type FormRule } from 'shared-contracts/ui/more';
import { ListTable, type ListColumn } from 'shared-kits/list-page';

type Group = AdminPromotionSettings['groups'][number];

/** A group's own percent, or none (null: the site's): the contract's rule, empty allowed. */
const groupRate = adminPromotionSettingsBody.shape.groups.unwrap().element.shape.rate;
const groupRateRule: FormRule = {
  validator: async (_rule, value: number | null | undefined) => {
    const result = groupRate.safeParse(value ?? null);
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? '等级佣金比例不正确');
  },
};

/** 会员等级佣金比例: each VIP group's own rate in the settings form (`groups[i].rate`, disabled with it); empty uses the site's rate. */
export function GroupRatesTable({ groups }: { groups: AdminPromotionSettings['groups'] }) {
  const columns = useMemo<ListColumn<Group>[]>(
    () => [
      { title: '会员等级', dataIndex: 'name', width: 200 },
      {
        title: '佣金比例（%）',
        key: 'rate',
        width: 240,
        render: (_, group) => (
          <Form.Item name={['groups', groups.indexOf(group), 'rate']} rules={[groupRateRule]} style={{ margin: 0 }}>
            <InputNumber aria-label={`${group.name} 佣金比例`} placeholder="使用全站比例" suffix="%" style={{ width: 180 }} />
          </Form.Item>
        ),
      },
    ],
    [groups],
  );
  return <ListTable label="会员等级佣金比例" columns={columns} rowKey="id" result={{ data: groups }} emptyText="暂无会员等级" size="small" />;
}
