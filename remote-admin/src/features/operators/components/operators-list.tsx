import { useMemo, useState } from 'react';
import { isSiteRole, OPERATOR_CREATE_COMMAND, OPERATOR_ROLES, OPERATOR_STATUS_NAMES, ROLE_NAMES, SITE_ROLES, TOTP_ROLES, type AdminOperatorRow, type OperatorRole } from 'shared-contracts/admin';
import { Button, Modal, Space, Tag } from 'shared-contracts/ui';
import { Alert, Popconfirm, Select, Typography } from 'shared-contracts/ui/more';
import { ListFilters, ListTable, useListParams, type ListColumn } from 'shared-kits/list-page';
import { runWrite } from '../../../shared/run-write';
import { useAdminOperatorResetTotpMutation, useAdminOperatorRoleMutation, useAdminOperatorsListQuery, useAdminOperatorStatusMutation } from '../api/operators-api';
import { operatorsListParams, toOperatorsQuery } from '../hooks/operators-params';

const optionsOf = (roles: readonly OperatorRole[]) => roles.map((role) => ({ value: role, label: ROLE_NAMES[role] }));
const MAIN_ROLE_OPTIONS = optionsOf(OPERATOR_ROLES);
const SITE_ROLE_OPTIONS = optionsOf(SITE_ROLES);
/** The role filter: the main site's roles and the 分站's, apart. */
const ROLE_FILTER_OPTIONS = [
  { label: '主站角色', options: MAIN_ROLE_OPTIONS },
  { label: '分站角色', options: SITE_ROLE_OPTIONS },
];
const STATUS_FILTER_OPTIONS = [
  { value: 'active' as const, label: OPERATOR_STATUS_NAMES.active },
  { value: 'disabled' as const, label: OPERATOR_STATUS_NAMES.disabled },
];
/** A role changes within its kind (the server refuses otherwise): a main-site operator's among the main roles, a 分站's among the 分站's. */
const roleOptionsFor = (role: OperatorRole) => (isSiteRole(role) ? SITE_ROLE_OPTIONS : MAIN_ROLE_OPTIONS);

/** A role change waiting for its confirmation. */
interface PendingRole {
  row: AdminOperatorRow;
  role: OperatorRole;
}

const needsTotp = (role: OperatorRole) => TOTP_ROLES.includes(role);

/**
 * 操作员 (admins only): every operator account — the main site's and each 分站's (its 站长 and 员工) — with its site,
 * role, status, TOTP enrolment and last sign-in. An admin changes another operator's role within its kind
 * (confirmed first), disables / enables them and resets their
 * TOTP enrolment (each confirmed); never their own. Accounts are created only on the server (the command
 * is shown above the table).
 */
