import type { GetMeterReads } from '@wattle/contract';
import type { Scoped } from '../../../lib/batches';
import { queueIncomingReads, type IntakeResult } from '../../metering/read-intake';
import type { MeteringProvider } from './metering-provider';

/**
 * Pulls the selected sites' register reads between two dates from the provider and queues them on
 * IMPORTMETERREADS, checked on the way in as an upload's are (the meter is the provider's meter
 * serial). Nothing is queued when the provider fails: every page is read before the first write.
 */
export async function pullMeterReads(scoped: Scoped, provider: MeteringProvider, request: GetMeterReads, today: string): Promise<IntakeResult> {
  const reads = await provider.reads([...new Set(request.siteIds)], request.startDate, request.endDate);
  return queueIncomingReads(
    scoped,
    reads.map((r) => ({
      meterCode: r.meterSerial,
      readDate: r.readDate,
      reading: r.reading,
      intervals: null,
      description: `${provider.platformName} site ${r.siteId}`,
      source: 'PROVIDER' as const,
      fileName: null,
    })),
    today,
  );
}
