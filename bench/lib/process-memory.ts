import fs from 'node:fs';

/** A figure of /proc/<pid>/status in MB (its kB value / 1024); 0 when the line is missing. */
const statusMb = (pid: number, field: 'VmHWM' | 'VmRSS') =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** A process's peak resident memory so far in MB (VmHWM), from /proc. */
export const peakMemoryMb = (pid: number) => statusMb(pid, 'VmHWM');

/** A process's resident memory now in MB (VmRSS), from /proc. */
export const residentMemoryMb = (pid: number) => statusMb(pid, 'VmRSS');

/**
 * Starts a process's peak resident memory again from its current size (Linux's clear_refs "5"),
 * so that a later peakMemoryMb is the peak of what ran in between, not of the start-up (PGlite's
 * start-up briefly takes several hundred MB).
 */
export const resetPeakMemory = (pid: number) => fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');

/**
 * The CPU seconds (user and system) a process has used so far, from /proc: on a shared machine
 * this moves far less with other load than wall time does.
 */
export function cpuSeconds(pid: number): number {
  // After the command name (which may hold spaces, inside parentheses): state is field 3, utime 14, stime 15.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
