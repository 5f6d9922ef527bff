import { useEffect } from 'react';
import { ContentMessages, type AdminNoticeBody } from 'shared-contracts/admin';
import { errorMessage } from 'shared-contracts/app';
import { Button, Skeleton, Space, Tag } from 'shared-contracts/ui';
import { Alert, Card, Descriptions, Form, Input, Popconfirm } from 'shared-contracts/ui/more';
import { RefusalAlert, useRefusableSubmit } from '../../../shared/form-drawer';
import { runWrite } from '../../../shared/run-write';
import { useAdminDisableNoticeMutation, useAdminNoticeQuery, useAdminPublishNoticeMutation } from '../api/content-api';
import { HtmlEditor } from './html-editor';

const EMPTY: AdminNoticeBody = { title: '', content: '' };

/**
 * 公告 (issue 20 "内容"): the current home notice — its version, date and whether it is on — and the form to
 * publish a new one (title, HTML with a sanitised preview). 发布 asks first: every user, including those
 * who chose 不再提示, sees the new notice once. 停用 (asks too) leaves the home page without a notice until
 * the next publish. A refusal keeps what was typed and says the server's message.
 */
export function NoticeEditor() {
  const [form] = Form.useForm<AdminNoticeBody>();
  const { data: notice, isLoading, error, refetch } = useAdminNoticeQuery();
  const [publish, publishing] = useAdminPublishNoticeMutation();
  const [disable, disabling] = useAdminDisableNoticeMutation();
  const { refusal, clear, submit } = useRefusableSubmit(form, undefined, '发布失败，请稍后再试');

  useEffect(() => {
    if (notice !== undefined) form.setFieldsValue(notice ? { title: notice.title, content: notice.content } : EMPTY);
  }, [notice, form]);

  if (isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (error && notice === undefined) {
    return <Alert type="error" showIcon title={`加载失败：${errorMessage(error)}`} action={<Button onClick={() => void refetch()}>重新加载</Button>} />;
  }

  const send = async () => {
    clear();
    let values: AdminNoticeBody;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    await submit(() => publish({ title: values.title.trim(), content: values.content }).unwrap(), ContentMessages.noticePublished);
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title="当前公告" size="small">
        {notice ? (
          <Descriptions size="small" column={3}>
            <Descriptions.Item label="状态">{notice.enabled ? <Tag color="success">显示中</Tag> : <Tag>已停用</Tag>}</Descriptions.Item>
            <Descriptions.Item label="版本">{notice.version}</Descriptions.Item>
            <Descriptions.Item label="日期">{notice.date || '—'}</Descriptions.Item>
          </Descriptions>
        ) : (
          <span>还没有发布过公告</span>
        )}
      </Card>
      <Card title="编辑公告" size="small">
        <RefusalAlert refusal={refusal} />
        <Form<AdminNoticeBody> form={form} layout="vertical" name="notice" initialValues={EMPTY}>
          <Form.Item label="公告标题（不填显示「公告」）" name="title" rules={[{ max: 64, message: '公告标题不能超过 64 个字' }]}>
            <Input maxLength={64} placeholder="公告" />
          </Form.Item>
          <Form.Item
            label="公告内容"
            name="content"
            rules={[
              {
                required: true,
                whitespace: true,
                message: ContentMessages.noticeEmpty,
              },
            ]}
          >
            <HtmlEditor label="公告内容" />
          </Form.Item>
        </Form>
        <Space>
          <Popconfirm title="确认发布公告？" description="发布后生成新版本，所有用户（包括选过「不再提示」的）都会在首页再看到一次。" okText="发布" cancelText="取消" onConfirm={() => send()}>
            <Button type="primary" loading={publishing.isLoading}>
              发布
            </Button>
          </Popconfirm>
          {notice?.enabled ? (
            <Popconfirm
              title="确认停用公告？"
              description="停用后首页不再显示公告，直到下次发布。"
              okText="停用"
              okButtonProps={{ danger: true }}
              cancelText="取消"
              onConfirm={() => runWrite(() => disable().unwrap(), ContentMessages.noticeDisabled)}
            >
              <Button danger loading={disabling.isLoading}>
                停用
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
      </Card>
    </Space>
  );
}