export function OperatorsList({ selfId }: { selfId: number }) {
  const list = useListParams(operatorsListParams);
  const { params, filtered } = list;
  const result = useAdminOperatorsListQuery(toOperatorsQuery(params));
  const [changeRole, changingRole] = useAdminOperatorRoleMutation();
  const [setStatus] = useAdminOperatorStatusMutation();
  const [resetTotp] = useAdminOperatorResetTotpMutation();
  const [pending, setPending] = useState<PendingRole | null>(null);

  const confirmRole = async () => {
    if (!pending) return;
    const { row, role } = pending;
    await runWrite(() => changeRole({ id: row.id, role }).unwrap(), `${row.name} 的角色已改为${ROLE_NAMES[role]}`, '修改角色失败，请稍后再试');
    setPending(null);
  };

  const columns = useMemo<ListColumn<AdminOperatorRow>[]>(
    () => [
      { title: 'ID', dataIndex: 'id', width: 70 },
      {
        title: '姓名',
        dataIndex: 'name',
        width: 140,
        render: (name, row) => (
          <Space size={4}>
            {name}
            {row.id === selfId ? <Tag>本人</Tag> : null}
          </Space>
        ),
        exportValue: (name) => name,
      },
      { title: '手机号', dataIndex: 'mobile', width: 130 },
      {
        title: '站点',
        dataIndex: 'site_name',
        width: 160,
        render: (name, row) => (isSiteRole(row.role) ? name : <Tag>主站</Tag>),
        exportValue: (name, row) => (isSiteRole(row.role) ? name : '主站'),
      },
      {
        title: '角色',
        dataIndex: 'role',
        width: 140,
        render: (role, row) =>
          row.id === selfId ? (
            ROLE_NAMES[role]
          ) : (
            <Select
              aria-label={`${row.name}的角色`}
              size="small"
              style={{ width: 110 }}
              value={role}
              options={roleOptionsFor(role)}
              onChange={(next: OperatorRole) => {
                if (next !== role) setPending({ row, role: next });
              }}
            />
          ),
        exportValue: (role) => ROLE_NAMES[role],
      },
      {
        title: '状态',
        dataIndex: 'status',
        width: 90,
        render: (status) => <Tag color={status === 'active' ? 'green' : 'default'}>{OPERATOR_STATUS_NAMES[status]}</Tag>,
        exportValue: (status) => OPERATOR_STATUS_NAMES[status],
      },
      {
        title: '动态验证码',
        dataIndex: 'totp_enrolled',
        width: 110,
        render: (enrolled) => (enrolled ? <Tag color="blue">已绑定</Tag> : <Tag>未绑定</Tag>),
        exportValue: (enrolled) => (enrolled ? '已绑定' : '未绑定'),
      },
      {
        title: '最近登录',
        dataIndex: 'last_login_at',
        width: 170,
        render: (at) => at ?? '从未登录',
        exportValue: (at) => at ?? '',
      },
      { title: '创建时间', dataIndex: 'created_at', width: 170 },
      {
        title: '操作',
        key: 'actions',
        width: 220,
        render: (_, row) =>
          row.id === selfId ? null : (
            <Space size={4}>
              {row.status === 'active' ? (
                <Popconfirm
                  title={`确认停用 ${row.name}？`}
                  description="停用后该操作员立即退出登录，且不能再登录，直到重新启用。"
                  okText="确认停用"
                  cancelText="取消"
                  onConfirm={() => runWrite(() => setStatus({ id: row.id, action: 'disable' }).unwrap(), `${row.name} 已停用`, '停用失败，请稍后再试')}
                >
                  <Button size="small" danger>
                    停用
                  </Button>
                </Popconfirm>
              ) : (
                <Popconfirm
                  title={`确认启用 ${row.name}？`}
                  description="启用后该操作员可以重新登录。"
                  okText="确认启用"
                  cancelText="取消"
                  onConfirm={() => runWrite(() => setStatus({ id: row.id, action: 'enable' }).unwrap(), `${row.name} 已启用`, '启用失败，请稍后再试')}
                >
                  <Button size="small">启用</Button>
                </Popconfirm>
              )}
              {row.totp_enrolled ? (
                <Popconfirm
                  title={`确认重置 ${row.name} 的动态验证码？`}
                  description="将清除其身份验证器绑定并结束其登录会话，下次登录时需重新扫码绑定。"
                  okText="确认重置"
                  cancelText="取消"
                  onConfirm={() => runWrite(() => resetTotp(row.id).unwrap(), `${row.name} 的动态验证码已重置，下次登录时重新绑定`, '重置失败，请稍后再试')}
                >
                  <Button size="small">重置动态验证码</Button>
                </Popconfirm>
              ) : null}
            </Space>
          ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the mutations' triggers are stable
    [selfId],
  );

  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title="新的操作员只能在服务器上用命令创建（会输出一次性密码，首次登录须修改）："
        description={
          <Typography.Text code copyable>
            {OPERATOR_CREATE_COMMAND}
          </Typography.Text>
        }
      />
      <ListFilters
        list={list}
        filters={[
          { kind: 'choice', key: 'role', label: '角色', all: '全部角色', width: 140, options: ROLE_FILTER_OPTIONS },
          { kind: 'choice', key: 'status', label: '状态', all: '全部状态', width: 120, options: STATUS_FILTER_OPTIONS },
        ]}
      />
      <ListTable label="操作员列表" columns={columns} rowKey="id" result={result} emptyText={filtered ? '没有符合条件的操作员' : '暂无操作员'} exportAs={{ fileName: '操作员' }} />
      <Modal
        title="修改角色"
        open={pending !== null}
        okText="确认修改"
        cancelText="取消"
        confirmLoading={changingRole.isLoading}
        onOk={() => void confirmRole()}
        onCancel={() => setPending(null)}
        destroyOnHidden
      >
        {pending ? (
          <p>
            将 {pending.row.name} 的角色由「{ROLE_NAMES[pending.row.role]}
            」改为「{ROLE_NAMES[pending.role]}」？
            {needsTotp(pending.role) && !needsTotp(pending.row.role) ? '该角色需要动态验证码：其当前登录将结束，下次登录时绑定身份验证器。' : '其下一次操作即按新角色的权限。'}
          </p>
        ) : null}
      </Modal>
    </>
  );
}
