import type { Row } from './figure';

/** autocannon measures latency in whole milliseconds. */
export const ms = (value: number) => `${Math.round(value)} ms`;
export const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(2)} s`;
export const count = (value: number) => Math.round(value).toLocaleString('en-AU');

export function markdownTable(rows: Row[]): string {
  const header = ['Figure', 'Database', 'Result'];
  const lines = [header, header.map(() => '---'), ...rows.map((r) => [r.figure, r.database, r.result])];
  return lines.map((cells) => `| ${cells.map((c) => c.replaceAll('|', '\\|')).join(' | ')} |`).join('\n');
}
