import { defineEndpoint } from '../endpoint';
import { PRICE_PLAN_LOOKUPS, pricePlanIdParams, pricePlanQuery, pricePlanSchema, type PricePlanLookupName } from './pricePlan';
import { pricePlanImpactParams, pricePlanImpactSchema, pricePlanImpactStartedSchema } from './pricePlanImpact';
import { pricePlanLookupQuery, pricePlanLookupSchemas } from './pricePlanLookups';

const tags = ['price plans'];
const errors = [400, 403, 404];

/** Spec 3 §7 Price plan: the editor's plan, its saves and its lookups. */
export const pricePlanEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/price-plan/:id',
    params: pricePlanIdParams,
    query: pricePlanQuery,
    response: pricePlanSchema,
    errors,
    tags,
  }),
  create: defineEndpoint({ method: 'POST', path: '/price-plan', body: pricePlanSchema, response: pricePlanSchema, errors, tags }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/price-plan/:id',
    params: pricePlanIdParams,
    body: pricePlanSchema,
    response: pricePlanSchema,
    errors,
    tags,
  }),
  /** The impact preview of an edited plan (issue 13, docs/billing.md): started as a job, then read until it has finished. */
  startImpact: defineEndpoint({
    method: 'POST',
    path: '/price-plan/:id/impact',
    params: pricePlanIdParams,
    body: pricePlanSchema,
    response: pricePlanImpactStartedSchema,
    errors,
    tags,
  }),
  impact: defineEndpoint({
    method: 'GET',
    path: '/price-plan/:id/impact/:impactId',
    params: pricePlanImpactParams,
    response: pricePlanImpactSchema,
    errors,
    tags,
  }),
};

const lookupEndpoint = <N extends PricePlanLookupName>(name: N) =>
  defineEndpoint({ method: 'GET', path: `/price-plan/lookup/${name}`, query: pricePlanLookupQuery, response: pricePlanLookupSchemas[name], errors, tags });

/** One endpoint per lookup of the editor (`/price-plan/lookup/<name>`), each with its own answer. */
export const pricePlanLookupEndpoints = Object.fromEntries(PRICE_PLAN_LOOKUPS.map((name) => [name, lookupEndpoint(name)])) as {
  [N in PricePlanLookupName]: ReturnType<typeof lookupEndpoint<N>>;
};
