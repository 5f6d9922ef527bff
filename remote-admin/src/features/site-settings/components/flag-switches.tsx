import { SITE_FLAG_LABELS, SITE_FLAGS } from 'shared-contracts/admin';
import { Form, Switch } from 'shared-contracts/ui/more';

/** The site's flags as switches with their Chinese labels (文章开关, the goods filters of the selection dialog). */
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
