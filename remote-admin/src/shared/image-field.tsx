import { useRef } from 'react';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, ImageMessages, type ImagePurpose } from 'shared-contracts/admin';
import { errorMessage } from 'shared-contracts/app';
import { Button, showNotice, Space } from 'shared-contracts/ui';
import { Image, Upload, type UploadProps } from 'shared-contracts/ui/more';
import { useAdminUploadImageMutation } from './images-api';
import { Muted } from './muted-text';

/** A file's bytes as base64, without the data: prefix (what POST /api/admin/images takes). */
export function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(file);
  });
}

/** Why a chosen file is not sent, or null: type and size are checked here, the bytes on the server. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return ImageMessages.notImage;
  if (file.size > IMAGE_MAX_BYTES) return ImageMessages.tooLarge;
  if (file.size === 0) return ImageMessages.empty;
  return null;
}

/** One picture's upload: checks the file, sends it, says a refusal; resolves to the stored url or null. */
function useImageUpload(purpose: ImagePurpose) {
  const [upload, { isLoading }] = useAdminUploadImageMutation();
  const send = async (file: File): Promise<string | null> => {
    const problem = imageFileProblem(file);
    if (problem) {
      showNotice({ level: 'error', text: problem });
      return null;
    }
    try {
      const stored = await upload({
        purpose,
        name: file.name,
        data: await base64Of(file),
      }).unwrap();
      return stored.url;
    } catch (error) {
      showNotice({
        level: 'error',
        text: `${ImageMessages.uploadFailed}：${errorMessage(error, '请稍后再试')}`,
      });
      return null;
    }
  };
  return { send, isLoading };
}

const ACCEPT = IMAGE_MIME_TYPES.join(',');
const THUMB = {
  width: 88,
  height: 88,
  objectFit: 'contain' as const,
  background: '#fafafa',
  border: '1px solid #f0f0f0',
  borderRadius: 4,
};

interface UploadButtonProps {
  purpose: ImagePurpose;
  label: string;
  disabled?: boolean;
  onUploaded: (url: string) => void;
}

/** The 上传图片 button: antd Upload whose request is the api slice's call (no list of its own). */
function UploadButton({ purpose, label, disabled, onUploaded }: UploadButtonProps) {
  const { send, isLoading } = useImageUpload(purpose);
  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    void send(file as File).then((url) => {
      if (url) {
        onUploaded(url);
        onSuccess?.(url);
      } else onError?.(new Error(ImageMessages.uploadFailed));
    });
  };
  return (
    <Upload accept={ACCEPT} showUploadList={false} customRequest={customRequest} disabled={disabled || isLoading}>
      <Button loading={isLoading} disabled={disabled}>
        {label}
      </Button>
    </Upload>
  );
}

interface ImageFieldProps {
  value?: string;
  onChange?: (url: string) => void;
  purpose: ImagePurpose;
  'aria-label'?: string;
}

/**
 * One picture as a form control (`<Form.Item name="logo"><ImageField purpose="logo" /></Form.Item>`): the
 * current picture, 上传图片 (JPEG/PNG/WebP/GIF up to 5 MB, resized on the server for its purpose), 移除.
 * The value is the stored url; '' is no picture.
 */
export function ImageField(props: { value?: string; onChange?: (url: string) => void; purpose: 'goods' | 'banner' | 'logo'; 'aria-label'?: string }) {
  const { value, onChange, purpose, 'aria-label': ariaLabel }: ImageFieldProps = props;
  return (
    <Space align="start" role="group" aria-label={ariaLabel}>
      {value ? <Image src={value} alt={ariaLabel ?? '图片'} style={THUMB} width={THUMB.width} height={THUMB.height} /> : null}
      <Space orientation="vertical">
        <UploadButton purpose={purpose} label={value ? '更换图片' : '上传图片'} onUploaded={(url) => onChange?.(url)} />
        {value ? (
          <Button danger onClick={() => onChange?.('')}>
            移除
          </Button>
        ) : null}
      </Space>
    </Space>
  );
}

/**
 * Several pictures as a form control (goods pics): each with 移除 and 前移, then 上传图片 while fewer than
 * `max`. The value is the list of stored urls, in order (the first is the cover).
 */
export function ImagesField(props: { value?: string[]; onChange?: (urls: string[]) => void; purpose: 'goods' | 'banner' | 'logo'; max?: number; 'aria-label'?: string }) {
  const { value = [], onChange, purpose, max = 10, 'aria-label': ariaLabel } = props;
  // The latest list, so two uploads finishing before the next render both land.
  const latest = useRef(value);
  latest.current = value;
  const add = (url: string) => {
    if (latest.current.includes(url) || latest.current.length >= max) return;
    latest.current = [...latest.current, url];
    onChange?.(latest.current);
  };
  const remove = (index: number) => onChange?.(value.filter((_, i) => i !== index));
  const forward = (index: number) => {
    const next = [...value];
    [next[index - 1], next[index]] = [next[index], next[index - 1]];
    onChange?.(next);
  };
  return (
    <div role="group" aria-label={ariaLabel}>
      <Space wrap align="start">
        {value.map((url, index) => (
          <Space key={url} orientation="vertical" size={4} align="center">
            <Image src={url} alt={`第 ${index + 1} 张${index === 0 ? '（封面）' : ''}`} style={THUMB} width={THUMB.width} height={THUMB.height} />
            <Space size={4}>
              {index > 0 ? (
                <Button size="small" onClick={() => forward(index)} aria-label={`第 ${index + 1} 张前移`}>
                  前移
                </Button>
              ) : null}
              <Button size="small" danger onClick={() => remove(index)} aria-label={`移除第 ${index + 1} 张`}>
                移除
              </Button>
            </Space>
          </Space>
        ))}
        {value.length < max ? <UploadButton purpose={purpose} label="上传图片" onUploaded={add} /> : null}
      </Space>
      <Muted style={{ marginTop: 4 }}>
        已 {value.length} / {max} 张；支持 JPEG、PNG、WebP、GIF，单张不超过 5MB；第一张为封面
      </Muted>
    </div>
  );
}
