import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { meteringSiteSchema, texts } from '@wattle/contract';
import { CredentialsRefused, ProviderError, type MeteringProvider, type ProviderRead } from './metering-provider';

export interface HttpMeteringSettings {
  platformName: string;
  /** The provider API's base URL (the sandbox's in development and tests). */
  baseUrl: string;
  username: string;
  password: string;
  /** Attempts per request: a 5xx, 429 or network failure is retried. */
  attempts?: number;
  /** First back-off; doubled per retry (a Retry-After header of at most 5 s is honoured instead). */
  backoffMs?: number;
  timeoutMs?: number;
}

/** Pages of the provider API: items, then the next page's number or null. */
const page = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextPage: z.number().int().nullable() });
const sitesPage = page(meteringSiteSchema);
const readsPage = page(z.object({ meterSerial: z.string().min(1), readDate: z.string(), reading: z.union([z.string(), z.number()]).transform(String) }));

/** The provider's own words for a refusal (`{ message }`), else its status. */
async function refusalOf(response: Response): Promise<string> {
  const body: unknown = await response.json().catch(() => null);
  const message = z.object({ message: z.string().min(1).max(500) }).safeParse(body);
  return message.success ? message.data.message : `HTTP ${response.status}`;
}

const RETRIED = new Set([429, 500, 502, 503, 504]);
const MAX_PAGES = 10_000;

/**
 * A metering provider's REST API: `GET /v1/sites?page=N` and
 * `GET /v1/sites/{id}/reads?from=YYYY-MM-DD&to=YYYY-MM-DD&page=N`, each answering
 * `{ items, nextPage }`, with HTTP basic authentication. Pages are followed to the end; a 5xx, 429,
 * time-out or network failure is retried with back-off, then reported as a ProviderError.
 */
export function httpMeteringProvider(settings: HttpMeteringSettings): MeteringProvider {
  const authorization = `Basic ${Buffer.from(`${settings.username}:${settings.password}`).toString('base64')}`;
  const attempts = settings.attempts ?? 4;
  const backoffMs = settings.backoffMs ?? 200;

  async function getJson(path: string, notFound: string): Promise<unknown> {
    let detail = '';
    for (let attempt = 1; attempt <= attempts; attempt++) {
      let retryAfterMs: number | null = null;
      try {
        const response = await fetch(new URL(path, settings.baseUrl), {
          headers: { authorization, accept: 'application/json' },
          signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
        });
        if (response.ok) return await response.json();
        if (response.status === 401 || response.status === 403) throw new CredentialsRefused(texts.integrations.providerRefused(await refusalOf(response)));
        if (response.status === 404) throw new ProviderError(notFound);
        detail = `HTTP ${response.status}`;
        if (!RETRIED.has(response.status)) break;
        const retryAfter = Number(response.headers.get('retry-after'));
        if (Number.isFinite(retryAfter) && retryAfter > 0) retryAfterMs = Math.min(retryAfter, 5) * 1000;
      } catch (error) {
        if (error instanceof ProviderError) throw error;
        detail = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'connection failed';
      }
      if (attempt < attempts) await sleep(retryAfterMs ?? backoffMs * 2 ** (attempt - 1));
    }
    throw new ProviderError(texts.integrations.providerFailed(detail));
  }

  async function allPages<T>(path: (page: number) => string, schema: z.ZodType<{ items: T[]; nextPage: number | null }>, notFound: string): Promise<T[]> {
    const items: T[] = [];
    for (let n: number | null = 1, pages = 0; n !== null && pages < MAX_PAGES; pages++) {
      const parsed = schema.safeParse(await getJson(path(n), notFound));
      if (!parsed.success) throw new ProviderError(texts.integrations.providerFailed('an answer that is not a page of the API'));
      items.push(...parsed.data.items);
      n = parsed.data.nextPage;
    }
    return items;
  }

  return {
    platformName: settings.platformName,
    async checkCredentials() {
      await getJson('/v1/sites?page=1', texts.integrations.providerFailed('no sites API'));
    },
    sites: () => allPages((n) => `/v1/sites?page=${n}`, sitesPage, texts.integrations.providerFailed('no sites API')),
    async reads(siteIds, startDate, endDate) {
      const reads: ProviderRead[] = [];
      for (const siteId of siteIds) {
        const query = new URLSearchParams({ from: startDate, to: endDate });
        const items = await allPages(
          (n) => `/v1/sites/${encodeURIComponent(siteId)}/reads?${query}&page=${n}`,
          readsPage,
          texts.integrations.unknownSite(siteId),
        );
        reads.push(...items.map((r) => ({ siteId, ...r })));
      }
      return reads;
    },
  };
}
