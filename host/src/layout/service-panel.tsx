import { CustomerServiceOutlined, PhoneOutlined, QrcodeOutlined, VerticalAlignTopOutlined } from 'shared-contracts/icons';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { HOTLINE_LABEL, SERVICE_HOURS } from 'shared-contracts';
import { useSiteConfig } from 'shared-contracts/app';
import { Button, Popover, showNotice, Spin } from 'shared-contracts/ui';

// the QR code component is not needed until someone opens its panel
const QRCode = lazy(() => import('shared-contracts/ui/more').then((m) => ({ default: m.QRCode })));

const Rail = styled.nav`
  position: fixed;
  right: 24px;
  bottom: 96px;
  z-index: 100;
  display: flex;
  flex-direction: column;
  background: ${(p) => p.theme.colorBgContainer};
  border-radius: ${(p) => p.theme.borderRadiusLG}px;
  box-shadow: 0 6px 16px rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12);
  overflow: hidden;
`;

const Item = styled.button`
  width: 48px;
  height: 52px;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  border: 0;
  background: none;
  cursor: pointer;
  font-size: 12px;
  color: ${(p) => p.theme.colorText};
  .anticon {
    font-size: 18px;
  }
  &:hover {
    color: ${(p) => p.theme.colorPrimary};
    background: ${(p) => p.theme.colorFillTertiary};
  }
  & + & {
    border-top: 1px solid ${(p) => p.theme.colorBorderSecondary};
  }
`;

const Panel = styled.div`
  min-width: 200px;
  line-height: 2;
  .muted {
    color: ${(p) => p.theme.colorTextSecondary};
  }
  .hotline {
    font-size: 18px;
    font-weight: 600;
  }
`;

function copy(text: string) {
  void navigator.clipboard?.writeText(text).then(
    () => showNotice({ level: 'success', text: '已复制' }),
    () => showNotice({ level: 'warning', text: '复制失败，请手动复制' }),
  );
}

function RailButton({ icon, label, title, content }: { icon: ReactNode; label: string; title: string; content: ReactNode }) {
  return (
    <Popover placement="left" title={title} content={content}>
      <Item type="button" aria-label={title}>
        {icon}
        {label}
      </Item>
    </Popover>
  );
}

function useScrolledDown(threshold: number) {
  const [down, setDown] = useState(false);
  useEffect(() => {
    const onScroll = () => setDown(window.scrollY > threshold);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return down;
}

/** Customer-service floating panel (online chat contacts, hotline 7×24, QR code, service hours) and back-to-top. */
export function ServicePanel() {
  const { contacts, hotline, qrcode } = useSiteConfig();
  const scrolled = useScrolledDown(300);
  return (
    <Rail aria-label="客服">
      <RailButton
        icon={<CustomerServiceOutlined />}
        label="客服"
        title="在线客服"
        content={
          <Panel>
            {contacts.length === 0 ? <div className="muted">暂无在线客服</div> : null}
            {contacts.map((c) => (
              <div key={`${c.type}-${c.value}`}>
                {c.type}（{c.name}）：{c.value}
                <Button type="link" size="small" onClick={() => copy(c.value)} aria-label={`复制${c.type}${c.value}`}>
                  复制
                </Button>
              </div>
            ))}
            <div className="muted">服务时间 {SERVICE_HOURS}</div>
          </Panel>
        }
      />
      <RailButton
        icon={<PhoneOutlined />}
        label="热线"
        title={`客服热线（${HOTLINE_LABEL}）`}
        content={
          <Panel>
            <div className="hotline">{hotline || '—'}</div>
          </Panel>
        }
      />
      {qrcode ? (
        <RailButton
          icon={<QrcodeOutlined />}
          label="扫码"
          title="微信扫码咨询"
          content={
            <Suspense fallback={<Spin style={{ display: 'block', width: 140, padding: '60px 0' }} />}>
              <QRCode value={qrcode} size={140} bordered={false} />
            </Suspense>
          }
        />
      ) : null}
      {scrolled ? (
        <Item type="button" aria-label="回到顶部" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          <VerticalAlignTopOutlined />
          顶部
        </Item>
      ) : null}
    </Rail>
  );
}
