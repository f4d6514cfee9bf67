import { defineEndpoint } from '../endpoint';
import { envelopeSchema } from '../envelope';
import {
  assignedBuildingListSchema,
  buildingCodesSchema,
  newPropertyManagerSchema,
  propertyManagerIdParams,
  propertyManagerListSchema,
} from './propertyManagers';

const tags = ['property-managers'];

/** Property managers (spec 3 §2.16, §7): the administrator's. */
export const propertyManagerEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/property-manager/users', response: propertyManagerListSchema, tags }),
  /** A new property manager who signs in with the email address and password; 409 when the address is taken. */
  add: defineEndpoint({ method: 'POST', path: '/property-manager/users', body: newPropertyManagerSchema, response: envelopeSchema, errors: [400, 409], tags }),
  buildings: defineEndpoint({
    method: 'GET',
    path: '/property-manager/users/:id/buildings',
    params: propertyManagerIdParams,
    response: assignedBuildingListSchema,
    errors: [400, 404],
    tags,
  }),
  /** Replaces the manager's buildings with the ones named. */
  setBuildings: defineEndpoint({
    method: 'POST',
    path: '/property-manager/users/:id/buildings',
    params: propertyManagerIdParams,
    body: buildingCodesSchema,
    response: envelopeSchema,
    errors: [400, 404],
    tags,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/property-manager/users/:id',
    params: propertyManagerIdParams,
    response: envelopeSchema,
    errors: [400, 404, 409],
    tags,
  }),
};
