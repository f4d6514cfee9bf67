/**
 * Starts the real Wattle server the way `npm start` does (the compiled apps/server/dist/main.js,
 * serving the built web app; `npm run build` makes both) on a free loopback port, and stops it.
 * Used by the browser tests, the benchmarks and the production-build test.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const repoRoot = path.resolve(import.meta.dirname, '..');
export const serverMain = path.join(repoRoot, 'apps/server/dist/main.js');

/** A TCP port that was free on 127.0.0.1 a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface WattleServer {
  url: string;
  /** Milliseconds from spawning the process to the first healthy answer of /api/health. */
  startMs: number;
  /** The server's process id (its peak memory is in /proc/<pid>/status). */
  pid: number;
  logFile: string;
  /** SIGTERM, and SIGKILL after 15 s; resolves with the exit code (null when it had to be killed). */
  stop(): Promise<number | null>;
}

export interface StartOptions {
  /** Server environment on top of this process's (DATA_DIR, DATABASE_URL, DEMO_CUSTOMERS, SMTP_URL…). */
  env: Record<string, string>;
  /** Where the server's stdout and stderr go. */
  logFile: string;
  /** The compiled server to run (default: apps/server/dist/main.js). */
  main?: string;
  timeoutMs?: number;
}

export async function startWattle({ env, logFile, timeoutMs = 120_000, main = serverMain }: StartOptions): Promise<WattleServer> {
  if (!fs.existsSync(main)) throw new Error(`${path.relative(repoRoot, main)} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = fs.openSync(logFile, 'a');
  const spawnedAt = performance.now();
  // BENCH_CPU_PROF=<folder>: the server writes a CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, main], {
    cwd: repoRoot,
    // As `npm start`: development unless this process or `env` names the environment.
    env: { NODE_ENV: 'development', ...process.env, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, ...env },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));

  const stop = async () => {
    if (exitCode !== undefined) return exitCode;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    const code = await exited;
    clearTimeout(timer);
    return code;
  };

  const deadline = spawnedAt + timeoutMs;
  while (performance.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`the server exited with code ${exitCode} before answering:\n${tail(logFile)}`);
    if (await healthy(url)) return { url, startMs: performance.now() - spawnedAt, pid: child.pid!, logFile, stop };
    await sleep(20);
  }
  await stop();
  throw new Error(`the server did not answer ${url}/api/health within ${timeoutMs} ms:\n${tail(logFile)}`);
}

async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
    return res.ok;
  } catch {
    return false;
  }
}

/** The last lines of a log file, for error messages. */
export function tail(file: string, lines = 40): string {
  if (!fs.existsSync(file)) return '';
  return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}
