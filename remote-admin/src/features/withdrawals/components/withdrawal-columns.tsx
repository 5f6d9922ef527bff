import { WITHDRAWAL_STATUS, type WithdrawalStatusKey } from 'shared-contracts';
import { WITHDRAWAL_REVIEW_TEXTS, type AdminWithdrawalRow } from 'shared-contracts/admin';
import { Tag } from 'shared-contracts/ui';
import { Typography } from 'shared-contracts/ui/more';
import type { ListColumn } from 'shared-kits/list-page';
import { yuanText } from '../../../shared/yuan-text';
import { reviewerColumn } from '../../../shared/reviewer-column';
import { siteColumn } from '../../../shared/site-column';
import { isSiteEarnings, isSupplierPayable, kindText, nameMismatch } from '../hooks/withdrawals-params';

export const WITHDRAWAL_STATUS_COLOR: Record<WithdrawalStatusKey, string> = {
  pending: 'warning',
  paying: 'processing',
  paid: 'success',
  rejected: 'default',
  failed: 'error',
};

const orDash = (text: string | null) => text || '—';
const KIND_COLOR: Record<AdminWithdrawalRow['kind'], string> = { commission: 'cyan', site_earnings: 'purple', supplier_payable: 'gold' };
/** Who applied: the member (by id), the 分站's 站长, or the 供货店铺's 负责人. */
const payeeText = (row: AdminWithdrawalRow) => (isSiteEarnings(row) ? '站长' : isSupplierPayable(row) ? '供应商负责人' : `用户 ID ${row.user_id}`);
const orEmpty = (text: string | null) => text ?? '';
/** issue 35: a large pending withdrawal's two approvals — none yet, or 待复核 with its 第一审核人. */
const twoApproversText = (row: AdminWithdrawalRow) =>
  !row.needs_two_approvers ? '' : row.first_approved_by_name ? `${WITHDRAWAL_REVIEW_TEXTS.awaitingSecond}（${WITHDRAWAL_REVIEW_TEXTS.firstApprover}：${row.first_approved_by_name}）` : WITHDRAWAL_REVIEW_TEXTS.awaitingFirst;

/**
 * 提现审核's columns before 操作: when, which kind (a member's 推广佣金 or a 分站's 收益 applied by its owner), who
 * (the member, or the 分站's 站长), the site (main-site operators), how much, to which account, and whether its
 * name is the member's real name (a 站长 has none to compare).
 */
export const withdrawalColumns = (showSite: boolean): ListColumn<AdminWithdrawalRow>[] => [
  { title: '申请时间', dataIndex: 'created_at', width: 165 },
  {
    title: '类型',
    dataIndex: 'kind',
    width: 130,
    render: (kind: AdminWithdrawalRow['kind'], row) => <Tag color={KIND_COLOR[kind]}>{kindText(row)}</Tag>,
    exportValue: (_: AdminWithdrawalRow['kind'], row) => kindText(row),
  },
  {
    title: '用户',
    dataIndex: 'mobile',
    width: 130,
    render: (mobile: string, row) => (
      <>
        <div>{mobile}</div>
        <Typography.Text type="secondary">{payeeText(row)}</Typography.Text>
      </>
    ),
    exportValue: (mobile: string, row) => `${mobile}（${payeeText(row)}）`,
  },
  ...(showSite ? [siteColumn<AdminWithdrawalRow>()] : []),
  { title: '金额', dataIndex: 'amount', width: 110, render: (amount: number) => yuanText(amount), exportValue: (amount: number) => amount },
  { title: '支付宝账号', dataIndex: 'alipay_account', width: 180 },
  { title: '收款人姓名', dataIndex: 'alipay_name', width: 100 },
  {
    title: '实名姓名',
    dataIndex: 'real_name',
    width: 150,
    render: (realName: string | null, row) => (
      <>
        {isSiteEarnings(row) ? (
          <Typography.Text type="secondary">站长提现，无会员实名</Typography.Text>
        ) : isSupplierPayable(row) ? (
          <Typography.Text type="secondary">供应商结算，无会员实名</Typography.Text>
        ) : (
          (realName ?? <Typography.Text type="secondary">未实名</Typography.Text>)
        )}
        {nameMismatch(row) ? (
          <Tag color="error" style={{ marginLeft: 6 }}>
            姓名不一致
          </Tag>
        ) : null}
      </>
    ),
    exportValue: (realName: string | null, row) => (row.kind !== 'commission' ? '' : `${realName ?? '未实名'}${nameMismatch(row) ? '（姓名不一致）' : ''}`),
  },
  {
    title: '状态',
    dataIndex: 'status',
    width: 130,
    render: (status: WithdrawalStatusKey, row) => (
      <>
        <Tag color={WITHDRAWAL_STATUS_COLOR[status]}>{row.status_text || WITHDRAWAL_STATUS[status]}</Tag>
        {row.needs_two_approvers ? (
          <div>
            <Typography.Text type="warning">{twoApproversText(row)}</Typography.Text>
          </div>
        ) : null}
      </>
    ),
    exportValue: (status: WithdrawalStatusKey, row) => `${row.status_text || WITHDRAWAL_STATUS[status]}${row.needs_two_approvers ? ` ${twoApproversText(row)}` : ''}`,
  },
  { title: '原因', dataIndex: 'reason', width: 180, render: orDash, exportValue: orEmpty },
  reviewerColumn(),
  { title: '到账时间', dataIndex: 'paid_at', width: 165, render: orDash, exportValue: orEmpty },
  { title: '打款单号', dataIndex: 'provider_order_id', width: 200, render: orDash, exportValue: orEmpty },
];
