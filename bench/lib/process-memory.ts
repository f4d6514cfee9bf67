import fs from 'node:fs';

/** A process's peak resident memory so far in MB (VmHWM), from /proc. */
export const peakMemoryMb = (pid: number) => Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
