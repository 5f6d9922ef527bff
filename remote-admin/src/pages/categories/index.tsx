import { CategoryList } from '../../features/catalogue';
import { RequirePermission } from '../../shared/require-permission';

/** 商品分类 (/admin/categories): for roles holding 'catalogue.read'; changes need 'catalogue.write'. */
export function AdminCategoriesPage() {
  return (
    <RequirePermission permission="catalogue.read" what="商品分类">
      {(role) => <CategoryList role={role} />}
    </RequirePermission>
  );
}
