/**
 * What a soak (bench/soak.ts) measures and how it is judged: each operation's wall time by kind,
 * every failed answer with its route and status, the server's resident memory over time; a line
 * a minute, a summary table at the end, and the checks (issue 29 item 6) as PASS/FAIL.
 */
import { count, ms } from './format';
import { percentile } from './percentile';

const MINUTE_MS = 60_000;
/** The first and last windows compared: 10 minutes, or a sixth of a soak shorter than an hour. */
const WINDOW_MS = 10 * MINUTE_MS;
/** Memory is compared from after a warm-up: 5 minutes, or one window of a short soak. */
const WARM_UP_MS = 5 * MINUTE_MS;
/** How far the last window's p99 and mean memory may be from the first's. */
const FLAT_WITHIN = 0.2;
/** Errors printed as they happen (all are counted). */
const ERRORS_PRINTED = 5;

interface Sample {
  /** Milliseconds since the soak started, when the operation started. */
  at: number;
  ms: number;
}

interface SoakError {
  at: number;
  kind: string;
  route: string;
  status: number;
  detail: string;
}

interface Check {
  name: string;
  pass: boolean;
  detail: string;
}

/** The windows of a soak of `durationMs`: the first and the last `window`, memory from `warmUp`. */
export function soakWindows(durationMs: number) {
  const window = Math.min(WINDOW_MS, durationMs / 6);
  return { window, warmUp: Math.min(WARM_UP_MS, window) };
}

