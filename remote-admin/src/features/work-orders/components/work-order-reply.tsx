import { useRef, useState } from 'react';
import {
  WORK_ORDER_ATTACHMENTS_MAX,
  WORK_ORDER_CONTENT_MAX,
  WORK_ORDER_IMAGE_MAX_BYTES,
  WORK_ORDER_STATUSES,
  WorkOrderMessages,
  type WorkOrderStatus,
} from 'shared-contracts';
import type { AdminWorkOrderAttachment } from 'shared-contracts/admin';
import { errorMessage } from 'shared-contracts/app';
import { Button, showNotice, Space } from 'shared-contracts/ui';
import { Form, Image, Input, Select, Upload, type UploadProps } from 'shared-contracts/ui/more';
import { RefusalAlert, useRefusableSubmit } from '../../../shared/form-drawer';
import { base64Of } from '../../../shared/image-field';
import { useAdminWorkOrderAttachmentMutation, useAdminWorkOrderReplyMutation } from '../api/work-orders-api';

/** The picture types a work order takes (checked again by content on the server). */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Why a chosen picture is not sent, or null: type and size here, the bytes on the server. */
export function pictureProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return WorkOrderMessages.imageNotAccepted;
  if (file.size > WORK_ORDER_IMAGE_MAX_BYTES) return WorkOrderMessages.imageTooLarge;
  if (file.size === 0) return WorkOrderMessages.imageEmpty;
  return null;
}

/** What a 客服 reply leaves the work order in: 待商家回复 unless told. */
const REPLY_STATUSES: WorkOrderStatus[] = ['awaiting_merchant', 'processing', 'done', 'closed'];
const REPLY_STATUS_OPTIONS = REPLY_STATUSES.map((value) => ({ value, label: WORK_ORDER_STATUSES[value] }));

interface ReplyValues {
  content: string;
  status: WorkOrderStatus;
}

const EMPTY: ReplyValues = { content: '', status: 'awaiting_merchant' };

/**
 * 回复: text (up to 2000 characters), up to 6 pictures (JPEG / PNG / WebP ≤ 5 MB, each uploaded as it is
 * chosen: POST /api/admin/work-orders/attachments) and the status the reply leaves (待商家回复 by default).
 * A refusal is said above the box and what was typed stays; a reply sent empties it.
 */
export function WorkOrderReply({ workOrderId }: { workOrderId: number }) {
  const [form] = Form.useForm<ReplyValues>();
  const [pictures, setPictures] = useState<AdminWorkOrderAttachment[]>([]);
  // the latest list, so two uploads finishing before the next render both land; and the uploads under way,
  // so choosing several files at once never goes past 6
  const latest = useRef(pictures);
  latest.current = pictures;
  const pending = useRef(0);
  const [reply, { isLoading: sending }] = useAdminWorkOrderReplyMutation();
  const [upload, { isLoading: uploading }] = useAdminWorkOrderAttachmentMutation();
  const { refusal, submit } = useRefusableSubmit(form, () => {
    form.resetFields();
    setPictures([]);
  }, '回复失败，请稍后再试');

  const send = async (file: File) => {
    const problem = pictureProblem(file);
    if (problem) {
      showNotice({ level: 'error', text: problem });
      return false;
    }
    if (latest.current.length + pending.current >= WORK_ORDER_ATTACHMENTS_MAX) {
      showNotice({ level: 'error', text: WorkOrderMessages.tooManyImages });
      return false;
    }
    pending.current += 1;
    try {
      const stored = await upload({ name: file.name, data: await base64Of(file) }).unwrap();
      latest.current = [...latest.current, stored];
      setPictures(latest.current);
      return true;
    } catch (error) {
      showNotice({ level: 'error', text: `图片上传失败：${errorMessage(error, '请稍后再试')}` });
      return false;
    } finally {
      pending.current -= 1;
    }
  };
  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    void send(file as File).then((done) => (done ? onSuccess?.(null) : onError?.(new Error('upload'))));
  };

  const onFinish = (values: ReplyValues) =>
    submit(
      () => reply({ id: workOrderId, body: { content: values.content.trim(), attachment_ids: pictures.map((p) => p.id), status: values.status } }).unwrap(),
      WorkOrderMessages.replied,
    );

  return (
    <section aria-label="回复工单">
      <RefusalAlert refusal={refusal} gap={12} />
      <Form form={form} layout="vertical" initialValues={EMPTY} onFinish={(values) => void onFinish(values)}>
        <Form.Item
          name="content"
          label="回复内容"
          rules={[
            { required: true, whitespace: true, message: WorkOrderMessages.contentRequired },
            { max: WORK_ORDER_CONTENT_MAX, message: WorkOrderMessages.contentTooLong },
          ]}
        >
          <Input.TextArea rows={4} maxLength={WORK_ORDER_CONTENT_MAX} showCount placeholder="回复商家的内容" />
        </Form.Item>
        <Form.Item label={`图片（最多 ${WORK_ORDER_ATTACHMENTS_MAX} 张）`}>
          <Space wrap align="start" role="group" aria-label="回复图片">
            {pictures.map((picture, i) => (
              <Space key={picture.id} orientation="vertical" size={4} align="center">
                <Image src={picture.url} alt={`回复图片 ${i + 1}`} width={72} height={72} style={{ objectFit: 'cover' }} />
                <Button size="small" danger aria-label={`移除第 ${i + 1} 张`} onClick={() => setPictures(pictures.filter((p) => p.id !== picture.id))}>
                  移除
                </Button>
              </Space>
            ))}
            {pictures.length < WORK_ORDER_ATTACHMENTS_MAX ? (
              <Upload accept={IMAGE_TYPES.join(',')} showUploadList={false} customRequest={customRequest} disabled={uploading} multiple>
                <Button loading={uploading}>上传图片</Button>
              </Upload>
            ) : null}
          </Space>
        </Form.Item>
        <Space align="end" wrap>
          <Form.Item name="status" label="回复后状态" style={{ marginBottom: 0 }}>
            <Select aria-label="回复后状态" style={{ width: 140 }} options={REPLY_STATUS_OPTIONS} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={sending}>
            回复
          </Button>
        </Space>
      </Form>
    </section>
  );
}
