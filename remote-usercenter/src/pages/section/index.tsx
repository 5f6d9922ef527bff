import type { ComponentType } from 'react';
import { Empty } from 'shared-contracts/ui';
import { Card } from 'shared-contracts/ui/more';

/** A user-centre section with its title and an empty list until its feature lands. */
export function sectionPage(title: string): ComponentType {
  function SectionPage() {
    return (
      <Card title={title}>
        <Empty description="暂无数据" />
      </Card>
    );
  }
  SectionPage.displayName = `Section(${title})`;
  return SectionPage;
}