const minutes = (at: number) => {
  const seconds = Math.round(at / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};
/** An answer's status; 0: no answer at all (connection refused or reset); below 0: a check of the soak's own failed. */
const statusText = (status: number) => (status > 0 ? String(status) : status === 0 ? 'no answer' : 'failed');
const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
/** "+12.5 %" of `last` against `first`. */
const change = (first: number, last: number) => `${last >= first ? '+' : ''}${((100 * (last - first)) / first).toFixed(1)} %`;
const isFlat = (first: number, last: number) => Number.isFinite(first) && Number.isFinite(last) && first > 0 && Math.abs(last - first) / first <= FLAT_WITHIN;

/** Plain-text table: columns padded to their widest cell, numbers right-aligned. */
function textTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export class SoakRecorder {
  private readonly samples = new Map<string, Sample[]>();
  readonly errors: SoakError[] = [];
  readonly memory: { at: number; mb: number }[] = [];
  /** HTTP requests sent, by minute of the soak. */
  private readonly requestsByMinute: number[] = [];
  private readonly started = performance.now();

  /** `kinds` in the order they are printed. */
  constructor(readonly kinds: readonly string[]) {
    for (const kind of kinds) this.samples.set(kind, []);
  }

  /** Milliseconds since the soak started. */
  now(): number {
    return performance.now() - this.started;
  }

  request(): void {
    const minute = Math.floor(this.now() / MINUTE_MS);
    this.requestsByMinute[minute] = (this.requestsByMinute[minute] ?? 0) + 1;
  }

  /** A finished operation's wall time (only operations without an error are timed). */
  sample(kind: string, at: number, took: number): void {
    this.samples.get(kind)!.push({ at, ms: took });
  }

  error(kind: string, route: string, status: number, detail: string): void {
    const error = { at: this.now(), kind, route, status, detail: detail.replace(/\s+/g, ' ').slice(0, 300) };
    this.errors.push(error);
    if (this.errors.length <= ERRORS_PRINTED) console.log(`  ! ${minutes(error.at)} ${kind}: ${route} → ${statusText(status)} ${error.detail}`);
  }

  rss(mb: number): void {
    this.memory.push({ at: this.now(), mb });
  }

  private timesBetween(kind: string, from: number, to: number): number[] {
    return this.samples
      .get(kind)!
      .filter((s) => s.at >= from && s.at < to)
      .map((s) => s.ms);
  }

  private memoryBetween(from: number, to: number): number[] {
    return this.memory.filter((m) => m.at >= from && m.at < to).map((m) => m.mb);
  }

  /** The line of minute `minute` (1 = the first): operations, requests, errors, p50/p99 per kind, resident memory. */
  minuteLine(minute: number): string {
    const from = (minute - 1) * MINUTE_MS;
    const to = minute * MINUTE_MS;
    const operations = this.kinds.reduce((n, kind) => n + this.timesBetween(kind, from, to).length, 0);
    const errors = this.errors.filter((e) => e.at >= from && e.at < to).length;
    const kinds = this.kinds
      .map((kind) => ({ kind, times: this.timesBetween(kind, from, to) }))
      .filter(({ times }) => times.length)
      .map(({ kind, times }) => `${kind} ${ms(percentile(times, 50))}/${ms(percentile(times, 99))}`);
    const rss = this.memoryBetween(from, to).at(-1) ?? this.memory.at(-1)?.mb ?? NaN;
    return (
      `${minutes(to)} · ${count(operations)} operations, ${count(this.requestsByMinute[minute - 1] ?? 0)} requests, ${count(errors)} errors · ` +
      `p50/p99 ${kinds.join(' · ')} · server RSS ${count(rss)} MB`
    );
  }

  /** Per kind over the whole soak of `durationMs`: count, throughput, p50, p99, errors. */
  summaryTable(durationMs: number): string {
    const rows = this.kinds.map((kind) => {
      const times = this.timesBetween(kind, 0, Infinity);
      const errors = this.errors.filter((e) => e.kind === kind).length;
      return [kind, count(times.length), (times.length / (durationMs / 1000)).toFixed(2), ms(percentile(times, 50)), ms(percentile(times, 99)), count(errors)];
    });
    const requests = this.requestsByMinute.reduce((a, b) => a + b, 0);
    const table = textTable(['kind', 'count', 'per s', 'p50', 'p99', 'errors'], rows);
    return `${table}\n${count(requests)} HTTP requests (${(requests / (durationMs / 1000)).toFixed(1)} per s), ${count(this.errors.length)} errors`;
  }

  memoryLine(): string {
    const values = this.memory.map((m) => m.mb);
    return `Server RSS: start ${count(values[0] ?? NaN)} MB · end ${count(values.at(-1) ?? NaN)} MB · max ${count(Math.max(...values))} MB`;
  }

  /** The errors by kind, route and status, each with its first detail. */
  errorSummary(): string[] {
    const groups = new Map<string, { n: number; first: SoakError }>();
    for (const e of this.errors) {
      const key = `${e.kind} · ${e.route} → ${statusText(e.status)}`;
      const group = groups.get(key);
      if (group) group.n++;
      else groups.set(key, { n: 1, first: e });
    }
    return [...groups].map(([key, { n, first }]) => `${key}: ${count(n)} (first at ${minutes(first.at)}: ${first.detail})`);
  }

  /**
   * The issue's checks over a soak of `durationMs`: no errors; each of `flatKinds`' p99 in the last
   * window within 20 % of the first window's; the mean resident memory of the last window within
   * 20 % of the first window after the warm-up.
   */
  checks(durationMs: number, flatKinds: readonly string[]): Check[] {
    const { window, warmUp } = soakWindows(durationMs);
    const last = durationMs - window;
    const span = `first ${minutes(window)} against last ${minutes(window)}`;
    const checks: Check[] = [{ name: '0 errors', pass: this.errors.length === 0, detail: `${count(this.errors.length)} errors` }];
    for (const kind of flatKinds) {
      const first = percentile(this.timesBetween(kind, 0, window), 99);
      const end = percentile(this.timesBetween(kind, last, Infinity), 99);
      checks.push({
        name: `p99 flat: ${kind}`,
        pass: isFlat(first, end),
        detail: `${span}: ${ms(first)} → ${ms(end)} (${change(first, end)}, within ±${FLAT_WITHIN * 100} %)`,
      });
    }
    const firstMemory = mean(this.memoryBetween(warmUp, warmUp + window));
    const lastMemory = mean(this.memoryBetween(last, Infinity));
    checks.push({
      name: 'server RSS flat',
      pass: isFlat(firstMemory, lastMemory),
      detail:
        `mean ${minutes(warmUp)}–${minutes(warmUp + window)} against the last ${minutes(window)}: ` +
        `${count(firstMemory)} MB → ${count(lastMemory)} MB (${change(firstMemory, lastMemory)}, within ±${FLAT_WITHIN * 100} %)`,
    });
    return checks;
  }
}
