import type { AdminCategory, AdminCategoryBody } from 'shared-contracts/admin';
import { Form, Input, InputNumber } from 'shared-contracts/ui/more';
import { FormModal, useTargetForm, type FormTarget } from '../../../shared/form-drawer';
import { useAdminCreateCategoryMutation, useAdminUpdateCategoryMutation } from '../api/catalogue-api';

interface CategoryFormValues {
  name: string;
  sort: number | null;
}

const EMPTY: CategoryFormValues = { name: '', sort: 0 };
const valuesOf = (category: AdminCategory): CategoryFormValues => ({ name: category.name, sort: category.sort });

interface Props {
  /** null: closed; 'new': 新增分类; a category: 编辑. */
  target: FormTarget<AdminCategory>;
  onClose: () => void;
}

/**
 * 新增分类 / 编辑 in a dialog: name and sort. Renaming moves the category's goods with it (the server does
 * it in the same transaction). A refusal keeps what was typed and says why.
 */
export function CategoryFormModal({ target, onClose }: Props) {
  const [form] = Form.useForm<CategoryFormValues>();
  const { editing, shell, upsert } = useTargetForm(form, target, EMPTY, valuesOf, onClose);
  const [create, creating] = useAdminCreateCategoryMutation();
  const [update, updating] = useAdminUpdateCategoryMutation();

  const save = (values: CategoryFormValues) => {
    const body: AdminCategoryBody = {
      name: values.name.trim(),
      sort: Number(values.sort ?? 0),
    };
    return upsert(body, create, update, '分类已创建', '分类已保存');
  };

  return (
    <FormModal
      {...shell}
      title={editing ? `编辑分类 #${editing.id}` : '新增分类'}
      saving={creating.isLoading || updating.isLoading}
    >
      <Form<CategoryFormValues> form={form} layout="vertical" name="category" initialValues={EMPTY} onFinish={(values) => void save(values)}>
        <Form.Item
          label="分类名称"
          name="name"
          rules={[
            { required: true, whitespace: true, message: '请填写分类名称' },
            { max: 16, message: '分类名称不能超过 16 个字' },
          ]}
          extra={editing && editing.goods_count > 0 ? `改名后该分类下的 ${editing.goods_count} 个商品随之改为新名称` : undefined}
        >
          <Input maxLength={16} />
        </Form.Item>
        <Form.Item
          label="排序（小的在前）"
          name="sort"
          rules={[
            { required: true, message: '请填写排序' },
            {
              type: 'integer',
              min: -9999,
              max: 9999,
              message: '排序应为 -9999 到 9999 的整数',
            },
          ]}
        >
          <InputNumber precision={0} min={-9999} max={9999} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
