import type { FastifyInstance } from 'fastify';
import { IMPORT_MAX_REPORTED_ERRORS, integrationEndpoints, METERING_PLATFORM, texts } from '@wattle/contract';
import { audit } from '../../../lib/audit';
import { businessDate } from '../../../lib/business-date';
import { AppError, notFound } from '../../../lib/errors';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { httpMeteringProvider } from './http-metering-provider';
import { ProviderError, type MeteringProvider } from './metering-provider';
import { pullMeterReads } from './metering.service';
import { startMeteringSandbox } from './sandbox-server';

/**
 * The configured provider: METERING_PROVIDER_URL's, else the sandbox this process starts
 * (METERING_SANDBOX), else none. The sandbox starts on first use, not at start-up: an ephemeral
 * port taken before the server listens could be the very port the server was told to use.
 */
function configuredProvider(app: FastifyInstance): (() => Promise<MeteringProvider>) | null {
  const { url, username, password, sandbox } = app.config.metering;
  const providerAt = (baseUrl: string) => httpMeteringProvider({ platformName: METERING_PLATFORM, baseUrl, username, password });
  if (url) {
    const provider = providerAt(url);
    return () => Promise.resolve(provider);
  }
  if (!sandbox) return null;
  let started: Promise<{ server: Awaited<ReturnType<typeof startMeteringSandbox>>; provider: MeteringProvider }> | null = null;
  app.addHook('onClose', async () => {
    if (started) await (await started).server.close();
  });
  return async () => {
    started ??= startMeteringSandbox({ username, password }).then((server) => {
      app.log.info({ url: server.url }, 'sandbox metering provider started');
      return { server, provider: providerAt(server.url) };
    });
    return (await started).provider;
  };
}

/** A provider failure is a 502 in the message envelope: the user reads why, nothing was queued. */
async function fromProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderError) throw new AppError(502, error.message);
    throw error;
  }
}

/** Spec 3 §2.18 and §7: the metering provider's sites, and its reads pulled into the import queue. */
export async function meteringRoutes(app: FastifyInstance) {
  const provider = configuredProvider(app);
  const named = async (name: string) => {
    if (!provider || name !== METERING_PLATFORM) throw notFound(texts.integrations.unknownProvider(name));
    return provider();
  };

  registerEndpoint(app, integrationEndpoints.meteringSites, async (request) => {
    const p = await named(request.params.provider);
    return fromProvider(() => p.sites());
  });

  registerEndpoint(app, integrationEndpoints.getMeterReads, async (request) => {
    const p = await named(request.params.provider);
    const user = request.user();
    const today = await request.scoped(businessDate);
    const result = await fromProvider(() => pullMeterReads((work) => request.scoped(work), p, request.body, today));
    const rejected = result.rejected.map((r) => r.reason);
    await request.scoped((tx) =>
      audit(tx, {
        event: 'integrations.get-meter-reads',
        entity: 'integrations',
        newValues: { provider: p.platformName, ...request.body, queued: result.queued, rejected: rejected.length, skipped: result.skipped },
        userId: user.userId,
        username: user.username,
        ipAddress: request.ip,
      }),
    );
    return [
      { message: texts.dashboard.csv.received(result.queued, rejected.length, result.skipped), messageType: 'Success' as const },
      ...rejected.slice(0, IMPORT_MAX_REPORTED_ERRORS).map((message) => ({ message, messageType: 'Warning' as const })),
    ];
  });
}
