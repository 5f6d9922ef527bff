import { SHEET_TEMPLATES, SHEET_TEMPLATE_KEYS } from 'shared-contracts';
import { Flex } from 'shared-contracts/ui';
import { Alert, Collapse, Typography } from 'shared-contracts/ui/more';
import type { SheetResult } from '../types';

/** The platform name of a spreadsheet platform id (1 京东, 2 淘宝/天猫, 3 拼多多, 4 抖店), or null. */
export function sheetPlatformName(platform: number | null): string | null {
  const key = SHEET_TEMPLATE_KEYS.find((k) => SHEET_TEMPLATES[k].platform === platform);
  return key ? SHEET_TEMPLATES[key].name : null;
}

export interface SheetSummaryProps {
  fileName: string;
  result: SheetResult;
  /** The platform of step 1. */
  chosenPlatform: number | null;
}

/** Which platform the file looks like, rows read / used / rejected, and the rejected rows with their reasons. */
export function SheetSummary({ fileName, result, chosenPlatform }: SheetSummaryProps) {
  const looksLike = result.platformName ?? sheetPlatformName(result.platform);
  const chosenName = sheetPlatformName(chosenPlatform);
  const differs = result.platform !== null && chosenName !== null && result.platform !== chosenPlatform;
  return (
    <Flex vertical gap={8} data-testid="sheet-summary">
      <Typography.Text>
        <Typography.Text strong>{fileName}</Typography.Text>：{looksLike ? `看起来是${looksLike}的订单表格` : '未识别出平台'}，读取{' '}
        <span aria-label="读取行数">{result.rowsRead}</span> 行，可用 <span aria-label="可用行数">{result.recipients.length}</span> 个收件人，未导入{' '}
        <span aria-label="未导入行数">{result.rejected.length}</span> 行
      </Typography.Text>
      {differs ? (
        <Alert
          type="warning"
          showIcon
          data-testid="sheet-platform-warning"
          title={`这个表格看起来是${looksLike}的订单，与第一步选择的平台（${chosenName}）不同，请确认`}
        />
      ) : null}
      {result.rejected.length > 0 ? (
        <Collapse
          size="small"
          data-testid="sheet-rejected"
          items={[
            {
              key: 'rejected',
              label: `${result.rejected.length} 行未导入（点击查看原因）`,
              children: (
                <ul style={{ margin: 0, paddingInlineStart: 18, maxHeight: 240, overflowY: 'auto' }}>
                  {result.rejected.map((r) => (
                    <li key={r.row}>
                      第{r.row}行：{r.reason}
                    </li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      ) : null}
    </Flex>
  );
}
