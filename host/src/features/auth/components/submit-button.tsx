import type { ReactNode } from 'react';
import { Button } from 'shared-contracts/ui';
import { Form } from 'shared-contracts/ui/more';

/** The dialog's full-width primary submit button. */
export function SubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={loading}>
        {children}
      </Button>
    </Form.Item>
  );
}
