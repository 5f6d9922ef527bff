import { REMOTE_LABELS, type RemoteName } from 'shared-contracts';
import { LazyResult as Result } from './lazy-result';

/**
 * What a remote's area shows when the remote was built against a contract this host cannot serve (see
 * contractProblem): a plain statement, no 重试 — retrying cannot help until one side is redeployed.
 */
export function RemoteIncompatible({ remote, message }: { remote: RemoteName; message: string }) {
  return (
    <Result
      status="info"
      data-testid="remote-incompatible"
      title={message}
      subTitle={`「${REMOTE_LABELS[remote]}」模块与当前主站版本不匹配。网站其他功能不受影响。`}
    />
  );
}
