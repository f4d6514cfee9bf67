import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { buildingAttributeOptionSchema, buildingIdParams, buildingNetworkSchema, buildingSchema } from './building';

const tags = ['buildings'];
const errors = [400, 403, 404];

/** Spec 3 §7 Price plan and buildings: the Edit Building dialog's building, its save and its lookups. */
export const buildingEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/buildings', response: z.array(buildingSchema), errors, tags }),
  get: defineEndpoint({ method: 'GET', path: '/buildings/:id', params: buildingIdParams, response: buildingSchema, errors, tags }),
  update: defineEndpoint({ method: 'PUT', path: '/buildings/:id', params: buildingIdParams, body: buildingSchema, response: buildingSchema, errors, tags }),
  attributeKeys: defineEndpoint({
    method: 'GET',
    path: '/buildings/lookup/building-attributes',
    response: z.array(buildingAttributeOptionSchema),
    errors,
    tags,
  }),
  networks: defineEndpoint({ method: 'GET', path: '/buildings/lookup/networks', response: z.array(buildingNetworkSchema), errors, tags }),
};
