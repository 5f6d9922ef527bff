import { ReloadOutlined, SafetyOutlined } from 'shared-contracts/icons/more';
import type { ChangeEvent } from 'react';
import { CAPTCHA_AUTO_SUBMIT_LENGTH, CAPTCHA_MAX_LENGTH, type CaptchaInfo } from 'shared-contracts';
import { Spin, useAutoFocus } from 'shared-contracts/ui';
import { Input, type InputRef } from 'shared-contracts/ui/more';
import { CaptchaImageButton, Hint, InlineRow } from './auth-styles';

export interface CaptchaFieldProps {
  captcha: CaptchaInfo | null;
  onRefresh: () => void;
  /** Called once the answer reaches CAPTCHA_AUTO_SUBMIT_LENGTH characters (SPEC §5: submit at 4). */
  onComplete?: (value: string) => void;
  loading?: boolean;
  autoFocus?: boolean;
  status?: 'error';
  /** Injected by Form.Item */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/** Image captcha: the answer box (max 6) and the image; click the image for a new one. */
export function CaptchaField({ captcha, onRefresh, onComplete, loading, autoFocus = false, status, id, value, onChange }: CaptchaFieldProps) {
  const ref = useAutoFocus<InputRef>(autoFocus);
  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    const next = e.target.value.replace(/\s/g, '');
    onChange?.(next);
    if (next.length === CAPTCHA_AUTO_SUBMIT_LENGTH && next !== value) onComplete?.(next);
  };

  return (
    <div>
      <InlineRow>
        <Input
          ref={ref}
          id={id}
          size="large"
          value={value}
          onChange={handleChange}
          maxLength={CAPTCHA_MAX_LENGTH}
          placeholder="图形验证码"
          aria-label="图形验证码"
          autoComplete="off"
          autoFocus={autoFocus}
          status={status}
          prefix={<SafetyOutlined />}
        />
        <CaptchaImageButton type="button" onClick={onRefresh} title="看不清？换一张" aria-label="换一张图形验证码">
          {captcha && !loading ? (
            <img src={captcha.img} alt="图形验证码图片" />
          ) : (
            <Spin size="small" indicator={loading ? undefined : <ReloadOutlined />} />
          )}
        </CaptchaImageButton>
      </InlineRow>
      <Hint>看不清？点击图片换一张{captcha && !captcha.sensitive ? '，不区分大小写' : ''}</Hint>
    </div>
  );
}
