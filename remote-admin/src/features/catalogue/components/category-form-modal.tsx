import { useEffect, useState } from 'react';
import type { AdminCategory, AdminCategoryBody } from 'shared-contracts/admin';
import { errorMessage } from 'shared-contracts/app';
import { Modal, showNotice } from 'shared-contracts/ui';
import { Alert, Form, Input, InputNumber } from 'shared-contracts/ui/more';
import { useAdminCreateCategoryMutation, useAdminUpdateCategoryMutation } from '../api/catalogue-api';

interface CategoryFormValues {
  name: string;
  sort: number | null;
}

const EMPTY: CategoryFormValues = { name: '', sort: 0 };

interface Props {
  /** null: closed; 'new': 新增分类; a category: 编辑. */
  target: AdminCategory | 'new' | null;
  onClose: () => void;
}

/**
 * 新增分类 / 编辑 in a dialog: name and sort. Renaming moves the category's goods with it (the server does
 * it in the same transaction). A refusal keeps what was typed and says why.
 */
export function CategoryFormModal({ target, onClose }: Props) {
  const [form] = Form.useForm<CategoryFormValues>();
  const [refusal, setRefusal] = useState('');
  const [create, creating] = useAdminCreateCategoryMutation();
  const [update, updating] = useAdminUpdateCategoryMutation();
  const editing = target !== null && target !== 'new' ? target : null;

  useEffect(() => {
    if (target === null) return;
    setRefusal('');
    form.resetFields();
    form.setFieldsValue(target === 'new' ? EMPTY : { name: target.name, sort: target.sort });
  }, [target, form]);

  const submit = async (values: CategoryFormValues) => {
    setRefusal('');
    const body: AdminCategoryBody = {
      name: values.name.trim(),
      sort: Number(values.sort ?? 0),
    };
    try {
      if (editing) await update({ id: editing.id, body }).unwrap();
      else await create(body).unwrap();
      showNotice({
        level: 'success',
        text: editing ? '分类已保存' : '分类已创建',
      });
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error, '保存失败，请稍后再试'));
    }
  };

  return (
    <Modal
      title={editing ? `编辑分类 #${editing.id}` : '新增分类'}
      open={target !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="保存"
      cancelText="取消"
      confirmLoading={creating.isLoading || updating.isLoading}
      forceRender
    >
      {refusal ? <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 16 }} /> : null}
      <Form<CategoryFormValues> form={form} layout="vertical" name="category" initialValues={EMPTY} onFinish={(values) => void submit(values)}>
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
    </Modal>
  );
}
