import { useEffect, useState } from 'react';
import type { SupplierGoodsRow } from 'shared-contracts/supplier';
import { supplierGoodsBody } from 'shared-contracts/supplier/rules';
import { errorMessage } from 'shared-contracts/app';
import { DeleteOutlined } from 'shared-contracts/icons/more';
import { Button, showNotice, Space } from 'shared-contracts/ui';
import { Alert, Drawer, Form, Input, InputNumber, zodRule } from 'shared-contracts/ui/more';
import styled from 'styled-components';
import { useSupplierGoodsUpdateMutation } from '../api/goods-api';

interface Values {
  name: string;
  pics: string[];
  description: string;
  weight_g: number | null;
  stock_warning: number | null;
}

const MAX_PICS = 10;
const PIC_URL = /^(https?:\/\/\S+|\/\S+)$/;

const PicRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.marginXS}px;
  img,
  .pic-placeholder {
    width: 40px;
    height: 40px;
    flex: none;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.borderRadiusSM}px;
    background: ${({ theme }) => theme.colorFillTertiary};
  }
  .ant-form-item {
    flex: 1;
    margin-bottom: 0;
  }
`;

const valuesOf = (row: SupplierGoodsRow): Values => ({
  name: row.name,
  pics: row.pics.length ? row.pics : [''],
  description: row.description,
  weight_g: row.weight_g,
  stock_warning: row.stock_warning,
});

/**
 * 编辑商品 (PUT /api/supplier/goods/:id): title, pictures (their addresses, one a line — the first is the main
 * picture), description, weight and the low-stock line. Shoppers see the change at once; the price and the
 * supply price are not here (a supply price is a request the main site reviews). A refusal is said above the
 * form and what was typed stays.
 */
export function GoodsEditDrawer({ row, onClose }: { row: SupplierGoodsRow | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [save, { isLoading }] = useSupplierGoodsUpdateMutation();
  const [refusal, setRefusal] = useState('');
  const pics = Form.useWatch('pics', form) ?? [];

  useEffect(() => {
    if (!row) return;
    setRefusal('');
    form.resetFields();
    form.setFieldsValue(valuesOf(row));
  }, [row, form]);

  const submit = async (values: Values) => {
    if (!row) return;
    setRefusal('');
    try {
      await save({
        id: row.goods_id,
        body: {
          name: values.name.trim(),
          pics: values.pics.map((pic) => pic.trim()).filter(Boolean),
          description: values.description ?? '',
          weight_g: Number(values.weight_g),
          stock_warning: Number(values.stock_warning),
        },
      }).unwrap();
      showNotice({ level: 'success', text: '商品已保存' });
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error, '保存失败，请稍后再试'));
    }
  };

  return (
    <Drawer
      title={row ? `编辑商品：${row.name}` : '编辑商品'}
      open={row !== null}
      onClose={onClose}
      size={560}
      forceRender
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={isLoading} onClick={() => form.submit()}>
            保存
          </Button>
        </Space>
      }
    >
      {refusal ? <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 16 }} /> : null}
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} aria-label="编辑商品">
        <Form.Item name="name" label="商品名称" rules={[zodRule(supplierGoodsBody.shape.name)]}>
          <Input maxLength={60} showCount aria-label="商品名称" />
        </Form.Item>
        <Form.Item label="商品图片" required extra={`图片地址，第一张为主图，最多 ${MAX_PICS} 张`}>
          <Form.List
            name="pics"
            rules={[
              {
                validator: async (_, value?: string[]) => {
                  const filled = (value ?? []).filter((pic) => pic?.trim());
                  if (filled.length === 0) throw new Error('请上传商品图片');
                  if (filled.length > MAX_PICS) throw new Error(`最多 ${MAX_PICS} 张图片`);
                },
              },
            ]}
          >
            {(fields, { add, remove }, { errors }) => (
              <Space orientation="vertical" style={{ width: '100%' }}>
                {fields.map((field, index) => (
                  <PicRow key={field.key}>
                    {PIC_URL.test(pics[index]?.trim() ?? '') ? <img src={pics[index].trim()} alt={`图片 ${index + 1}`} /> : <span className="pic-placeholder" aria-hidden />}
                    <Form.Item
                      name={field.name}
                      rules={[{ validator: async (_, value?: string) => void (value?.trim() && !PIC_URL.test(value.trim()) ? Promise.reject(new Error('请填写图片地址（http(s):// 或 / 开头）')) : undefined) }]}
                    >
                      <Input placeholder="https://…/goods.jpg" aria-label={`图片 ${index + 1} 地址`} />
                    </Form.Item>
                    <Button icon={<DeleteOutlined />} aria-label={`删除图片 ${index + 1}`} disabled={fields.length === 1} onClick={() => remove(field.name)} />
                  </PicRow>
                ))}
                <Button onClick={() => add('')} disabled={fields.length >= MAX_PICS}>
                  添加图片
                </Button>
                <Form.ErrorList errors={errors} />
              </Space>
            )}
          </Form.List>
        </Form.Item>
        <Form.Item name="description" label="商品描述" rules={[zodRule(supplierGoodsBody.shape.description)]}>
          <Input.TextArea rows={4} maxLength={2000} showCount aria-label="商品描述" />
        </Form.Item>
        <Space size="large" align="start">
          <Form.Item name="weight_g" label="重量（克）" rules={[{ required: true, message: '请填写重量' }, zodRule(supplierGoodsBody.shape.weight_g)]}>
            <InputNumber min={1} max={50000} precision={0} style={{ width: 180 }} aria-label="重量（克）" />
          </Form.Item>
          <Form.Item
            name="stock_warning"
            label="库存预警线"
            extra="库存不高于此数时工作台提醒补货"
            rules={[{ required: true, message: '请填写预警库存' }, zodRule(supplierGoodsBody.shape.stock_warning)]}
          >
            <InputNumber min={0} precision={0} style={{ width: 180 }} aria-label="库存预警线" />
          </Form.Item>
        </Space>
      </Form>
    </Drawer>
  );
}
