/**
 * A throwaway PostgreSQL server on loopback (a temporary cluster, trust auth), like the one
 * .ci/run starts, for the benchmarks. As root the cluster belongs to user postgres.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from './wattle-server';

export interface ThrowawayPostgres {
  version: string;
  /** A new empty database; returns its connection URL. */
  createDatabase(name: string): string;
  stop(): void;
}

const POSTGRES_ROOT = '/usr/lib/postgresql';

/** The newest installed server's bin folder, or null when PostgreSQL is not installed. */
export function postgresBin(): string | null {
  if (!fs.existsSync(POSTGRES_ROOT)) return null;
  const versions = fs
    .readdirSync(POSTGRES_ROOT)
    .filter((v) => fs.existsSync(path.join(POSTGRES_ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? path.join(POSTGRES_ROOT, newest, 'bin') : null;
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres | null> {
  const bin = postgresBin();
  if (!bin) return null;
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { encoding: 'utf8' })
      : execFileSync(path.join(bin, tool), args, { encoding: 'utf8' });

  const dir = fs.mkdtempSync('/tmp/wattle-postgres-');
  if (asRoot) execFileSync('chown', ['postgres:', dir]);
  const data = path.join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start']);
  const version = /\d+\.\d+/.exec(run('postgres', ['--version']))?.[0] ?? '';
  let stopped = false;
  return {
    version,
    createDatabase(name) {
      run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop() {
      if (stopped) return;
      stopped = true;
      run('pg_ctl', ['-D', data, '-m', 'fast', 'stop']);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
