import { CheckCircleOutlined, GlobalOutlined, ShopOutlined, TeamOutlined, WalletOutlined } from '@ant-design/icons';
import { useState } from 'react';
import styled from 'styled-components';
import { isApiError, useSiteConfig } from 'shared-contracts/app';
import { SubstationMessages, substationApplicationBody } from 'shared-contracts/rules';
import { Button, showNotice } from 'shared-contracts/ui';
import { Card, Form, Input, Result, Steps, zodRule } from 'shared-contracts/ui/more';
import { useApplySubstationMutation } from '../../api/content';

const Hero = styled.section`
  padding: 40px 48px;
  border-radius: ${(p) => p.theme.borderRadiusLG}px;
  color: #fff;
  background: linear-gradient(110deg, ${(p) => p.theme.colorPrimary} 0%, #ff7a45 100%);
  h1 {
    color: #fff;
    font-size: 30px;
    margin: 0 0 8px;
  }
  p {
    margin: 0;
    font-size: 16px;
    opacity: 0.92;
  }
`;

const Benefits = styled.section`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 16px;
  margin: 16px 0;
  div {
    padding: 20px;
    background: ${(p) => p.theme.colorBgContainer};
    border-radius: ${(p) => p.theme.borderRadiusLG}px;
  }
  .anticon {
    font-size: 28px;
    color: ${(p) => p.theme.colorPrimary};
  }
  h3 {
    margin: 10px 0 6px;
    font-size: 16px;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colorTextSecondary};
    line-height: 1.7;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 440px;
  gap: 16px;
  align-items: start;
`;

const BENEFITS = [
  { icon: <GlobalOutlined />, title: '独立域名与品牌', text: '使用自己的域名、站点名称、标志和客服联系方式，客户只认你的品牌。' },
  { icon: <ShopOutlined />, title: '货源与快递共享', text: '直接上架主站的全部礼品、仓库与快递线路，不用囤货，一件代发。' },
  { icon: <WalletOutlined />, title: '自主定价 赚差价', text: '在分站成本价之上自由设置售价与会员等级，每一单的差价都是收益。' },
  { icon: <TeamOutlined />, title: '运营与技术支持', text: '系统升级、订单同步、售后处理由总站负责，提供招商顾问一对一指导。' },
];

const STEPS = [
  { title: '提交申请', description: '填写右侧表单' },
  { title: '顾问联系', description: '1个工作日内电话沟通' },
  { title: '开通分站', description: '绑定域名、设置品牌与价格' },
  { title: '开始经营', description: '推广获客，订单自动发货' },
];

type FormValues = { name: string; mobile: string; city: string; company?: string; message?: string };
const field = (name: keyof typeof substationApplicationBody.shape) => zodRule(substationApplicationBody.shape[name]);

function ApplicationForm() {
  const [form] = Form.useForm<FormValues>();
  const [apply, { isLoading }] = useApplySubstationMutation();
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <Result
        status="success"
        icon={<CheckCircleOutlined />}
        title="申请已提交"
        subTitle={SubstationMessages.submitted}
        extra={<Button onClick={() => (form.resetFields(), setDone(false))}>再提交一份</Button>}
      />
    );
  }
  const submit = async (values: FormValues) => {
    try {
      await apply({ ...values, company: values.company ?? '', message: values.message ?? '' }).unwrap();
      setDone(true);
    } catch (error) {
      // what was typed stays in the form; business refusals are said here, transport errors by the api layer
      if (isApiError(error) && error.status === 'BUSINESS') showNotice({ level: 'error', text: error.msg });
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark aria-label="加盟申请">
      <Form.Item label="联系人" name="name" rules={[field('name')]} required>
        <Input placeholder="您的姓名" maxLength={20} autoComplete="name" />
      </Form.Item>
      <Form.Item label="手机号" name="mobile" rules={[field('mobile')]} required>
        <Input placeholder="11位手机号，顾问将致电联系" maxLength={11} inputMode="numeric" autoComplete="tel" />
      </Form.Item>
      <Form.Item label="所在城市" name="city" rules={[field('city')]} required>
        <Input placeholder="如：杭州" maxLength={20} />
      </Form.Item>
      <Form.Item label="公司或店铺名称" name="company" rules={[field('company')]}>
        <Input placeholder="选填" maxLength={50} />
      </Form.Item>
      <Form.Item label="补充说明" name="message" rules={[field('message')]}>
        <Input.TextArea placeholder="选填：目前的经营情况、预计单量、想了解的问题" maxLength={500} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
        提交申请
      </Button>
    </Form>
  );
}

/** Sub-station franchise (/substations-join, named SubstationsJoin; hidden on the hosts the site configuration lists). */
export function SubstationsJoinPage() {
  const { site_name, hotline } = useSiteConfig();
  return (
    <div data-testid="substations-join">
      <Hero>
        <h1>开一家属于你的{site_name}分站</h1>
        <p>独立品牌 · 共享货源与快递 · 自主定价 · 总站运营支持</p>
      </Hero>
      <Benefits aria-label="分站权益">
        {BENEFITS.map((b) => (
          <div key={b.title}>
            {b.icon}
            <h3>{b.title}</h3>
            <p>{b.text}</p>
          </div>
        ))}
      </Benefits>
      <Columns>
        <Card title="加盟流程">
          <Steps orientation="vertical" current={-1} items={STEPS} />
          <p style={{ marginTop: 16, color: '#666' }}>加盟咨询热线：{hotline || '请联系在线客服'}（7×24小时）</p>
        </Card>
        <Card title="申请加盟">
          <ApplicationForm />
        </Card>
      </Columns>
    </div>
  );
}
