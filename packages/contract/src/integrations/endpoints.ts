import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { messageListSchema } from '../envelope';
import { getMeterReadsSchema, meteringProviderParams, meteringSiteSchema } from './metering';

const tags = ['integrations'];

/** Metering-provider sites and reads (spec 3 §2.18 and §7, docs/metering.md "Meter reads in"). */
export const integrationEndpoints = {
  meteringSites: defineEndpoint({
    method: 'GET',
    path: '/integrations/:provider/sites',
    params: meteringProviderParams,
    response: z.array(meteringSiteSchema),
    errors: [404, 502],
    tags,
    summary: "The metering provider's sites",
  }),
  getMeterReads: defineEndpoint({
    method: 'POST',
    path: '/integrations/:provider/get-meter-reads',
    params: meteringProviderParams,
    body: getMeterReadsSchema,
    response: messageListSchema,
    errors: [400, 403, 404, 502],
    tags,
    summary: "Queue the selected sites' reads between two dates on IMPORTMETERREADS",
  }),
};
