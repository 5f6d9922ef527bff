import { useSiteConfig } from 'shared-contracts/app';
import styled from 'styled-components';
import { Card, Steps } from 'shared-contracts/ui/more';

const Hotline = styled.p`
  margin-top: 16px;
  color: ${(p) => p.theme.colorTextSecondary};
`;

const STEPS = [
  { title: '提交申请', description: '填写右侧表单' },
  { title: '顾问联系', description: '1个工作日内电话沟通' },
  { title: '开通分站', description: '绑定域名、设置品牌与价格' },
  { title: '开始经营', description: '推广获客，订单自动发货' },
];

/** 加盟流程: the four steps and the hotline. */
export function JoinSteps() {
  const { hotline } = useSiteConfig();
  return (
    <Card title="加盟流程">
      <Steps orientation="vertical" current={-1} items={STEPS} />
      <Hotline>加盟咨询热线：{hotline || '请联系在线客服'}（7×24小时）</Hotline>
    </Card>
  );
}
