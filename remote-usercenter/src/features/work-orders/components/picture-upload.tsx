import { WORK_ORDER_ATTACHMENTS_MAX, WORK_ORDER_IMAGE_MAX_BYTES, WorkOrderMessages } from 'shared-contracts';
import { errorMessage } from 'shared-contracts/app';
import { showNotice, theme } from 'shared-contracts/ui';
import { Upload, type UploadProps } from 'shared-contracts/ui/more';
import { useEffect, useRef, useState } from 'react';
import { useUploadWorkOrderAttachmentMutation } from '../api/attachment';

type UploadFile = NonNullable<UploadProps['fileList']>[number];

/** What a picture may be here: the server checks the bytes again. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';

/** Why a chosen file is not sent, or null: type and size are checked before anything is uploaded. */
export function pictureProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return WorkOrderMessages.imageNotAccepted;
  if (file.size > WORK_ORDER_IMAGE_MAX_BYTES) return WorkOrderMessages.imageTooLarge;
  if (file.size === 0) return WorkOrderMessages.imageEmpty;
  return null;
}

/** A file as a data: URL (the card's thumbnail, without an object URL to revoke). */
function dataUrlOf(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(file);
  });
}

/** A file's bytes as base64, without the data: prefix (what POST /api/user/work-order/attachment takes). */
const base64Of = async (file: Blob) => (await dataUrlOf(file)).replace(/^data:[^,]*,/, '');

interface PictureUploadProps {
  /** The uploaded pictures' ids, in order (a form's `attachment_ids`). */
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** Whether a picture is still on its way (the form waits for it before sending). */
  onBusyChange?: (busy: boolean) => void;
  'aria-label'?: string;
}

/**
 * 图片 as a form control: antd's picture cards, up to 6; each picture is checked (JPG / PNG / WebP, at most
 * 5 MB) and uploaded as soon as it is chosen, a refusal said and the card dropped. The value is the ids.
 */
export function PictureUpload({ onChange, onBusyChange, 'aria-label': ariaLabel = '图片' }: PictureUploadProps) {
  const [upload] = useUploadWorkOrderAttachmentMutation();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const { colorTextTertiary } = theme.useToken().token;
  // the latest list, so uploads finishing before the next render all land
  const latest = useRef(files);
  latest.current = files;
  const report = useRef({ onChange, onBusyChange });
  report.current = { onChange, onBusyChange };

  useEffect(() => {
    report.current.onBusyChange?.(files.some((f) => f.status === 'uploading'));
    const ids = files.filter((f) => f.status === 'done' && typeof f.response === 'number').map((f) => f.response as number);
    report.current.onChange?.(ids);
  }, [files]);

  const beforeUpload: UploadProps['beforeUpload'] = (file, chosen) => {
    const problem = pictureProblem(file);
    if (problem) {
      showNotice({ level: 'error', text: problem });
      return Upload.LIST_IGNORE;
    }
    const room = WORK_ORDER_ATTACHMENTS_MAX - latest.current.length;
    if (chosen.indexOf(file) >= room) {
      showNotice({ level: 'error', text: WorkOrderMessages.tooManyImages });
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const picture = file as File;
    void (async () => {
      try {
        const stored = await upload({ name: picture.name, data: await base64Of(picture) }).unwrap();
        onSuccess?.(stored.id);
      } catch (error) {
        showNotice({ level: 'error', text: `${picture.name} 上传失败：${errorMessage(error, '请稍后再试')}` });
        onError?.(new Error('upload'));
      }
    })();
  };

  const handleChange: UploadProps['onChange'] = ({ fileList }) => setFiles(fileList.filter((f) => f.status !== 'error'));

  return (
    <div role="group" aria-label={ariaLabel}>
      <Upload
        listType="picture-card"
        accept={ACCEPT}
        multiple
        fileList={files}
        maxCount={WORK_ORDER_ATTACHMENTS_MAX}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={handleChange}
        previewFile={dataUrlOf}
        showUploadList={{ showPreviewIcon: false }}
      >
        {files.length >= WORK_ORDER_ATTACHMENTS_MAX ? null : (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <div aria-hidden style={{ fontSize: 20, lineHeight: 1 }}>
              +
            </div>
            <div style={{ marginTop: 4 }}>上传图片</div>
          </button>
        )}
      </Upload>
      <div style={{ color: colorTextTertiary }}>
        最多 {WORK_ORDER_ATTACHMENTS_MAX} 张，支持 JPG、PNG、WebP，单张不超过 5MB
      </div>
    </div>
  );
}
