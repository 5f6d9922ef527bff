import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { Form, Input } from 'shared-contracts/ui/more';
import { useFormFollowsData } from './form-follows-data';

interface Rules {
  min: string;
}
const valuesOf = (rules: Rules) => ({ min: rules.min });

/** A settings form as the console's are: mounted once its record is loaded, with the record's values as initialValues. */
function SettingsForm({ rules, typeOnMount }: { rules: Rules; typeOnMount?: string }) {
  const [form] = Form.useForm<Rules>();
  useFormFollowsData(form, rules, valuesOf);
  // a hand (or a browser test) that types after the form's first paint and before its effects ran
  useLayoutEffect(() => {
    if (typeOnMount !== undefined) form.setFieldsValue({ min: typeOnMount });
  }, [form, typeOnMount]);
  return (
    <Form form={form} initialValues={valuesOf(rules)}>
      <Form.Item name="min" label="最低提现金额">
        <Input />
      </Form.Item>
    </Form>
  );
}

const field = () => screen.getByLabelText('最低提现金额');

describe('useFormFollowsData', () => {
  it('leaves what was typed before the first effects alone: the form mounted with these values already', () => {
    render(<SettingsForm rules={{ min: '10.00' }} typeOnMount="0.5" />);
    expect(field()).toHaveValue('0.5');
  });

  it('shows the new values when the record changes after the mount (the refetch after a save)', () => {
    const { rerender } = render(<SettingsForm rules={{ min: '10.00' }} />);
    expect(field()).toHaveValue('10.00');
    rerender(<SettingsForm rules={{ min: '0.50' }} />);
    expect(field()).toHaveValue('0.50');
  });
});
