import { useState } from 'react';
import type { AdminArticleRow } from 'shared-contracts/admin';
import { Button, Space, Tag } from 'shared-contracts/ui';
import { ListFilters, ListTable, useListParams, type ListColumn } from 'shared-kits/list-page';
import type { FormTarget } from '../../../shared/form-drawer';
import { RowActions } from '../../../shared/row-actions';
import { useAdminArticleCategoriesQuery, useAdminArticlesQuery, useAdminDeleteArticleMutation, useAdminMoveArticleMutation } from '../api/content-api';
import { articleListParams } from '../hooks/article-params';
import { ArticleFormDrawer } from './article-form-drawer';
import { OrderButtons } from './order-buttons';

/**
 * 帮助文章 (issue 20 "内容"): the help centre's articles in their order, filtered by category (in the URL);
 * 新增 / 编辑 in a drawer, 上移 / 下移 within the category, 删除 after a confirmation (articles 1–5 always
 * exist and cannot be deleted). Which articles a site shows beyond 1–5 is the site's article_switch (站点).
 */
export function ArticleList() {
  const list = useListParams(articleListParams);
  const { params } = list;
  const result = useAdminArticlesQuery({ category: params.category || undefined });
  const categories = useAdminArticleCategoriesQuery();
  const [editing, setEditing] = useState<FormTarget<AdminArticleRow>>(null);
  const [move, moving] = useAdminMoveArticleMutation();
  const [remove] = useAdminDeleteArticleMutation();
  const rows = result.data ?? [];
  // up / down moves within the article's category: its neighbours in that category decide
  const sameCategory = (row: AdminArticleRow) => rows.filter((r) => r.category === row.category);

  const columns: ListColumn<AdminArticleRow>[] = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: '标题',
      dataIndex: 'title',
      width: 260,
      render: (title, row) =>
        row.fixed ? (
          <Space>
            {title}
            <Tag>固定</Tag>
          </Space>
        ) : (
          title
        ),
    },
    { title: '分类', dataIndex: 'category', width: 120 },
    { title: '摘要', dataIndex: 'summary', width: 260, render: (summary) => summary || '—' },
    { title: '更新日期', dataIndex: 'date', width: 120 },
    {
      title: '操作',
      key: 'actions',
      width: 240,
      fixed: 'right',
      render: (_, row) => {
        const group = sameCategory(row);
        return (
          <RowActions
            onEdit={() => setEditing(row)}
            confirm={{ title: `确认删除「${row.title}」？`, description: '删除后不可恢复，帮助中心不再显示这篇文章。' }}
            onDelete={() => remove(row.id).unwrap()}
            deleted="文章已删除"
            deleteFailed="操作失败，请稍后再试"
            deleteBlocked={row.fixed ? '文章 1–5 为固定文章，不能删除' : undefined}
            name={row.title}
          >
            <OrderButtons
              name={row.title}
              first={group[0]?.id === row.id}
              last={group.at(-1)?.id === row.id}
              busy={moving.isLoading}
              onMove={(direction) => move({ id: row.id, direction }).unwrap()}
            />
          </RowActions>
        );
      },
    },
  ];

  return (
    <>
      <ListTable<AdminArticleRow>
        label="帮助文章列表"
        rowKey="id"
        columns={columns}
        result={result}
        emptyText={params.category ? '这个分类下没有文章' : '还没有文章'}
        toolbar={
          <>
            <Button type="primary" onClick={() => setEditing('new')}>
              新增文章
            </Button>
            <ListFilters
              list={list}
              filters={[
                {
                  kind: 'choice',
                  key: 'category',
                  label: '分类',
                  all: '全部分类',
                  width: 180,
                  options: (categories.data ?? []).map((name) => ({ value: name, label: name })),
                },
              ]}
            />
          </>
        }
      />
      <ArticleFormDrawer target={editing} category={params.category} onClose={() => setEditing(null)} />
    </>
  );
}
