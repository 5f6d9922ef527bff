import { SITE_STATUS, type SiteSettingsView } from 'shared-contracts/admin';
import { Space, Tag } from 'shared-contracts/ui';
import { Card, Descriptions } from 'shared-contracts/ui/more';

/** What the main site sets for this 分站 and its owner only reads: domains, status, cost and the earnings' freeze. */
export function SiteFacts({ site }: { site: SiteSettingsView }) {
  return (
    <Card title="站点信息" size="small" role="region" aria-label="站点信息" style={{ marginBottom: 16 }}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'domains',
            label: '域名',
            children: (
              <Space size={4} wrap>
                {site.domains.map((domain) => (
                  <Tag key={domain}>{domain}</Tag>
                ))}
              </Space>
            ),
          },
          { key: 'status', label: '状态', children: <Tag color={site.status === 'active' ? 'success' : 'error'}>{SITE_STATUS[site.status]}</Tag> },
          { key: 'cost', label: '成本比例', children: `主站标价的 ${site.cost_percent}%（由主站设定）` },
          { key: 'freeze', label: '收益冻结天数', children: `${site.freeze_days} 天（由主站设定）` },
        ]}
      />
    </Card>
  );
}
