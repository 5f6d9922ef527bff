import type { ReactNode } from 'react';
import { Alert } from 'shared-contracts/ui/more';
import { SHEET_TEXT, type SheetFailure } from '../types';
import { helpArticleHref, SHEET_HELP_ARTICLES } from './sheet-upload';

function missingColumnsText(f: SheetFailure): string {
  if (f.message) return f.message;
  const missing = f.detail?.missing ?? [];
  const looksLike = f.detail?.platformName ? `（看起来是${f.detail.platformName}的订单）` : '';
  return `表格缺少这些列：${missing.join('、')}${looksLike}`;
}

/** What to say for a file that could not be imported (SPEC §5, §8), and what to do about it. */
export function failureContent(f: SheetFailure): { title: string; description?: ReactNode } {
  switch (f.kind) {
    case 'unreadable':
    case 'unsupported_type':
    case 'too_large':
      return { title: SHEET_TEXT.uploadFailed, description: f.message || undefined };
    case 'encrypted': {
      const article = SHEET_HELP_ARTICLES[1];
      return {
        title: f.message || '表格有密码，请先去除密码再上传',
        description: (
          <a href={helpArticleHref(article.id)} target="_blank" rel="noreferrer">
            {article.title}
          </a>
        ),
      };
    }
    case 'missing_columns':
      return { title: missingColumnsText(f) };
    default:
      return { title: SHEET_TEXT.importFailed };
  }
}

export function SheetFailureNotice({ failure, fileName }: { failure: SheetFailure; fileName?: string }) {
  const { title, description } = failureContent(failure);
  return (
    <Alert
      type="error"
      showIcon
      data-testid="sheet-failure"
      title={fileName ? `${fileName}：${title}` : title}
      description={description}
    />
  );
}
