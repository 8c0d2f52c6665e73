import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import { once } from 'node:events';
import { promisify } from 'node:util';

const execFileP = promisify(execFile);

/** The OS user PostgreSQL and PgBouncer run as: both refuse root. Undefined when we are not root. */
export interface RunAs {
  uid: number;
  gid: number;
}

export async function postgresUser(): Promise<RunAs | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

/** Runs a command to its end; its output, or an error carrying it. */
export async function run(
  cmd: string,
  args: string[],
  options: { as?: RunAs; env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Promise<string> {
  try {
    const { stdout } = await execFileP(cmd, args, {
      ...options.as,
      cwd: options.cwd,
      env: options.env ?? process.env,
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const e = error as { stderr?: string; stdout?: string; message: string };
    throw new Error(`${cmd} ${args.join(' ')}: ${e.message}\n${e.stderr ?? ''}${e.stdout ?? ''}`, { cause: error });
  }
}

/**
 * A long-running process in a process group of its own (a Ctrl-C on the terminal reaches the
 * cluster command only, which stops the parts in order), its output appended to a log file.
 */
export function spawnLogged(
  cmd: string,
  args: string[],
  log: string,
  options: { env?: NodeJS.ProcessEnv; cwd?: string; as?: RunAs } = {},
): ChildProcess {
  const fd = openSync(log, 'a');
  try {
    const child = spawn(cmd, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', fd, fd],
      detached: true,
      ...options.as,
    });
    child.on('error', () => undefined);
    return child;
  } finally {
    closeSync(fd);
  }
}

export const alive = (pid: number | undefined): boolean => {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Signals a child and waits for its exit; SIGKILL after `graceMs`. */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = once(child, 'exit');
  // a paused process (pauseNode) hears nothing but SIGKILL until it runs again
  if (signal !== 'SIGKILL') child.kill('SIGCONT');
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Signals a process we did not spawn in this process (a `down` from another shell) and waits for it to go. */
export async function stopPid(pid: number, signal: NodeJS.Signals = 'SIGTERM', graceMs = 15_000): Promise<void> {
  if (!alive(pid)) return;
  if (signal !== 'SIGKILL') process.kill(pid, 'SIGCONT');
  process.kill(pid, signal);
  const deadline = Date.now() + graceMs;
  while (alive(pid) && Date.now() < deadline) await sleep(100);
  if (alive(pid)) process.kill(pid, 'SIGKILL');
  while (alive(pid)) await sleep(50);
}

/** Polls until `ready` holds; names what it waited for when it does not within the time. */
export async function waitUntil(
  what: string,
  ready: () => Promise<boolean>,
  timeoutMs: number,
  failed?: () => string | undefined,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reason = failed?.();
    if (reason) throw new Error(`${what}: ${reason}`);
    if (await ready().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what}: not ready within ${timeoutMs / 1000} s`);
}
