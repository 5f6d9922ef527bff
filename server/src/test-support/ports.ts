import { createServer } from 'node:net';

/**
 * A TCP port free on 127.0.0.1 at the moment of asking (the system picks it), for a server the caller
 * starts next — the browser tests' site, the benches' servers. Another process may take it in between:
 * a caller that starts a server on it should try again with another port when that one fails with
 * EADDRINUSE (e2e's startSite does).
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
