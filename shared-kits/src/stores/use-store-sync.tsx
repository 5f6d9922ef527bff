import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Messages, StoreMessages, STORE_SYNC_POLL_MS } from 'shared-contracts';
import { api, isApiError, useAppDispatch } from 'shared-contracts/app';
import { Button, Modal, showNotice } from 'shared-contracts/ui';
import { Progress } from 'shared-contracts/ui/more';
import { useLazySyncStatusQuery, useSyncStartMutation } from './api';
import { SYNC_TIME_FORMAT } from './china-now';
import { nextSyncProgress } from './sync-progress';
import { SyncRangeDialog, type SyncRange } from './sync-range-dialog';

/** How long 同步完成 stays before the dialog closes and the lists reload (SPEC §4: after 2 s). */
export const SYNC_RELOAD_DELAY_MS = 2000;
/** Polls that failed on the way (network, timeout) in a row before the sync is given up as failed. */
const TRANSPORT_FAILURES_ALLOWED = 3;

type Phase = { step: 'idle' } | { step: 'range'; storeId: number; shopName?: string } | { step: 'progress'; storeId: number; shopName?: string; percent: number; done: boolean };

export interface StoreSyncOptions {
  /** After a finished sync, when the lists reload ('Shop' tags are invalidated then anyway). */
  onSynced?: (storeId: number) => void;
}

export interface StoreSync {
  /** 同步订单 for a shop: no shop → 请选择店铺; else the range dialog, then the progress dialog. */
  start: (storeId: number | null | undefined, shopName?: string) => void;
  /** A sync of this hook is being chosen or running. */
  busy: boolean;
  /** The dialogs: render it once, anywhere in the component using the hook. */
  dialogs: ReactNode;
}

const failMessage = (error: unknown) => (isApiError(error) && error.msg) || StoreMessages.syncFailed;

/**
 * SPEC §4 store sync: a time range (default the last 7 days to now), the job started, then its status
 * polled every STORE_SYNC_POLL_MS; the shown progress rises STORE_SYNC_STEP per poll up to
 * STORE_SYNC_CAP until the server says 100 → 同步完成, and after 2 s the dialog closes and every 'Shop'
 * list reloads. A failure (a non-zero envelope) closes the progress dialog and shows the server's msg.
 */
export function useStoreSync({ onSynced }: StoreSyncOptions = {}): StoreSync {
  const dispatch = useAppDispatch();
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [syncStart, { isLoading: starting }] = useSyncStartMutation();
  const [pollStatus] = useLazySyncStatusQuery();
  const run = useRef(0);
  const onSyncedRef = useRef(onSynced);
  onSyncedRef.current = onSynced;

  // a new run (or unmounting) ends the previous poll loop
  useEffect(() => () => void (run.current += 1), []);

  const finish = useCallback(
    (storeId: number) => {
      dispatch(api.util.invalidateTags(['Shop']));
      onSyncedRef.current?.(storeId);
    },
    [dispatch],
  );

  const poll = useCallback(
    async (storeId: number, shopName: string | undefined) => {
      const id = (run.current += 1);
      const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
      let percent = 0;
      let transportFailures = 0;
      setPhase({ step: 'progress', storeId, shopName, percent, done: false });
      for (;;) {
        await wait(STORE_SYNC_POLL_MS);
        if (run.current !== id) return;
        let value: number;
        try {
          value = (await pollStatus(storeId).unwrap()).value;
          transportFailures = 0;
        } catch (error) {
          if (run.current !== id) return;
          if (isApiError(error) && error.status !== 'BUSINESS' && ++transportFailures < TRANSPORT_FAILURES_ALLOWED) continue;
          setPhase({ step: 'idle' });
          const text = isApiError(error) && error.status !== 'BUSINESS' ? error.msg || Messages.networkError : failMessage(error);
          showNotice({ level: 'error', text });
          return;
        }
        if (run.current !== id) return;
        percent = nextSyncProgress(percent, value);
        if (percent >= 100) {
          setPhase({ step: 'progress', storeId, shopName, percent: 100, done: true });
          showNotice({ level: 'success', text: StoreMessages.syncDone });
          await wait(SYNC_RELOAD_DELAY_MS);
          if (run.current !== id) return;
          setPhase({ step: 'idle' });
          finish(storeId);
          return;
        }
        setPhase({ step: 'progress', storeId, shopName, percent, done: false });
      }
    },
    [pollStatus, finish],
  );

  const start = useCallback((storeId: number | null | undefined, shopName?: string) => {
    if (!storeId) {
      showNotice({ level: 'warning', text: StoreMessages.selectShop });
      return;
    }
    setPhase({ step: 'range', storeId, shopName });
  }, []);

  const submitRange = async ([from, to]: SyncRange) => {
    if (phase.step !== 'range') return;
    const { storeId, shopName } = phase;
    try {
      await syncStart({ store_id: storeId, start_time: from.format(SYNC_TIME_FORMAT), end_time: to.format(SYNC_TIME_FORMAT) }).unwrap();
    } catch (error) {
      // transport failures were announced by the base query; the range dialog stays as it was
      if (!isApiError(error) || error.status === 'BUSINESS') showNotice({ level: 'error', text: failMessage(error) });
      return;
    }
    void poll(storeId, shopName);
  };

  /** Closing the progress dialog stops following the job (it goes on on the server); the lists reload. */
  const closeProgress = () => {
    if (phase.step !== 'progress') return;
    run.current += 1;
    setPhase({ step: 'idle' });
    finish(phase.storeId);
  };

  const dialogs = (
    <>
      <SyncRangeDialog
        open={phase.step === 'range'}
        shopName={phase.step === 'range' ? phase.shopName : undefined}
        starting={starting}
        onCancel={() => setPhase({ step: 'idle' })}
        onSubmit={(range) => void submitRange(range)}
      />
      <Modal
        open={phase.step === 'progress'}
        title={phase.step === 'progress' && phase.shopName ? `同步订单：${phase.shopName}` : '同步订单'}
        mask={{ closable: false }}
        onCancel={closeProgress}
        footer={
          phase.step === 'progress' && !phase.done ? (
            <Button onClick={closeProgress}>后台同步</Button>
          ) : null
        }
        destroyOnHidden
      >
        {phase.step === 'progress' ? (
          <div role="status" aria-live="polite" style={{ padding: '16px 0', textAlign: 'center' }}>
            <Progress
              percent={phase.percent}
              status={phase.done ? 'success' : 'active'}
              aria-label="同步进度"
            />
            <p style={{ marginTop: 12, marginBottom: 0 }}>{phase.done ? StoreMessages.syncDone : '正在同步店铺订单，请稍候…'}</p>
          </div>
        ) : null}
      </Modal>
    </>
  );

  return { start, busy: phase.step !== 'idle', dialogs };
}
