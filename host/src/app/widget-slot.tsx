import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import type { RemoteName } from 'shared-contracts';
import { notify, useAppDispatch, useSiteConfig } from 'shared-contracts/app';
import { contractProblem } from './contract-check';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { ReturnFocus } from './return-focus';
import { loadRemoteWidget } from './remotes';

interface WidgetProps {
  onClose: () => void;
}

/**
 * A place in the shell for a remote's cross-remote widget (remote-purchase's 商品购买 dialog, remote-usercenter's
 * 在线充值 dialog …): any remote asks for it through a shared-contracts action, the host mounts it. A Host
 * that does not mount the remote says 本站暂未开放在线<feature>; a remote built for a newer host says
 * <feature>功能暂不可用：…; a load failure says <feature>模块暂时无法加载 and is not cached — the next
 * opening tries again.
 */
export function createWidgetSlot<Module, Props extends WidgetProps>(options: {
  remote: RemoteName;
  expose: string;
  /** What the widget is, in the messages: 购买, 充值 … */
  feature: string;
  pick: (mod: Module) => ComponentType<Props>;
}) {
  const { remote, expose, feature } = options;

  const lazyWidget = () =>
    lazy(async (): Promise<{ default: ComponentType<Props> }> => {
      const mod = await loadRemoteWidget<Module>(remote, expose);
      const problem = contractProblem(remote, expose, mod);
      if (problem) return { default: ({ onClose }: Props) => <Incompatible message={`${feature}功能暂不可用：${problem}`} onClose={onClose} /> };
      return { default: options.pick(mod) };
    });
  let Widget = lazyWidget();

  function FailedToLoad({ onFailure }: { onFailure: () => void }) {
    const dispatch = useAppDispatch();
    useEffect(() => {
      Widget = lazyWidget();
      dispatch(notify({ level: 'error', text: `${feature}模块暂时无法加载，请稍后重试` }));
      onFailure();
    }, [dispatch, onFailure]);
    return null;
  }

  /** `instance` remounts the widget (another goods, another preset amount); `props` are the widget's own. */
  return function WidgetSlot({ open, instance, props, onClose }: { open: boolean; instance: string | number; props: Omit<Props, 'onClose'>; onClose: () => void }) {
    const dispatch = useAppDispatch();
    const mounted = Boolean(useSiteConfig().remotes[remote]);

    useEffect(() => {
      if (open && !mounted) {
        dispatch(notify({ level: 'warning', text: `本站暂未开放在线${feature}` }));
        onClose();
      }
    }, [open, mounted, dispatch, onClose]);

    if (!open || !mounted) return null;
    const widgetProps = { ...props, onClose } as Props;
    return (
      <>
        <RemoteErrorBoundary key={instance} remote={remote} onRetry={onClose} fallback={<FailedToLoad onFailure={onClose} />}>
          <Suspense fallback={null}>
            <Widget {...widgetProps} />
          </Suspense>
        </RemoteErrorBoundary>
        {/* after the widget: its cleanup runs once the dialog's focus lock is gone */}
        <ReturnFocus key={`focus-${instance}`} />
      </>
    );
  };
}

/** The remote was built against a contract this host cannot serve: say so instead of the widget. */
function Incompatible({ message, onClose }: { message: string; onClose: () => void }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(notify({ level: 'warning', text: message }));
    onClose();
  }, [dispatch, message, onClose]);
  return null;
}
