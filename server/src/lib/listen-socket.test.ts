import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { tempDir } from '../test-support/harness';
import { claimSocketPath, releaseSocketPath } from './listen-socket';

function listen(file: string, server: Server = createServer()): Promise<Server> {
  return new Promise((resolve) => server.listen(file, () => resolve(server)));
}

describe('the Unix socket a process listens on', () => {
  it('takes over the path a killed process left behind', async () => {
    const file = path.join(tempDir('socket-'), 'api.sock');
    // a process that listens, then dies without closing: its socket file stays
    const child = spawn(process.execPath, ['-e', `require('node:net').createServer().listen(${JSON.stringify(file)}, () => console.log('up'))`]);
    await new Promise((resolve) => child.stdout.once('data', resolve));
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(existsSync(file)).toBe(true);

    await claimSocketPath(file);
    const server = await listen(file);
    server.close();
  });

  it('refuses a path a live process listens on, or a file that is not a socket', async () => {
    const dir = tempDir('socket-');
    const file = path.join(dir, 'api.sock');
    const server = await listen(file);
    await expect(claimSocketPath(file)).rejects.toThrow(`已有进程在 ${file} 上监听`);
    server.close();
    const plain = path.join(dir, 'notes.txt');
    writeFileSync(plain, 'x');
    await expect(claimSocketPath(plain)).rejects.toThrow('已存在且不是套接字');
    await expect(claimSocketPath(path.join(dir, 'absent.sock'))).resolves.toBeUndefined();
  });

  it('once released, takes no new connection while one already open is still served', async () => {
    const file = path.join(tempDir('socket-'), 'api.sock');
    const server = await listen(file, createServer((socket) => socket.on('data', (data) => socket.write(data))));
    const open = await new Promise<Socket>((resolve) => {
      const socket = connect(file, () => resolve(socket));
    });

    releaseSocketPath(file);
    const refused = await new Promise<string>((resolve) => connect(file).once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? '')));
    expect(refused).toBe('ENOENT');
    const echoed = new Promise<string>((resolve) => open.once('data', (data) => resolve(data.toString())));
    open.write('still here');
    expect(await echoed).toBe('still here');
    open.destroy();
    server.close();
  });
});
