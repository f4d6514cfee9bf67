import { defineEndpoint } from '../endpoint';
import { envelopeSchema } from '../envelope';
import { systemSettingIdParams, systemSettingListSchema, systemSettingUpdateSchema } from './systemSettings';

const tags = ['system-settings'];

/** System settings (spec 3 §2.17, §7): administrators only. */
export const systemSettingEndpoints = {
  /** The parameters the caller may see, by category and code. */
  list: defineEndpoint({ method: 'GET', path: '/system-settings', response: systemSettingListSchema, tags }),
  /** A new value for one parameter; 403 for one the caller may see but not edit. */
  update: defineEndpoint({
    method: 'PUT',
    path: '/system-settings/:id',
    params: systemSettingIdParams,
    body: systemSettingUpdateSchema,
    response: envelopeSchema,
    errors: [400, 403, 404],
    tags,
  }),
};
