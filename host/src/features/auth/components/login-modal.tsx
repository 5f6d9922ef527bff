import { GiftOutlined } from 'shared-contracts/icons';
import { useNavigate } from 'shared-contracts/router';
import { closeLogin, useAppDispatch, useAppSelector, useIsLoggedIn, useSiteConfig, type LoginMode } from 'shared-contracts/app';
import { Modal } from 'shared-contracts/ui';
import { BrandMark, BrandName, BrandTagline, BrandText, DialogHeader } from './auth-styles';
import { AuthPanel } from './auth-panel';

const TAGLINES: Record<LoginMode, string> = {
  login: '低价礼品 · 一件代发 · 超时赔付',
  register: '注册即可一件代发，快递直达收件人',
  findPassword: '通过手机验证码重置登录密码',
  modifyPassword: '修改成功后需要重新登录',
};

/**
 * The login dialog (SPEC §2.5), driven by `state.ui.login`: anyone opens it with `openLogin`.
 * It cannot be closed by the mask or Escape; closing it while logged out goes home.
 * Its content is destroyed on close, so every opening starts fresh (and re-reads the saved login).
 */
export function LoginModal() {
  const { open, mode } = useAppSelector((s) => s.ui.login);
  const loggedIn = useIsLoggedIn();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { site_name } = useSiteConfig();

  const handleClose = () => {
    dispatch(closeLogin());
    if (!loggedIn) navigate('/');
  };

  return (
    <Modal
      open={open}
      onCancel={handleClose}
      footer={null}
      width={420}
      centered
      destroyOnHidden
      mask={{ closable: false }}
      keyboard={false}
      title={
        <DialogHeader>
          <BrandMark aria-hidden>
            <GiftOutlined />
          </BrandMark>
          <BrandText>
            <BrandName>{site_name}</BrandName>
            <BrandTagline>{TAGLINES[mode]}</BrandTagline>
          </BrandText>
        </DialogHeader>
      }
    >
      <AuthPanel mode={mode} />
    </Modal>
  );
}
