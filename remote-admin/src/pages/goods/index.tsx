import { can } from 'shared-contracts/admin';
import { Result } from 'shared-contracts/ui/more';
import { GoodsList } from '../../features/goods';
import { useOperator } from '../../features/operator-auth';

/** 商品 (/admin/goods): for roles holding 'catalogue.read'; changes need 'catalogue.write'. */
export function AdminGoodsPage() {
  const { data: operator } = useOperator();
  if (!operator) return null;
  if (!can(operator.role, 'catalogue.read')) return <Result status="403" title="无权查看商品" subTitle="当前角色没有查看商品的权限，如需查看请联系管理员。" />;
  return <GoodsList role={operator.role} />;
}
