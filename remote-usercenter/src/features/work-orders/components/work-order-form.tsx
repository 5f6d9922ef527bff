import {
  WORK_ORDER_CONTENT_MAX,
  WORK_ORDER_PARCELS_MAX,
  WORK_ORDER_TYPES,
  WorkOrderMessages,
  type WorkOrderDetail,
  type WorkOrderType,
} from 'shared-contracts';
import { errorMessage, isApiError } from 'shared-contracts/app';
import { Button, Space, showNotice } from 'shared-contracts/ui';
import { Drawer, Form, Input, Select, type FormRule } from 'shared-contracts/ui/more';
import { useState } from 'react';
import { useCreateWorkOrderMutation } from '../api/work-orders';
import { PictureUpload } from './picture-upload';

interface WorkOrderValues {
  type?: WorkOrderType;
  parcels?: string[];
  content?: string;
  attachment_ids?: number[];
}

const TYPE_OPTIONS = Object.entries(WORK_ORDER_TYPES).map(([value, label]) => ({ value, label }));
// pasted lists split on commas, spaces and new lines
const SEPARATORS = [',', '，', ' ', '\n', '\t', ';', '；'];

/** 问题描述 (and a reply): the server's limits and texts. */
export const CONTENT_RULES: FormRule[] = [
  {
    validator: async (_rule, value: string | undefined) => {
      const text = (value ?? '').trim();
      if (!text) throw new Error(WorkOrderMessages.contentRequired);
      if (text.length > WORK_ORDER_CONTENT_MAX) throw new Error(WorkOrderMessages.contentTooLong);
    },
  },
];

/** The parcel numbers typed or pasted: trimmed, each once. */
const parcelsOf = (values: readonly string[] = []) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];

interface WorkOrderFormProps {
  /** Parcel numbers filled in when it opens (包裹列表's 申请售后). */
  parcels: readonly string[];
  onClose: () => void;
  /** The new order, as the server answered it. */
  onCreated: (order: WorkOrderDetail) => void;
}

/**
 * 新建工单 in a drawer: 问题类型, 关联包裹 (包裹号 or 运单号, typed or pasted, several), 问题描述 and up to 6
 * pictures (each uploaded when chosen). A refusal from the server is said and everything typed stays.
 */
export function WorkOrderForm({ parcels, onClose, onCreated }: WorkOrderFormProps) {
  const [form] = Form.useForm<WorkOrderValues>();
  const [create, { isLoading }] = useCreateWorkOrderMutation();
  const [uploading, setUploading] = useState(false);

  const submit = async (values: WorkOrderValues) => {
    try {
      const order = await create({
        type: values.type as WorkOrderType,
        parcels: parcelsOf(values.parcels),
        content: (values.content ?? '').trim(),
        attachment_ids: values.attachment_ids ?? [],
      }).unwrap();
      showNotice({ level: 'success', text: WorkOrderMessages.created });
      onCreated(order);
    } catch (error) {
      // business refusals are said here; transport and HTTP errors by the api layer
      if (!isApiError(error) || error.status === 'BUSINESS') showNotice({ level: 'error', text: errorMessage(error, '提交失败，请稍后再试') });
    }
  };

  return (
    <Drawer
      title="新建工单"
      open
      onClose={onClose}
      size={560}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={isLoading} disabled={uploading} onClick={() => form.submit()}>
            {uploading ? '图片上传中…' : '提交工单'}
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        aria-label="新建工单"
        initialValues={{ parcels: parcelsOf(parcels), attachment_ids: [] }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item label="问题类型" name="type" rules={[{ required: true, message: WorkOrderMessages.typeRequired }]}>
          <Select aria-label="问题类型" placeholder="请选择问题类型" options={TYPE_OPTIONS} />
        </Form.Item>
        <Form.Item
          label="关联包裹"
          name="parcels"
          extra={`填写包裹号或运单号，可粘贴多个（用逗号、空格或换行分隔），最多 ${WORK_ORDER_PARCELS_MAX} 个`}
          rules={[
            {
              validator: async (_rule, value: string[] | undefined) => {
                const sns = parcelsOf(value);
                if (sns.length === 0) throw new Error(WorkOrderMessages.parcelsRequired);
                if (sns.length > WORK_ORDER_PARCELS_MAX) throw new Error(WorkOrderMessages.tooManyParcels);
              },
            },
          ]}
          required
        >
          <Select aria-label="关联包裹" mode="tags" tokenSeparators={SEPARATORS} notFoundContent={null} placeholder="包裹号 / 运单号" suffixIcon={null} />
        </Form.Item>
        <Form.Item label="问题描述" name="content" rules={CONTENT_RULES} required>
          <Input.TextArea aria-label="问题描述" rows={5} showCount maxLength={WORK_ORDER_CONTENT_MAX} placeholder="请描述遇到的问题" />
        </Form.Item>
        <Form.Item label="图片" name="attachment_ids">
          <PictureUpload onBusyChange={setUploading} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
