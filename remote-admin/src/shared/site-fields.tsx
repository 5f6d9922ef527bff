import { SITE_FLAG_LABELS, SITE_FLAGS, type SiteFlag, type SiteFlags } from 'shared-contracts/admin';
import type { SiteBrand, SiteContact } from 'shared-contracts';
import { Button, Space } from 'shared-contracts/ui';
import { Form, Input, Switch } from 'shared-contracts/ui/more';

/** The flags as the form holds them: every one on or off (an absent goods filter is shown: on). */
export type FlagValues = Record<SiteFlag, boolean>;

export const flagValuesOf = (flags: SiteFlags): FlagValues =>
  Object.fromEntries(SITE_FLAGS.map((flag) => [flag, flag === 'article_switch' ? flags.article_switch : flags[flag] !== false])) as FlagValues;

/** What is sent of a contacts list: trimmed. */
export const trimmedContacts = (contacts: SiteContact[] | undefined): SiteContact[] =>
  (contacts ?? []).map((contact) => ({ type: contact.type.trim(), name: contact.name.trim(), value: contact.value.trim() }));

/** A site's brand as a form holds it (主站设置, a 分站's drawer, 站点设置): its flags every one on or off. */
export type BrandValues = Omit<SiteBrand, 'flags'> & { flags: FlagValues };

export const brandValuesOf = (site: SiteBrand): BrandValues => ({
  site_name: site.site_name,
  logo: site.logo,
  contacts: site.contacts,
  hotline: site.hotline,
  qrcode: site.qrcode,
  footer: site.footer,
  flags: flagValuesOf(site.flags),
});

const trimmed = (text: string | undefined) => (text ?? '').trim();

/** The form's brand as it is sent: texts trimmed (on a 分站 an empty one means the main site's). */
export const brandBodyOf = (values: BrandValues): SiteBrand => ({
  site_name: trimmed(values.site_name),
  logo: values.logo ?? '',
  contacts: trimmedContacts(values.contacts),
  hotline: trimmed(values.hotline),
  qrcode: trimmed(values.qrcode),
  footer: { copyright: trimmed(values.footer?.copyright), icp: trimmed(values.footer?.icp) },
  flags: values.flags,
});

/**
 * 联系方式 as an editable list (type such as QQ or 微信, name, number), shown in the shop's service panel:
 * 添加联系方式, 删除 per row. At most 10, as the server takes. The sites form and 站点设置 use it.
 */
export function ContactsField({ extra }: { extra?: string }) {
  return (
    <Form.Item label="联系方式" extra={extra}>
      <Form.List name="contacts">
        {(fields, { add, remove }) => (
          <div role="group" aria-label="联系方式">
            {fields.map((field, index) => (
              <Space key={field.key} align="start" wrap style={{ display: 'flex' }}>
                <Form.Item name={[field.name, 'type']} rules={[{ required: true, whitespace: true, message: '请填写联系方式类型（如 QQ、微信）' }]}>
                  <Input placeholder="类型，如 QQ、微信" maxLength={16} aria-label={`联系方式 ${index + 1} 类型`} style={{ width: 140 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'name']} rules={[{ required: true, whitespace: true, message: '请填写联系方式名称' }]}>
                  <Input placeholder="名称，如 在线客服" maxLength={32} aria-label={`联系方式 ${index + 1} 名称`} style={{ width: 160 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'value']} rules={[{ required: true, whitespace: true, message: '请填写联系方式号码' }]}>
                  <Input placeholder="号码或账号" maxLength={128} aria-label={`联系方式 ${index + 1} 号码`} style={{ width: 200 }} />
                </Form.Item>
                <Button danger onClick={() => remove(field.name)} aria-label={`删除联系方式 ${index + 1}`}>
                  删除
                </Button>
              </Space>
            ))}
            {fields.length < 10 ? (
              <Button type="dashed" onClick={() => add({ type: '', name: '', value: '' })}>
                添加联系方式
              </Button>
            ) : null}
          </div>
        )}
      </Form.List>
    </Form.Item>
  );
}

/** The flags as switches with their Chinese labels (文章开关, the goods filters of the selection dialog). */
export function FlagSwitches() {
  return (
    <>
      {SITE_FLAGS.map((flag) => (
        <Form.Item key={flag} label={SITE_FLAG_LABELS[flag]} name={['flags', flag]} valuePropName="checked">
          <Switch checkedChildren="开" unCheckedChildren="关" aria-label={SITE_FLAG_LABELS[flag]} />
        </Form.Item>
      ))}
    </>
  );
}
