/** A GET with the session cookie, timed: its wall time and JSON body (a non-2xx answer throws). */
export async function timed(url: string, cookie: string): Promise<{ ms: number; body: unknown }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  const body = (await res.json()) as unknown;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  return { ms: performance.now() - started, body };
}

/** The wall times of `runs` GETs one after another (after `warmUp` untimed ones); `url` may vary per request. */
export async function latencies(url: () => string, cookie: string, { warmUp = 5, runs = 60 } = {}): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await timed(url(), cookie);
  const result: number[] = [];
  for (let i = 0; i < runs; i++) result.push((await timed(url(), cookie)).ms);
  return result;
}
