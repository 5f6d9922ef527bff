import { UserOutlined } from 'shared-contracts/icons';
import { useOpenLogin, useSiteConfig } from 'shared-contracts/app';
import { Avatar, Button, Flex } from 'shared-contracts/ui';
import { Note, StrongLine } from './text';

/** The user panel before sign-in: welcome and 登录 / 注册. */
export function LoggedOutPanel() {
  const openLogin = useOpenLogin();
  const { site_name } = useSiteConfig();
  return (
    <>
      <Flex gap={12} align="center">
        <Avatar size={48} icon={<UserOutlined />} />
        <div>
          <StrongLine>Hi，欢迎来到{site_name}</StrongLine>
          <Note>登录后查看常发商品与订单动态</Note>
        </div>
      </Flex>
      <Button type="primary" block onClick={() => openLogin()}>
        登录 / 注册
      </Button>
      <Note>一件起发，支持淘宝、京东、拼多多、抖店订单批量导入，快递单号自动回传。</Note>
    </>
  );
}
