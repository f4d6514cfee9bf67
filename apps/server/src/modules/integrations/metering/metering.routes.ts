import type { FastifyInstance } from 'fastify';
import { IMPORT_MAX_REPORTED_ERRORS, integrationEndpoints, METERING_PLATFORM, texts } from '@wattle/contract';
import { audit } from '../../../lib/audit';
import type { Scoped } from '../../../lib/batches';
import { businessDate } from '../../../lib/business-date';
import { notFound } from '../../../lib/errors';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { secretBox } from '../../../lib/secrets';
import { companyMeteringCredentials, type MeteringProviderFor } from './metering-access';
import { fromProvider } from './metering-provider';
import { pullMeterReads } from './metering.service';

/**
 * Spec 3 §2.18 and §7: the metering provider's sites, and its reads pulled into the import queue,
 * each reached with the caller's company's own Meter Link credentials.
 */
export async function meteringRoutes(app: FastifyInstance, { metering }: { metering: MeteringProviderFor | null }) {
  const box = secretBox(app.config.secretsKey);
  const providerOf = async (name: string, scoped: Scoped) => {
    if (!metering || name !== METERING_PLATFORM) throw notFound(texts.integrations.unknownProvider(name));
    return metering(await scoped((tx) => companyMeteringCredentials(tx, box)));
  };

  registerEndpoint(app, integrationEndpoints.meteringSites, async (request) => {
    const p = await providerOf(request.params.provider, (work) => request.scoped(work));
    return fromProvider(() => p.sites());
  });

  registerEndpoint(app, integrationEndpoints.getMeterReads, async (request) => {
    const p = await providerOf(request.params.provider, (work) => request.scoped(work));
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
