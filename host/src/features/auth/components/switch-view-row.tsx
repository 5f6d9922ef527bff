import { Button } from 'shared-contracts/ui';
import { FooterRow } from './auth-styles';

/** Under a form of the login dialog: a question and the link to the view that answers it (找回密码, 返回登录, 立即登录). */
export function SwitchViewRow({ question, label, onSwitch }: { question: string; label: string; onSwitch: () => void }) {
  return (
    <FooterRow>
      <span>{question}</span>
      <Button type="link" size="small" onClick={onSwitch}>
        {label}
      </Button>
    </FooterRow>
  );
}
