/**
 * Concurrent searchers against a running server: each takes the next query of the mix and asks
 * the three contexts at once, as the search dialog does; optionally paced to one search per
 * interval (the dialog searches at most once per 1,000 ms debounce). Paced searchers start spread
 * over the interval, as independent people do, rather than all in the same millisecond.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { SEARCH_CONTEXTS } from '@wattle/contract';
import type { BenchQuery } from './search-queries';

export interface SearchLoad {
  baseUrl: string;
  cookie: string;
  queries: BenchQuery[];
  searchers: number;
  /** Start each searcher's next search this long after its previous one started (0: back to back). */
  paceMs: number;
}

export interface SearchLoadResult {
  /** Milliseconds per search-by-text request, first byte sent to last byte read. */
  latencies: number[];
  /** The same, per kind of query. */
  byKind: Map<string, number[]>;
  failures: number;
  seconds: number;
  /** Queries of the mix that found something in at least one context. */
  queriesWithResults: number;
}

export async function runSearchers({ baseUrl, cookie, queries, searchers, paceMs }: SearchLoad): Promise<SearchLoadResult> {
  const latencies: number[] = [];
  const byKind = new Map<string, number[]>();
  let failures = 0;
  let queriesWithResults = 0;
  let next = 0;
  const ask = async ({ text, kind }: BenchQuery, searchContext: string) => {
    const url = `${baseUrl}/api/search/search-by-text?${new URLSearchParams({ searchContext, searchValue: text, columnId: '0', openOnly: 'true' })}`;
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    const body = (await res.json()) as unknown;
    const ms = performance.now() - started;
    latencies.push(ms);
    byKind.set(kind, [...(byKind.get(kind) ?? []), ms]);
    if (!res.ok || !Array.isArray(body)) {
      failures++;
      return 0;
    }
    return body.length;
  };
  const searcher = async (index: number) => {
    if (paceMs > 0) await sleep((index * paceMs) / searchers);
    while (next < queries.length) {
      const query = queries[next++]!;
      const started = performance.now();
      const found = await Promise.all(SEARCH_CONTEXTS.map((context) => ask(query, context)));
      if (found.some((n) => n > 0)) queriesWithResults++;
      const rest = paceMs - (performance.now() - started);
      if (rest > 0) await sleep(rest);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: searchers }, (_, index) => searcher(index)));
  return { latencies, byKind, failures, seconds: (performance.now() - started) / 1000, queriesWithResults };
}
