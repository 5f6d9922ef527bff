import { PLATFORMS } from 'shared-contracts';
import { Button, Modal } from 'shared-contracts/ui';
import styled from 'styled-components';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 12px;
  margin-top: 16px;
  .ant-btn {
    height: 48px;
  }
`;

interface PlatformPickerProps {
  open: boolean;
  onPick: (platform: number) => void;
  onCancel: () => void;
}

/** 添加店铺: which platform the shop is on (the 9 of PLATFORMS). */
export function PlatformPicker({ open, onPick, onCancel }: PlatformPickerProps) {
  return (
    <Modal open={open} title="选择店铺所在平台" footer={null} onCancel={onCancel} destroyOnHidden>
      <Grid role="group" aria-label="平台">
        {PLATFORMS.map((p) => (
          <Button key={p.id} onClick={() => onPick(p.id)}>
            {p.name}
          </Button>
        ))}
      </Grid>
    </Modal>
  );
}
