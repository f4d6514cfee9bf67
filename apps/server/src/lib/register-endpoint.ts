import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, type Endpoint } from '@wattle/contract';
import { auditedCall } from './audited-call';

/** The instance a module's routes are registered on (`fastify.withTypeProvider<ZodTypeProvider>()`). */
export type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

type SchemaOf<E extends Endpoint> = (E extends { params: infer S } ? { params: S } : unknown) &
  (E extends { query: infer S } ? { querystring: S } : unknown) &
  (E extends { body: infer S } ? { body: S } : unknown) &
  (E extends { response: infer S } ? { response: { 200: S } } : unknown);

/** A handler whose request params, query and body, and whose answer, are typed by the endpoint's schemas. */
export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E> & FastifySchema,
  ZodTypeProvider
>;

/**
 * Route options the endpoint does not carry: hooks, `config` (public, rate limits), body limits, and
 * server-side documentation (an upload's `multipart` parts; a file or text answer's media types in
 * `response`, which override the endpoint's).
 */
export type EndpointRouteOptions = Omit<RouteShorthandOptions, 'schema'> & {
  schema?: Pick<FastifySchema, 'multipart' | 'response' | 'hide'>;
};

/** The route schema fastify-type-provider-zod validates with and the OpenAPI document is made from. */
function routeSchema(endpoint: Endpoint, extra: EndpointRouteOptions['schema'] = {}): FastifySchema {
  const response: Record<number, unknown> = endpoint.response ? { 200: endpoint.response } : {};
  for (const status of endpoint.errors ?? []) response[status] = envelopeSchema;
  const schema: FastifySchema = { response: { ...response, ...(extra.response as Record<number, unknown> | undefined) } };
  if (endpoint.tags) schema.tags = [...endpoint.tags];
  if (endpoint.summary) schema.summary = endpoint.summary;
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  if (extra.multipart) schema.multipart = extra.multipart;
  if (extra.hide) schema.hide = extra.hide;
  return schema;
}

/** Registers the route of a contract endpoint (method, path and schemas from the definition; an audited endpoint's calls are audited). */
export function registerEndpoint<const E extends Endpoint>(app: ZodApp, endpoint: E, handler: EndpointHandler<E>): void;
export function registerEndpoint<const E extends Endpoint>(app: ZodApp, endpoint: E, options: EndpointRouteOptions, handler: EndpointHandler<E>): void;
export function registerEndpoint<const E extends Endpoint>(
  app: ZodApp,
  endpoint: E,
  optionsOrHandler: EndpointRouteOptions | EndpointHandler<E>,
  maybeHandler?: EndpointHandler<E>,
): void {
  const [options, handler] = typeof optionsOrHandler === 'function' ? [{}, optionsOrHandler] : [optionsOrHandler, maybeHandler!];
  app.route({
    ...options,
    ...(endpoint.audit ? { onSend: auditedCall(endpoint.audit) } : {}),
    method: endpoint.method,
    url: endpoint.path,
    schema: routeSchema(endpoint, options.schema),
    handler: handler as RouteHandlerMethod<
      RawServerDefault,
      RawRequestDefaultExpression,
      RawReplyDefaultExpression,
      RouteGenericInterface,
      ContextConfigDefault,
      FastifySchema,
      ZodTypeProvider
    >,
  });
}
