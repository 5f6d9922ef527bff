import type { AuthenticationInfo } from 'shared-contracts';
import { CheckCircleOutlined } from 'shared-contracts/icons/more';
import { Descriptions, Result } from 'shared-contracts/ui/more';
import { chinaTime } from '../../../utils/china-time';

/** 已实名: who (masked as the server sends it) and since when; nothing to fill in. */
export function VerifiedView({ info }: { info: AuthenticationInfo }) {
  return (
    <Result
      status="success"
      icon={<CheckCircleOutlined />}
      title="已实名"
      subTitle="您已完成实名认证，可以正常下单发货"
      data-testid="authentication-passed"
    >
      <Descriptions
        bordered
        column={1}
        size="middle"
        style={{ maxWidth: 460, margin: '0 auto' }}
        items={[
          { key: 'name', label: '真实姓名', children: info.real_name ?? '—' },
          { key: 'number', label: '身份证号码', children: info.id_number ?? '—' },
          { key: 'date', label: '认证时间', children: info.verified_at ? chinaTime(info.verified_at).slice(0, 16) : '—' },
        ]}
      />
    </Result>
  );
}
