import { useState } from 'react';
import { PLATFORMS, type StoreListItem } from 'shared-contracts';
import { isApiError } from 'shared-contracts/app';
import { ListFilters, ListTable, toPageQuery, useListParams } from 'shared-kits/list-page';
import { useAddShop, useStoreSync } from 'shared-kits/stores';
import { Button, Empty, showNotice, Spin, theme } from 'shared-contracts/ui';
import { shopListParams, useDeleteStoreMutation, useStoreListQuery } from '../api/shop-list';
import { useAuthReturn } from '../hooks/use-auth-return';
import { PlatformPicker } from './platform-picker';
import { shopColumns } from './shop-columns';

const PLATFORM_OPTIONS = PLATFORMS.map((p) => ({ value: String(p.id), label: p.name }));

/**
 * 店铺管理 (/user-center/shop-manage): the merchant's connected shops — 同步订单 (the shared kit's dialogs),
 * 重新授权, 店铺后台, 删除 — a platform filter, and 添加店铺 (platform, then the platform's authorisation
 * page or 视频号's 关联码). The platform's return lands here and is finished by `useAuthReturn`.
 */
export function ShopList() {
  const list = useListParams(shopListParams);
  const { params, paging, filtered } = list;
  const [highlightId, setHighlightId] = useState<number | null>(null);
  const [picking, setPicking] = useState(false);
  const { authorising } = useAuthReturn((shop) => setHighlightId(shop.id));
  const result = useStoreListQuery({ ...toPageQuery(params), ...(params.platform ? { platform: Number(params.platform) } : {}) }, { skip: authorising });
  const sync = useStoreSync();
  const add = useAddShop({ onAdded: (shop) => setHighlightId(shop.id) });
  const [deleteStore] = useDeleteStoreMutation();
  const { colorTextTertiary } = theme.useToken().token;

  const onDelete = async (shop: StoreListItem) => {
    try {
      await deleteStore(shop.id).unwrap();
      showNotice({ level: 'success', text: `已删除店铺「${shop.shop_name}」` });
    } catch (error) {
      if (!isApiError(error) || error.status === 'BUSINESS') showNotice({ level: 'error', text: (isApiError(error) && error.msg) || '删除失败，请稍后再试' });
    }
  };

  const columns = shopColumns({
    highlightId,
    linksBusy: add.busy,
    onSync: (shop) => sync.start(shop.id, shop.shop_name),
    onReauthorise: (shop) => void add.addShop(shop.platform),
    onDelete,
  });

  const addButton = (
    <Button type="primary" loading={add.busy} onClick={() => setPicking(true)}>
      添加店铺
    </Button>
  );
  const none = !filtered && !result.isFetching && !result.isError && result.data?.data_count === 0;

  return (
    <Spin spinning={authorising} description="正在完成店铺授权…">
      {none ? (
        <Empty description="还没有授权店铺" style={{ padding: '48px 0' }}>
          <p style={{ color: colorTextTertiary, marginTop: -8 }}>授权后可同步店铺订单，下单后快递单号自动回传到店铺</p>
          {addButton}
        </Empty>
      ) : (
        <ListTable
          label="店铺列表"
          columns={columns}
          rowKey="id"
          result={result}
          paging={paging}
          size="middle"
          emptyText="没有该平台的店铺"
          toolbar={
            <>
              <ListFilters list={list} filters={[{ kind: 'choice', key: 'platform', label: '平台', all: '全部平台', width: 160, options: PLATFORM_OPTIONS }]} />
              {addButton}
            </>
          }
        />
      )}
      <PlatformPicker
        open={picking}
        onCancel={() => setPicking(false)}
        onPick={(platform) => {
          setPicking(false);
          void add.addShop(platform);
        }}
      />
      {sync.dialogs}
      {add.dialogs}
    </Spin>
  );
}
