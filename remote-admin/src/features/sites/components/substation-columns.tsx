import { REMOTE_LABELS, SITE_STATUS, type AdminSubstation, type SiteStatus, type SubstationBusiness } from 'shared-contracts/admin';
import { Space, Tag } from 'shared-contracts/ui';
import { Typography } from 'shared-contracts/ui/more';
import type { ListColumn } from 'shared-kits/list-page';
import { yuanPlain } from '../../../shared/yuan-text';

type Business = SubstationBusiness;

const STATUS_COLOR: Record<SiteStatus, string> = { active: 'green', stopped: 'default' };

const ownersText = (business: Business) => (business.owners.length ? business.owners.map((owner) => `${owner.name} ${owner.mobile}`).join('、') : '未开通站长');
const earningsText = ({ earnings }: Business) => `${yuanPlain(earnings.frozen)} / ${yuanPlain(earnings.available)} / ${yuanPlain(earnings.withdrawn)}`;

/** A list of tags (domains, remotes) in one cell. */
function Tags({ items, color }: { items: string[]; color?: string }) {
  return (
    <Space size={4} wrap>
      {items.map((item) => (
        <Tag key={item} color={color}>
          {item}
        </Tag>
      ))}
    </Space>
  );
}

/**
 * The 分站 table's columns before 操作: name, 状态 (营业中 green / 已停用 gray), domains, the owners (names and masked
 * mobiles, or 未开通站长), the terms (成本比例, the owner's 加价), members, sales and earnings (冻结 / 可提现 / 已提现,
 * with what is being withdrawn), the remotes it mounts and when it changed.
 */
export const substationColumns: ListColumn<AdminSubstation>[] = [
  { title: '分站名称', dataIndex: 'site_name', width: 180 },
  {
    title: '状态',
    dataIndex: 'business',
    key: 'status',
    width: 90,
    render: (business: Business) => <Tag color={STATUS_COLOR[business.status]}>{SITE_STATUS[business.status]}</Tag>,
    exportValue: (business: Business) => SITE_STATUS[business.status],
  },
  { title: '域名', dataIndex: 'domains', width: 220, render: (domains: string[]) => <Tags items={domains} />, exportValue: (domains: string[]) => domains.join('、') },
  {
    title: '站长',
    dataIndex: 'business',
    key: 'owners',
    width: 170,
    render: (business: Business) =>
      business.owners.length ? (
        business.owners.map((owner) => (
          <div key={owner.id}>
            {owner.name} <Typography.Text type="secondary">{owner.mobile}</Typography.Text>
          </div>
        ))
      ) : (
        <Typography.Text type="secondary">未开通站长</Typography.Text>
      ),
    exportValue: ownersText,
  },
  { title: '成本比例', dataIndex: 'business', key: 'cost', width: 90, render: (business: Business) => `${business.cost_percent}%`, exportValue: (business: Business) => `${business.cost_percent}%` },
  { title: '加价', dataIndex: 'business', key: 'markup', width: 80, render: (business: Business) => `${business.markup_percent}%`, exportValue: (business: Business) => `${business.markup_percent}%` },
  { title: '会员数', dataIndex: 'business', key: 'members', width: 80, render: (business: Business) => business.members, exportValue: (business: Business) => business.members },
  {
    title: '累计销售（元）',
    dataIndex: 'business',
    key: 'sales',
    width: 120,
    align: 'right',
    render: (business: Business) => yuanPlain(business.sales),
    exportValue: (business: Business) => business.sales,
  },
  {
    title: '收益（冻结/可提现/已提现）',
    dataIndex: 'business',
    key: 'earnings',
    width: 200,
    render: (business: Business) => (
      <>
        <div>{earningsText(business)}</div>
        {business.earnings.withdrawing > 0 ? <Typography.Text type="secondary">{`提现中 ${yuanPlain(business.earnings.withdrawing)}`}</Typography.Text> : null}
      </>
    ),
    exportValue: earningsText,
  },
  {
    title: '挂载的模块',
    dataIndex: 'remotes',
    width: 200,
    render: (remotes: AdminSubstation['remotes']) => <Tags items={remotes.map((name) => REMOTE_LABELS[name])} color="blue" />,
    exportValue: (remotes: AdminSubstation['remotes']) => remotes.map((name) => REMOTE_LABELS[name]).join('、'),
  },
  { title: '更新时间', dataIndex: 'updated_at', width: 170 },
];
