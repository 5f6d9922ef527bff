import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { AUTHORISED_ONLY_PLATFORM, DEFAULT_PAGE_SIZE, StoreMessages, type StoreListItem, type StoreOption } from 'shared-contracts';
import { errorMessage } from 'shared-contracts/app';
import { Button, Empty, Flex, showNotice, Skeleton, Tag } from 'shared-contracts/ui';
import { Alert, Result, Select, Typography } from 'shared-contracts/ui/more';
import { AddShopButton, SyncOrdersButton, useStoreOptionsQuery } from 'shared-kits/stores';
import type { NewRecipient, Recipient } from '../../recipients';
import { useAuthOrdersQuery } from '../api/authorised-orders';
import { filterQuery, NO_FILTERS, type AuthOrderFilters } from '../hooks/filters';
import { useOrderSelection } from '../hooks/use-order-selection';
import { AuthOrdersTable } from './auth-orders-table';
import { OrderFilters } from './order-filters';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

const SelectedLine = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 24px;
`;

export interface AuthorisedSourceProps {
  platform: number | null;
  /** This source's rows in the recipient table */
  rows: readonly Recipient[];
  setRows: (rows: NewRecipient[]) => void;
}

/**
 * 授权店铺 (SPEC §2.10, source 4): a shop of the chosen platform, 添加店铺, 同步订单, the filters and the shop's
 * synced orders; the selected orders are the source's recipients. A new platform starts afresh.
 */
export function AuthorisedSource({ platform, rows, setRows }: AuthorisedSourceProps) {
  if (platform === null) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="请先选择平台" />;
  return <ShopOrders key={platform} platform={platform} rows={rows} setRows={setRows} />;
}

/** The first shop that can be used (an expired one cannot). */
const firstUsable = (options: readonly StoreOption[] | undefined) => options?.find((o) => !o.expired)?.id ?? null;

function ShopOrders({ platform, rows, setRows }: { platform: number; rows: readonly Recipient[]; setRows: (rows: NewRecipient[]) => void }) {
  const options = useStoreOptionsQuery(platform);
  const [chosen, setChosen] = useState<number | null>(null);
  const usable = (id: number | null) => options.data?.some((o) => o.id === id && !o.expired) ?? false;
  // the user's choice while it is still there, else the first usable shop
  const storeId = chosen !== null && usable(chosen) ? chosen : firstUsable(options.data);
  const shop = options.data?.find((o) => o.id === storeId);

  const [filters, setFilters] = useState<AuthOrderFilters>(NO_FILTERS);
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const orders = useAuthOrdersQuery(
    { store_id: storeId ?? 0, page: paging.page, page_size: paging.pageSize, ...filterQuery(filters) },
    // 查询 / 重置 ask the server again even for filters asked before (new orders may have been synced)
    { skip: storeId === null, refetchOnMountOrArgChange: true },
  );
  const selection = useOrderSelection({ storeId, rows, setRows });

  const changeShop = (id: number) => {
    if (id === storeId) return;
    // one order goes back to one shop: the selection was the other shop's
    selection.clear();
    setChosen(id);
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const search = (next: AuthOrderFilters) => {
    if (storeId === null) return showNotice({ level: 'warning', text: StoreMessages.selectShop });
    setFilters(next);
    setPaging((p) => ({ ...p, page: 1 }));
    // the same filters again: ask again (查询 after the shop changed on the platform)
    if (JSON.stringify(next) === JSON.stringify(filters) && paging.page === 1) void orders.refetch();
  };

  const onAdded = useCallback((added: StoreListItem) => setChosen(added.id), []);
  // a shop authorised in the other tab (添加店铺 opens the platform there, so the dialog keeps its rows)
  const refetchShops = options.refetch;
  useEffect(() => {
    const onFocus = () => void refetchShops();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetchShops]);

  if (options.isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (options.isError)
    return (
      <Result
        status="warning"
        title="店铺列表获取失败"
        subTitle={errorMessage(options.error)}
        extra={
          <Button type="primary" onClick={() => void options.refetch()}>
            重新加载
          </Button>
        }
      />
    );

  const shops = options.data ?? [];
  if (shops.length === 0)
    return (
      <Result
        status="info"
        title={platform === AUTHORISED_ONLY_PLATFORM ? '还没有授权的视频号店铺' : '还没有授权的店铺'}
        subTitle={
          platform === AUTHORISED_ONLY_PLATFORM
            ? '请在视频号小店后台复制关联码，添加店铺后同步订单，即可从订单中选择收件人'
            : '添加店铺并完成授权后同步订单，即可从订单中选择收件人'
        }
        extra={
          <AddShopButton platform={platform} onAdded={onAdded} newTab type="primary">
            {platform === AUTHORISED_ONLY_PLATFORM ? '输入关联码添加店铺' : '添加店铺'}
          </AddShopButton>
        }
        data-testid="no-shops"
      />
    );

  const list = orders.data?.list ?? [];
  return (
    <Panel data-testid="authorised-source">
      <Toolbar>
        <Flex align="center" gap={6}>
          <Typography.Text type="secondary">店铺</Typography.Text>
          <Select
            aria-label="店铺"
            style={{ width: 240 }}
            placeholder={StoreMessages.selectShop}
            value={storeId ?? undefined}
            onChange={changeShop}
            options={shops.map((o) => ({
              value: o.id,
              disabled: o.expired,
              title: o.shop_name,
              label: o.expired ? (
                <Flex justify="space-between" align="center" gap={8}>
                  <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{o.shop_name}</span>
                  <Tag style={{ marginInlineEnd: 0 }}>已过期</Tag>
                </Flex>
              ) : (
                o.shop_name
              ),
            }))}
          />
        </Flex>
        <AddShopButton platform={platform} onAdded={onAdded} newTab />
        <SyncOrdersButton storeId={storeId} shopName={shop?.shop_name} type="primary" />
        {storeId === null ? <Typography.Text type="warning">{shops.every((o) => o.expired) ? StoreMessages.authExpired : StoreMessages.selectShop}</Typography.Text> : null}
      </Toolbar>
      <OrderFilters key={platform} platform={platform} disabled={false} value={filters} onSearch={search} />
      <SelectedLine aria-live="polite">
        <Typography.Text data-testid="selected-count">
          已选 <Typography.Text strong>{selection.count}</Typography.Text> 单
        </Typography.Text>
        {selection.count > 0 ? (
          <Button type="link" size="small" onClick={selection.clear}>
            清空
          </Button>
        ) : null}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          勾选的订单即为收件人，翻页和筛选不影响已选订单
        </Typography.Text>
      </SelectedLine>
      {storeId === null ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={StoreMessages.selectShop} />
      ) : orders.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorMessage(orders.error)}
          action={
            <Button size="small" onClick={() => void orders.refetch()}>
              重试
            </Button>
          }
        />
      ) : (
        <AuthOrdersTable
          platform={platform}
          orders={list}
          total={orders.data?.data_count ?? 0}
          page={paging.page}
          pageSize={paging.pageSize}
          loading={orders.isFetching}
          selected={selection.selected}
          onSelect={selection.select}
          onPage={(page, pageSize) => setPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize })}
        />
      )}
    </Panel>
  );
}
