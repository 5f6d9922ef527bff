import { useEffect } from 'react';
import {
  REMOTE_LABELS,
  SUBSTATION_JOIN_ROUTE,
  SUBSTATION_REMOTES,
  SUBSTATION_REQUIRED_REMOTE,
  type AdminMainSite,
  type AdminSubstation,
  type AdminSubstationBody,
  type SubstationRemote,
} from 'shared-contracts/admin';
import { siteDomain } from 'shared-contracts/admin/rules';
import { Checkbox, Divider, Form, Input, Switch } from 'shared-contracts/ui/more';
import { editedRow, FormDrawer, useRefusableSubmit, type FormTarget } from '../../../shared/form-drawer';
import { ImageField } from '../../../shared/image-field';
import { useAdminCreateSubstationMutation, useAdminUpdateSubstationMutation } from '../api/sites-api';
import { brandBodyOf, brandValuesOf, ContactsField, FlagSwitches, flagValuesOf, type BrandValues } from '../../../shared/site-fields';

interface SubstationValues extends BrandValues {
  /** one per line (commas and spaces also separate) */
  domains: string;
  hide_join: boolean;
  remotes: SubstationRemote[];
}

const splitDomains = (text: string | undefined) => (text ?? '').split(/[\s,，、]+/).filter(Boolean);

/** Why the typed domains cannot be sent (the server's rules: shared-contracts siteDomain), or ''. */
function domainsProblem(text: string | undefined): string {
  const domains = splitDomains(text);
  if (!domains.length) return '请至少填写一个域名';
  const seen = new Set<string>();
  for (const raw of domains) {
    const parsed = siteDomain.safeParse(raw);
    if (!parsed.success) return parsed.error.issues[0]?.message ?? `域名 ${raw} 不正确`;
    if (seen.has(parsed.data)) return `域名 ${parsed.data} 重复填写`;
    seen.add(parsed.data);
  }
  return domains.length > 20 ? '域名最多 20 个' : '';
}

const remoteOptions = (main: AdminMainSite) =>
  SUBSTATION_REMOTES.map((name) => ({
    value: name,
    label: REMOTE_LABELS[name] + (name === SUBSTATION_REQUIRED_REMOTE ? '（必选，首页在其中）' : ''),
    disabled: !main.remotes.includes(name),
  }));

function initialValues(target: AdminSubstation | 'new', main: AdminMainSite): SubstationValues {
  if (target === 'new') {
    return {
      site_name: '',
      domains: '',
      logo: '',
      contacts: [],
      hotline: '',
      qrcode: '',
      footer: { copyright: '', icp: '' },
      flags: flagValuesOf(main.flags),
      hide_join: true,
      remotes: SUBSTATION_REMOTES.filter((name) => main.remotes.includes(name)),
    };
  }
  return {
    ...brandValuesOf(target),
    domains: target.domains.join('\n'),
    hide_join: target.hidden_routes.includes(SUBSTATION_JOIN_ROUTE),
    remotes: target.remotes,
  };
}

interface Props {
  /** null: closed; 'new': 新建分站; a sub-station: 编辑 */
  target: FormTarget<AdminSubstation>;
  main: AdminMainSite;
  onClose: () => void;
}

/**
 * 新建分站 / 编辑分站 in a drawer: domains (one per line; none may be another site's), name, logo,
 * contacts, hotline, QR code, footer (empty: the main site's), flags, 分站加盟 hidden or not, and the
 * remotes it mounts (the shop at least; the console is not among them: every site mounts it, a 分站's for its owner). A refusal is said above the form, which
 * keeps what was typed.
 */
