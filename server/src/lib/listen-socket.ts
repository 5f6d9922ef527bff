import { lstatSync, rmSync } from 'node:fs';
import { connect, type Server, type Socket } from 'node:net';

/**
 * Readies a Unix socket's path for this process to listen on (LISTEN_SOCKET): a socket file left by a
 * process that died without closing it (SIGKILL) is removed; one a live process still listens on, or a
 * file that is not a socket, is refused.
 */
export async function claimSocketPath(file: string): Promise<void> {
  let socketFile: boolean;
  try {
    socketFile = lstatSync(file).isSocket();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (!socketFile) throw new Error(`${file} 已存在且不是套接字`);
  const refused = await new Promise<boolean>((resolve, reject) => {
    const probe = connect(file);
    probe.once('connect', () => {
      probe.destroy();
      resolve(false);
    });
    probe.once('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNREFUSED' ? resolve(true) : reject(error)));
  });
  if (!refused) throw new Error(`已有进程在 ${file} 上监听`);
  rmSync(file, { force: true });
}

/**
 * At a stop signal: the path goes at once, so no new connection can reach this process (a proxy's connect
 * fails before it sends anything, and it tries another process), while connections already open are served
 * until the listener closes. Closing a TCP listener instead resets the connections the kernel had accepted
 * and the process had not yet taken: a request sent on one was lost.
 */
export function releaseSocketPath(file: string): void {
  rmSync(file, { force: true });
}

/**
 * A connection on the Unix socket comes from this machine, and has no address of its own: it is given
 * 127.0.0.1, as a TCP connection from this machine has. The proxy's X-Forwarded-For (TRUST_PROXY, required
 * with LISTEN_SOCKET) then names the client as on TCP, and a probe or scraper on this machine that asks the
 * socket directly is a local one (health details, /metrics) instead of a request without a client address.
 */
export function unixClientsAreLocal(server: Server): void {
  server.on('connection', (socket: Socket) => {
    if (socket.remoteAddress !== undefined) return;
    Object.defineProperties(socket, { remoteAddress: { value: '127.0.0.1' }, remoteFamily: { value: 'IPv4' } });
  });
}
