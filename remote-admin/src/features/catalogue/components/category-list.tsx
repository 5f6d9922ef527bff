import type { AdminCategory, OperatorRole } from 'shared-contracts/admin';
import type { ListColumn } from 'shared-kits/list-page';
import { useAdminCategoriesQuery, useAdminDeleteCategoryMutation } from '../api/catalogue-api';
import { CatalogueTable } from './catalogue-table';
import { CategoryFormModal } from './category-form-modal';

const baseColumns: ListColumn<AdminCategory>[] = [
  { title: 'ID', dataIndex: 'id', width: 70 },
  { title: '分类名称', dataIndex: 'name', width: 200 },
  { title: '排序', dataIndex: 'sort', width: 90 },
  { title: '商品数', dataIndex: 'goods_count', width: 90 },
];

/**
 * 商品分类 (issue 20): the categories in their order. With catalogue.write: 新增分类 / 编辑 (dialog) and
 * 删除 after a confirmation (the server refuses a category still used by goods, and says so).
 */
export function CategoryList({ role }: { role: OperatorRole }) {
  const result = useAdminCategoriesQuery();
  const [remove] = useAdminDeleteCategoryMutation();
  return (
    <CatalogueTable
      role={role}
      noun="分类"
      columns={baseColumns}
      result={result}
      fileName="商品分类"
      remove={remove}
      deleteHint="还有商品的分类不能删除。"
      form={(target, onClose) => <CategoryFormModal target={target} onClose={onClose} />}
    />
  );
}