export function SubstationFormDrawer({ target, main, onClose }: Props) {
  const [form] = Form.useForm<SubstationValues>();
  const { refusal, reset, submit } = useRefusableSubmit(form, onClose);
  const [create, creating] = useAdminCreateSubstationMutation();
  const [update, updating] = useAdminUpdateSubstationMutation();
  const editing = editedRow(target);

  useEffect(() => {
    if (target === null) return;
    reset(initialValues(target, main));
    // the main site's data refreshing in the background must not reset what is being typed
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, reset]);

  const save = (values: SubstationValues) => {
    const otherHidden = (editing?.hidden_routes ?? []).filter((name) => name !== SUBSTATION_JOIN_ROUTE);
    const body: AdminSubstationBody = {
      ...brandBodyOf(values),
      domains: splitDomains(values.domains).map((domain) => domain.toLowerCase()),
      hidden_routes: values.hide_join ? [...otherHidden, SUBSTATION_JOIN_ROUTE] : otherHidden,
      remotes: SUBSTATION_REMOTES.filter((name) => values.remotes?.includes(name)),
    };
    return submit(() => (editing ? update({ id: editing.id, body }).unwrap() : create(body).unwrap()), `${editing ? '分站已保存' : '分站已创建'}，打开其域名即可看到`);
  };

  const inherit = '留空则沿用主站的';
  return (
    <FormDrawer
      title={editing ? `编辑分站 · ${editing.site_name}` : '新建分站'}
      open={target !== null}
      onClose={onClose}
      onSave={() => form.submit()}
      saving={creating.isLoading || updating.isLoading}
      refusal={refusal}
      size={640}
      forceRender
    >
      <Form<SubstationValues> form={form} layout="vertical" name="substation" initialValues={initialValues('new', main)} onFinish={(values) => void save(values)}>
        <Form.Item
          label="分站名称"
          name="site_name"
          rules={[
            { required: true, whitespace: true, message: '请填写分站名称' },
            { max: 64, message: '分站名称不能超过 64 个字' },
          ]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          label="域名"
          name="domains"
          extra="每行一个，只填主机名（如 hz.gift.example.com），不带 http:// 和端口；不能是其他站点已用的域名。"
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const problem = domainsProblem(value);
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item
          label="挂载的模块"
          name="remotes"
          extra="运营后台每个站点都有（分站的后台供站长使用），不在此选择。"
          rules={[
            {
              validator: async (_rule, value: SubstationRemote[] | undefined) => {
                if (!value?.includes(SUBSTATION_REQUIRED_REMOTE)) throw new Error(`分站至少要挂载${REMOTE_LABELS[SUBSTATION_REQUIRED_REMOTE]}（首页在其中）`);
              },
            },
          ]}
        >
          <Checkbox.Group options={remoteOptions(main)} />
        </Form.Item>
        <Form.Item label="隐藏分站加盟页" name="hide_join" valuePropName="checked">
          <Switch checkedChildren="隐藏" unCheckedChildren="显示" aria-label="隐藏分站加盟页" />
        </Form.Item>
        <Divider titlePlacement="start">显示内容（{inherit}）</Divider>
        <Form.Item label="Logo" name="logo" extra={`${inherit} Logo。`}>
          <ImageField purpose="logo" aria-label="Logo" />
        </Form.Item>
        <ContactsField extra={`不添加则沿用主站的联系方式。`} />
        <Form.Item label="客服热线" name="hotline" rules={[{ max: 32, message: '客服热线不能超过 32 个字' }]}>
          <Input maxLength={32} placeholder={main.hotline} />
        </Form.Item>
        <Form.Item label="客服二维码内容" name="qrcode" rules={[{ max: 255, message: '客服二维码内容不能超过 255 个字' }]}>
          <Input maxLength={255} placeholder={main.qrcode} />
        </Form.Item>
        <Form.Item label="页脚版权信息" name={['footer', 'copyright']} rules={[{ max: 128, message: '版权信息不能超过 128 个字' }]}>
          <Input maxLength={128} placeholder={main.footer.copyright} />
        </Form.Item>
        <Form.Item label="备案号" name={['footer', 'icp']} rules={[{ max: 64, message: '备案号不能超过 64 个字' }]}>
          <Input maxLength={64} placeholder={main.footer.icp} />
        </Form.Item>
        <Divider titlePlacement="start">开关</Divider>
        <FlagSwitches />
      </Form>
    </FormDrawer>
  );
}
