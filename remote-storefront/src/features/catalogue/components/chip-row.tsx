import styled from 'styled-components';
import { Tag } from 'shared-contracts/ui';
import { Row } from './filter-row';

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 4px;
`;

/** A filter row of checkable chips, 全部 first. */
export function ChipRow({ label, options, value, onChange }: { label: string; options: { value: string; label: string }[]; value: string; onChange: (v: string) => void }) {
  return (
    <Row role="group" aria-label={label}>
      <strong>{label}：</strong>
      <Chips>
        {[{ value: '', label: '全部' }, ...options].map((o) => (
          <Tag.CheckableTag key={o.value || 'all'} checked={value === o.value} onChange={() => onChange(o.value)}>
            {o.label}
          </Tag.CheckableTag>
        ))}
      </Chips>
    </Row>
  );
}
