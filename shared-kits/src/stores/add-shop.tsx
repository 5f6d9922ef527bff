import { useState, type ReactNode } from 'react';
import { ASSOCIATION_CODE_PATTERN, type PlatformKey, PLATFORMS, StoreMessages, type StoreListItem } from 'shared-contracts';
import { isApiError } from 'shared-contracts/app';
import { Button, Modal, showNotice, Tooltip } from 'shared-contracts/ui';
import { Form, Input, Typography } from 'shared-contracts/ui/more';
import { useAuthInfoMutation, useAuthLinksQuery, useLazyAuthLinksQuery } from './api';

/** 视频号: its shops are connected with the association code shown in the shop's back office (SPEC §3, §5). */
export const ASSOCIATION_CODE_PLATFORM = 6;

/** The success message of a connected shop (both after the platform's return and after the 关联码). */
export const authorisedMessage = (shopName: string) => `店铺「${shopName}」授权成功`;

export const platformName = (platform: number) => PLATFORMS.find((p) => p.id === platform)?.name ?? `平台${platform}`;
const platformKey = (platform: number) => PLATFORMS.find((p) => p.id === platform)?.key as PlatformKey | undefined;

/** A platform the site is not connected to yet (the auth links say `connected: false`). */
export const PLATFORM_NOT_OPEN = '暂未开通';
export const PLATFORM_NOT_OPEN_TIP = '该平台暂未开通，敬请期待';

/**
 * Which platforms the site is connected to (GET /api/gift/auth/links, `connected`): a function of the
 * platform id, true while the links load, on failure and for a server that does not say.
 */
export function useConnectedPlatforms(): (platform: number) => boolean {
  const { data } = useAuthLinksQuery();
  return (platform) => {
    const key = platformKey(platform);
    return !key || data?.[key]?.connected !== false;
  };
}

/**
 * Going to the platform's authorisation page: in this tab (its return lands on /user-center/shop-manage), or
 * in a new one where leaving would lose work (the purchase dialog). Tests replace them.
 */
export const leavePage = {
  to: (url: string) => window.location.assign(url),
  open: (url: string) => void window.open(url, '_blank', 'noopener'),
};

export interface AddShop {
  /** Connect (or re-authorise) a shop of the platform: its authorisation page, or for 视频号 the 关联码 dialog. */
  addShop: (platform: number) => Promise<void>;
  /** The links are being fetched. */
  busy: boolean;
  /** The 关联码 dialog: render it once in the component using the hook. */
  dialogs: ReactNode;
}

export interface AddShopOptions {
  /** A 视频号 shop was connected in place (other platforms come back through the page's URL). */
  onAdded?: (shop: StoreListItem) => void;
  /** Authorise in a new tab, keeping this page as it is (its shop list refreshes when the tab is back in focus). */
  newTab?: boolean;
}

/**
 * 添加店铺 / 重新授权: fetches the authorisation links (GET /api/gift/auth/links) and goes to the platform's
 * auth_link in the same tab; for 视频号 (platform 6) asks for the 关联码 instead, with a link to the
 * page that shows it, and registers the shop with GET /api/gift/auth/info (platform 6, the code).
 */
export function useAddShop({ onAdded, newTab = false }: AddShopOptions = {}): AddShop {
  const [fetchLinks, { isFetching }] = useLazyAuthLinksQuery();
  const [codeDialog, setCodeDialog] = useState<{ link?: string } | null>(null);

  const addShop = async (platform: number) => {
    let link: string | undefined;
    try {
      const links = await fetchLinks(undefined, true).unwrap();
      const key = platformKey(platform);
      if (key && links[key]?.connected === false) {
        showNotice({ level: 'warning', text: PLATFORM_NOT_OPEN_TIP });
        return;
      }
      link = key ? links[key]?.auth_link : undefined;
    } catch (error) {
      if (!isApiError(error) || error.status === 'BUSINESS') showNotice({ level: 'error', text: (isApiError(error) && error.msg) || '获取授权链接失败，请稍后再试' });
      return;
    }
    if (platform === ASSOCIATION_CODE_PLATFORM) {
      setCodeDialog({ link });
      return;
    }
    if (!link) {
      showNotice({ level: 'warning', text: `暂不支持授权${platformName(platform)}店铺` });
      return;
    }
    if (newTab) leavePage.open(link);
    else leavePage.to(link);
  };

  const dialogs = (
    <AssociationCodeDialog
      open={codeDialog !== null}
      link={codeDialog?.link}
      onCancel={() => setCodeDialog(null)}
      onAdded={(shop) => {
        setCodeDialog(null);
        onAdded?.(shop);
      }}
    />
  );
  return { addShop, busy: isFetching, dialogs };
}

interface AssociationCodeDialogProps {
  open: boolean;
  /** The 视频号 page that shows the shop's association code (opened in a new tab). */
  link?: string;
  onCancel: () => void;
  onAdded: (shop: StoreListItem) => void;
}

/** 视频号: the association code, 10 or more word characters (SPEC §5: 关联码不正确). */
export function AssociationCodeDialog({ open, link, onCancel, onAdded }: AssociationCodeDialogProps) {
  const [form] = Form.useForm<{ code: string }>();
  const [authInfo, { isLoading }] = useAuthInfoMutation();
  const submit = async ({ code }: { code: string }) => {
    try {
      const shop = await authInfo({ platform: ASSOCIATION_CODE_PLATFORM, code: code.trim() }).unwrap();
      showNotice({ level: 'success', text: authorisedMessage(shop.shop_name) });
      onAdded(shop);
    } catch (error) {
      // the code stays in the box; transport failures were announced by the base query
      if (!isApiError(error) || error.status === 'BUSINESS') showNotice({ level: 'error', text: (isApiError(error) && error.msg) || StoreMessages.reauthorise });
    }
  };
  return (
    <Modal
      open={open}
      title="添加视频号小店"
      okText="授权"
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        在视频号小店后台复制店铺的关联码，粘贴到下面。
        {link ? (
          <>
            <br />
            <Typography.Link href={link} target="_blank" rel="noopener noreferrer">
              打开视频号小店获取关联码
            </Typography.Link>
          </>
        ) : null}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false} onFinish={(values) => void submit(values)}>
        <Form.Item
          name="code"
          label="关联码"
          rules={[
            { required: true, whitespace: true, message: '请输入关联码' },
            { validator: async (_, value?: string) => {
                if (value?.trim() && !ASSOCIATION_CODE_PATTERN.test(value.trim())) throw new Error(StoreMessages.associationCodeInvalid);
              } },
          ]}
        >
          <Input placeholder="请输入关联码" autoComplete="off" allowClear />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 添加店铺 for one platform (the purchase dialog's 授权店铺 tab), with its 关联码 dialog. */
export function AddShopButton({
  platform,
  onAdded,
  newTab,
  children = '添加店铺',
  type = 'default',
}: AddShopOptions & { platform: number; children?: ReactNode; type?: 'default' | 'primary' | 'link' }) {
  const { addShop, busy, dialogs } = useAddShop({ onAdded, newTab });
  const connected = useConnectedPlatforms();
  if (!connected(platform)) {
    return (
      <Tooltip title={PLATFORM_NOT_OPEN_TIP}>
        <span data-testid="platform-not-open">
          <Button type={type} disabled>
            {children}（{PLATFORM_NOT_OPEN}）
          </Button>
        </span>
      </Tooltip>
    );
  }
  return (
    <>
      <Button type={type} loading={busy} onClick={() => void addShop(platform)}>
        {children}
      </Button>
      {dialogs}
    </>
  );
}

