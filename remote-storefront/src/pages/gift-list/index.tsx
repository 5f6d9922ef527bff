import { useSearchParams } from 'react-router-dom';
import { Card, Segmented, Typography } from 'shared-contracts/ui';

const SORTS = [
  { value: 'default', label: '综合排序' },
  { value: 'time', label: '最新上架' },
];

/** All goods (/gift-list?sortName=default|time). The sort lives in the URL so a list can be shared. */
export function GiftListPage() {
  const [params, setParams] = useSearchParams();
  const sortName = params.get('sortName') === 'time' ? 'time' : 'default';
  return (
    <Card title="全部商品" extra={<Segmented options={SORTS} value={sortName} onChange={(v) => setParams({ sortName: String(v) })} />}>
      <Typography.Paragraph type="secondary" data-testid="sort-name">
        当前排序：{SORTS.find((s) => s.value === sortName)?.label}
      </Typography.Paragraph>
    </Card>
  );
}
