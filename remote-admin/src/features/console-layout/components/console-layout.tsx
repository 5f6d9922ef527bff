import type { OperatorInfo } from 'shared-contracts/admin';
import { ROLE_NAMES } from 'shared-contracts/admin';
import { LogoutOutlined } from 'shared-contracts/icons/more';
import { Button, Tag } from 'shared-contracts/ui';
import { ConsoleFrame } from 'shared-kits/console-frame';
import styled from 'styled-components';
import { useOperatorSignOut } from '../../operator-auth';
import { sectionsFor, type ConsoleSection } from '../../../shared/console-sections';

const Soon = styled.span`
  margin-left: 6px;
  font-size: ${({ theme }) => theme.fontSizeSM}px;
  color: ${({ theme }) => theme.colorTextQuaternary};
`;

const itemOf = (s: ConsoleSection) => ({
  key: s.key,
  disabled: !s.path,
  label: s.path ? (
    s.label
  ) : (
    <>
      {s.label}
      <Soon>即将上线</Soon>
    </>
  ),
});

/** The menu: sections in order, those of one group under its heading. */
function menuItems(sections: ConsoleSection[]) {
  const items: ({ type: 'group'; key: string; label: string; children: ReturnType<typeof itemOf>[] } | ReturnType<typeof itemOf>)[] = [];
  for (const section of sections) {
    const last = items[items.length - 1];
    if (!section.group) items.push(itemOf(section));
    else if (last && 'type' in last && last.label === section.group) last.children.push(itemOf(section));
    else items.push({ type: 'group', key: `group-${section.group}`, label: section.group, children: [itemOf(section)] });
  }
  return items;
}

/**
 * 运营后台's layout, in the consoles' frame (shared-kits/console-frame): the side menu of the sections the
 * operator's role may use (`can()` on the shared permission table), the operator's name and role, 退出.
 */
export function ConsoleLayout({ operator }: { operator: OperatorInfo }) {
  const { signOut, signingOut } = useOperatorSignOut();
  const sections = sectionsFor(operator.role);

  return (
    <ConsoleFrame
      area="运营后台"
      sections={sections}
      items={menuItems(sections)}
      account={
        <>
          <span data-testid="operator-name">{operator.name}</span>
          <Tag color="blue">{ROLE_NAMES[operator.role]}</Tag>
          <Button icon={<LogoutOutlined />} loading={signingOut} onClick={() => void signOut()}>
            退出
          </Button>
        </>
      }
    />
  );
}
