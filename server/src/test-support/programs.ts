import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

/**
 * Outside programs run by a test (the help articles' examples in other languages): run one to its end, or
 * start one that serves and wait until it says it is ready. Output is read as UTF-8.
 */
export interface ProgramRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Whether a command is on this machine (`command -v`). */
export function hasCommand(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** Runs `command args` in `cwd` with `env` added to this process's environment; killed after `timeoutMs`. */
export function runProgram(command: string, args: string[], options: { cwd: string; env: Record<string, string>; timeoutMs?: number }): Promise<ProgramRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, LC_ALL: 'C.UTF-8', ...options.env } });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 30_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: Buffer.concat(stdout).toString('utf8'), stderr: Buffer.concat(stderr).toString('utf8') });
    });
  });
}

export interface ServingProgram {
  /** everything it printed so far */
  output(): string;
  /** waits (up to `timeoutMs`) until its output matches */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
  /** Sends it a signal (SIGTERM to see it stop gracefully, SIGKILL to see it die). */
  signal(signal: NodeJS.Signals): void;
  /** Its exit code once it has exited (null when a signal ended it). */
  exited: Promise<number | null>;
}

/** Starts a program that keeps running (a server) and resolves once its output matches `ready`. */
export async function startProgram(command: string, args: string[], options: { cwd: string; env: Record<string, string>; ready: RegExp; timeoutMs?: number }): Promise<ServingProgram> {
  const child: ChildProcess = spawn(command, args, { cwd: options.cwd, env: { ...process.env, LC_ALL: 'C.UTF-8', ...options.env } });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const program: ServingProgram = {
    output: () => output,
    signal: (signal) => void child.kill(signal),
    exited,
    async waitFor(pattern, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(output)) {
        if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${command} ${args.join(' ')}: no ${pattern} in its output:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
  try {
    await program.waitFor(options.ready, options.timeoutMs);
  } catch (error) {
    await program.stop();
    throw error;
  }
  return program;
}
