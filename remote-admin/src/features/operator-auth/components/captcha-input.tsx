import type { CaptchaInfo } from 'shared-contracts';
import { CAPTCHA_MAX_LENGTH } from 'shared-contracts';
import { ReloadOutlined, SafetyOutlined } from 'shared-contracts/icons/more';
import { Spin } from 'shared-contracts/ui';
import { Input } from 'shared-contracts/ui/more';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.marginXS}px;
`;

const ImageButton = styled.button`
  flex: none;
  width: 112px;
  height: 40px;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colorBorder};
  border-radius: ${({ theme }) => theme.borderRadius}px;
  background: ${({ theme }) => theme.colorFillTertiary};
  cursor: pointer;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

interface Props {
  captcha: CaptchaInfo | null;
  loading: boolean;
  onRefresh: () => void;
  /** Injected by Form.Item */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/** The image captcha (GET /api/captcha, as the shop's sign-in): the answer and the image; click for another. */
export function CaptchaInput({ captcha, loading, onRefresh, id, value, onChange }: Props) {
  return (
    <Row>
      <Input
        id={id}
        size="large"
        value={value}
        onChange={(e) => onChange?.(e.target.value.replace(/\s/g, ''))}
        maxLength={CAPTCHA_MAX_LENGTH}
        placeholder="图形验证码"
        aria-label="图形验证码"
        autoComplete="off"
        prefix={<SafetyOutlined />}
      />
      <ImageButton type="button" onClick={onRefresh} title="看不清？换一张" aria-label="换一张图形验证码">
        {captcha && !loading ? <img src={captcha.img} alt="图形验证码图片" /> : <Spin size="small" indicator={loading ? undefined : <ReloadOutlined />} />}
      </ImageButton>
    </Row>
  );
}
