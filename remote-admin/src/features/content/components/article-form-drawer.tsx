import { useEffect } from 'react';
import type { AdminArticleBody, AdminArticleRow } from 'shared-contracts/admin';
import { errorMessage } from 'shared-contracts/app';
import { Skeleton } from 'shared-contracts/ui';
import { Alert, AutoComplete, Form, Input } from 'shared-contracts/ui/more';
import { editedRow, FormDrawer, useRefusableSubmit, type FormTarget } from '../../../shared/form-drawer';
import { useAdminArticleCategoriesQuery, useAdminArticleQuery, useAdminCreateArticleMutation, useAdminUpdateArticleMutation } from '../api/content-api';
import { HtmlEditor } from './html-editor';

type ArticleValues = Required<AdminArticleBody>;
const EMPTY: ArticleValues = { title: '', category: '', summary: '', content: '' };

interface ArticleFormDrawerProps {
  /** null: closed; 'new': 新增文章; a row: 编辑 (its content is loaded) */
  target: FormTarget<AdminArticleRow>;
  /** the category a new article starts in (the list's filter) */
  category?: string;
  onClose: () => void;
}

/**
 * 新增 / 编辑帮助文章 in a drawer: title, category (an existing one or a new name), summary and the HTML content
 * with its sanitised preview — the help centre renders the same HTML through the same sanitiser. A refusal
 * keeps the drawer open with what was typed.
 */
export function ArticleFormDrawer({ target, category = '', onClose }: ArticleFormDrawerProps) {
  const [form] = Form.useForm<ArticleValues>();
  const { refusal, reset, submit } = useRefusableSubmit(form, onClose);
  const editing = editedRow(target);
  const article = useAdminArticleQuery(editing?.id ?? 0, { skip: !editing, refetchOnMountOrArgChange: true });
  const categories = useAdminArticleCategoriesQuery(undefined, { skip: target === null });
  const [create, creating] = useAdminCreateArticleMutation();
  const [update, updating] = useAdminUpdateArticleMutation();
  const loaded = editing ? article.data?.id === editing.id && !article.isFetching : true;

  useEffect(() => {
    if (target === null || !loaded) return;
    const data = article.data;
    reset(target === 'new' || !data ? { ...EMPTY, category } : { title: data.title, category: data.category, summary: data.summary, content: data.content });
  }, [target, loaded, article.data, category, reset]);

  const save = (values: ArticleValues) => {
    const body = { title: values.title.trim(), category: values.category.trim(), summary: (values.summary ?? '').trim(), content: values.content };
    return submit(() => (editing ? update({ id: editing.id, body }).unwrap() : create(body).unwrap()), editing ? '文章已保存' : '文章已创建');
  };

  return (
    <FormDrawer
      title={editing ? `编辑文章 #${editing.id}` : '新增文章'}
      open={target !== null}
      onClose={onClose}
      onSave={() => form.submit()}
      saving={creating.isLoading || updating.isLoading}
      saveDisabled={!loaded}
      refusal={refusal}
      size={1000}
    >
      {editing && article.error && !article.data ? <Alert type="error" showIcon title={`加载失败：${errorMessage(article.error)}`} /> : null}
      {!loaded && !article.error ? <Skeleton active paragraph={{ rows: 10 }} /> : null}
      <div hidden={!loaded}>
        <Form<ArticleValues> form={form} layout="vertical" name="article" initialValues={EMPTY} onFinish={(values) => void save(values)}>
          <Form.Item
            label="标题"
            name="title"
            rules={[
              { required: true, whitespace: true, message: '请填写文章标题' },
              { max: 100, message: '文章标题不能超过 100 个字' },
            ]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            label="分类（选择已有分类或输入新分类）"
            name="category"
            rules={[
              { required: true, whitespace: true, message: '请填写文章分类' },
              { max: 32, message: '文章分类不能超过 32 个字' },
            ]}
          >
            <AutoComplete aria-label="分类" options={(categories.data ?? []).map((name) => ({ value: name }))} filterOption={(input, option) => String(option?.value ?? '').includes(input)} />
          </Form.Item>
          <Form.Item label="摘要" name="summary" rules={[{ max: 200, message: '文章摘要不能超过 200 个字' }]}>
            <Input.TextArea rows={2} maxLength={200} />
          </Form.Item>
          <Form.Item label="正文" name="content" rules={[{ required: true, whitespace: true, message: '请填写文章内容' }]}>
            <HtmlEditor label="文章正文" rows={18} />
          </Form.Item>
        </Form>
      </div>
    </FormDrawer>
  );
}
