import { Component, type ErrorInfo, type ReactNode } from 'react';
import { REMOTE_LABELS, type RemoteName } from 'shared-contracts';
import { Button } from 'shared-contracts/ui';
import { LazyResult as Result } from './lazy-result';

interface Props {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
  /** Rendered instead of the 重试 panel (e.g. for a dialog, which has no area of its own). */
  fallback?: ReactNode;
}

/** Rendering layer: a remote that fails to load or throws while rendering is contained here. */
export class RemoteErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[remote] ${this.props.remote} failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return (
      <Result
        status="warning"
        data-testid="remote-fallback"
        title={`「${REMOTE_LABELS[this.props.remote]}」模块暂时无法加载`}
        subTitle="可能是网络波动或该模块正在更新，请稍后重试。网站其他功能不受影响。"
        extra={
          <Button type="primary" onClick={this.props.onRetry}>
            重试
          </Button>
        }
      />
    );
  }
}
