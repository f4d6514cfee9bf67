/**
 * Where a stretch of work spent the machine (issue 29 item 1: what limits a bill run's speed-up):
 * the CPU seconds of the server processes and of PostgreSQL's processes, the machine's idle share,
 * and what the database's busy connections were doing, sampled from pg_stat_activity (on CPU, or
 * waiting on a lock, on I/O, on the client).
 */
import fs from 'node:fs';
import pg from 'pg';
import { cpuSeconds } from './process-memory';

const SAMPLE_MS = 100;

/** The machine's busy and total CPU time so far (all cores), in clock ticks, from /proc/stat. */
function machineTicks() {
  const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  const total = ticks.reduce((sum, t) => sum + t, 0);
  // idle and iowait
  return { busy: total - ticks[3]! - ticks[4]!, total };
}

/** A process's parent, from /proc (field 4 of its stat). */
const parentOf = (pid: number) => Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);

/** CPU seconds so far of one PostgreSQL instance: its postmaster and the processes it started (backends, writers). */
function postgresCpuSeconds(postmaster: number) {
  let total = cpuSeconds(postmaster);
  for (const pid of fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)) {
    try {
      if (parentOf(pid) === postmaster) total += cpuSeconds(pid);
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
}

export interface RunProfile {
  /** CPU seconds of each watched server process. */
  servers: number[];
  postgres: number;
  /** Of all cores' time over the stretch, the share no process used. */
  idle: number;
  /** The database's busy connections by what they were doing, as shares of all busy-connection samples, largest first. */
  activity: { what: string; share: number }[];
}

/** Starts watching; `stop()` answers the profile of everything in between. */
export async function watchRun(databaseUrl: string, serverPids: number[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows: backend } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  const postmaster = parentOf(backend[0]!.pid);
  const counts = new Map<string, number>();
  const sampling = { on: true };
  const loop = (async () => {
    while (sampling.on) {
      const { rows } = await client.query<{ what: string; n: number }>(
        `select case when state = 'active' and wait_event is null then 'on CPU' else coalesce(wait_event_type || ': ' || wait_event, state) end as what,
                count(*)::int as n
           from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle' group by 1`,
      );
      for (const row of rows) counts.set(row.what, (counts.get(row.what) ?? 0) + row.n);
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
  })();
  const servers = serverPids.map(cpuSeconds);
  const postgres = postgresCpuSeconds(postmaster);
  const machine = machineTicks();
  return {
    async stop(): Promise<RunProfile> {
      sampling.on = false;
      await loop;
      await client.end();
      const after = machineTicks();
      const all = [...counts.values()].reduce((sum, n) => sum + n, 0) || 1;
      return {
        servers: serverPids.map((pid, i) => cpuSeconds(pid) - servers[i]!),
        postgres: postgresCpuSeconds(postmaster) - postgres,
        idle: 1 - (after.busy - machine.busy) / (after.total - machine.total),
        activity: [...counts.entries()].map(([what, n]) => ({ what, share: n / all })).sort((a, b) => b.share - a.share),
      };
    },
  };
}

/** "servers 12.3 s + 10.1 s CPU, PostgreSQL 80.2 s CPU, machine idle 3 %; connections: on CPU 61 %, LWLock: WALWrite 12 %, …" */
export const describeProfile = (profile: RunProfile, samples = 5) =>
  `server CPU ${profile.servers.map((s) => `${s.toFixed(1)} s`).join(' + ')}, PostgreSQL CPU ${profile.postgres.toFixed(1)} s, machine idle ${Math.round(profile.idle * 100)} %; ` +
  `busy connections: ${profile.activity
    .slice(0, samples)
    .map((a) => `${a.what} ${Math.round(a.share * 100)} %`)
    .join(', ')}`;
