/**
 * Helper processes for the benches: a forked child (a server, a load generator) that answers commands over its IPC
 * channel one at a time, its orderly stop, and the CPU time and memory read from /proc — figures the machine's
 * load does not inflate. Shared by bench/realtime.bench.ts and bench/chat.bench.ts.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type Message = Record<string, unknown>;

export interface Helper {
  child: ChildProcess;
  /** The child's first message (it sends one when it is ready, e.g. its URL). */
  first: Message;
  /**
   * Sends a command and resolves with the next message; a reply carrying `error` rejects with it. One command at
   * a time: replies are matched by order.
   */
  ask<Reply = Message>(command: unknown): Promise<Reply>;
}

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Forks `script` with `args` (working directory: the repository root), waits for its first message and returns a
 * request/response handle. `execArgv` is added to this process's own (so the child runs TypeScript the same way).
 */
export async function forkHelper(
  script: string,
  args: string[] = [],
  options: { env?: NodeJS.ProcessEnv; execArgv?: string[] } = {},
): Promise<Helper> {
  const child = fork(script, args, {
    cwd: root,
    env: options.env ?? process.env,
    execArgv: [...process.execArgv, ...(options.execArgv ?? [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const first = await new Promise<Message>((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`${[script, ...args].join(' ')} exited with ${code}`));
    child.once('exit', onExit);
    child.once('message', (m) => {
      child.off('exit', onExit);
      resolve(m as Message);
    });
  });
  const ask = <Reply = Message>(command: unknown) =>
    new Promise<Reply>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`${script} exited with ${code} mid-command`));
      child.once('exit', onExit);
      child.once('message', (m) => {
        child.off('exit', onExit);
        const reply = m as Message;
        if (reply && typeof reply === 'object' && 'error' in reply && reply.error !== undefined)
          reject(new Error(String(reply.error)));
        else resolve(reply as Reply);
      });
      child.send(command as Message);
    });
  return { child, first, ask };
}

/** SIGTERM, then waits for the exit (a child that already exited resolves at once). */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** CPU time a process has used (user + system), in ms, from /proc/<pid>/stat (clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of stat (11 and 12 after the command).
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10;
}

/** Resident set size of a process, in MB, from /proc/<pid>/status. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The p-th percentile (nearest rank) of xs; NaN when empty. */
export function percentile(xs: number[], p: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}
