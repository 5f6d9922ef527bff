import { PLATFORMS } from 'shared-contracts';
import { Button, Modal, Tooltip } from 'shared-contracts/ui';
import { PLATFORM_NOT_OPEN, PLATFORM_NOT_OPEN_TIP, useConnectedPlatforms } from 'shared-kits/stores';
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

/** 添加店铺: which platform the shop is on (the 9 of PLATFORMS); those the site is not connected to are 暂未开通. */
export function PlatformPicker({ open, onPick, onCancel }: PlatformPickerProps) {
  const connected = useConnectedPlatforms();
  return (
    <Modal open={open} title="选择店铺所在平台" footer={null} onCancel={onCancel} destroyOnHidden>
      <Grid role="group" aria-label="平台">
        {PLATFORMS.map((p) =>
          connected(p.id) ? (
            <Button key={p.id} onClick={() => onPick(p.id)}>
              {p.name}
            </Button>
          ) : (
            <Tooltip key={p.id} title={PLATFORM_NOT_OPEN_TIP}>
              {/* a disabled button gets no pointer events: the tooltip is on its box */}
              <span style={{ display: 'block' }}>
                <Button disabled style={{ width: '100%' }}>
                  {p.name}（{PLATFORM_NOT_OPEN}）
                </Button>
              </span>
            </Tooltip>
          ),
        )}
      </Grid>
    </Modal>
  );
}
