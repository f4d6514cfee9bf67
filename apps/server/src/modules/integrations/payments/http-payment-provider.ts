import { setTimeout as sleep } from 'node:timers/promises';
import Decimal from 'decimal.js';
import { Agent, getGlobalDispatcher, type Dispatcher } from 'undici';
import { z } from 'zod';
import { texts } from '@wattle/contract';
import { formEncode, type FormValue } from './form-encoding';
import { KeysRefused, PaymentProviderError, RequestDeclined, type PaymentProvider } from './payment-provider';

export interface HttpPaymentSettings {
  /** The provider API's base URL (the sandbox's in development and tests). */
  baseUrl: string;
  secretKey: string;
  /** Attempts per request: a 5xx, 429 or network failure is retried (every POST carries an Idempotency-Key, so a retry never acts twice). */
  attempts?: number;
  backoffMs?: number;
  timeoutMs?: number;
  /** The keep-alive connections requests go through (paymentConnections()); undici's shared agent when not given. */
  connections?: Dispatcher;
}

/** Connections kept open to the provider: at least as many as requests a run has in flight. */
const CONNECTIONS_PER_ORIGIN = 64;

/**
 * A pool of keep-alive connections for one app's provider clients (undici: no WHATWG streams or
 * abort signals per request, which made fetch the run's largest cost); closed with the app.
 */
export const paymentConnections = (): Agent => new Agent({ connections: CONNECTIONS_PER_ORIGIN, keepAliveTimeout: 30_000 });

const t = texts.providerPayments;
const RETRIED = new Set([429, 500, 502, 503, 504]);
const CURRENCY = 'aud';

/** Amounts travel in cents, as whole numbers. */
const toCents = (amount: string) => new Decimal(amount).times(100).toFixed(0);

type Answer = Dispatcher.ResponseData;

/** The provider's own words for a refusal (`{ error: { message } }`), else its status. */
async function refusalOf(response: Answer): Promise<string> {
  const body: unknown = await response.body.json().catch(() => null);
  const parsed = z.object({ error: z.object({ message: z.string().min(1).max(500) }) }).safeParse(body);
  return parsed.success ? parsed.data.error.message : `HTTP ${response.statusCode}`;
}

const TIMEOUTS = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);

const withId = z.object({ id: z.string().min(1) });
const session = withId.extend({ url: z.url() });
const intent = withId.extend({ status: z.string() });

/**
 * A payment provider's REST API in the shape of Stripe's (https://docs.stripe.com/api): bearer
 * secret key, form-encoded bodies, `Idempotency-Key` on every POST, errors as `{ error: { message } }`.
 * Checkout Sessions for the hosted card page; a Customer with an `au_becs_debit` PaymentMethod for a
 * direct-debit mandate; a confirmed PaymentIntent to debit it. A 5xx, 429, time-out or network
 * failure is retried with back-off, then reported as a PaymentProviderError.
 */
export function httpPaymentProvider(settings: HttpPaymentSettings): PaymentProvider {
  const authorization = `Bearer ${settings.secretKey}`;
  const attempts = settings.attempts ?? 3;
  const backoffMs = settings.backoffMs ?? 200;
  const timeoutMs = settings.timeoutMs ?? 10_000;
  const dispatcher = settings.connections ?? getGlobalDispatcher();
  const base = new URL(settings.baseUrl);

  async function call<T>(schema: z.ZodType<T>, method: 'GET' | 'POST', path: string, body?: Record<string, FormValue>, idempotencyKey?: string): Promise<T> {
    let detail = '';
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const url = new URL(path, base);
        const response = await dispatcher.request({
          origin: url.origin,
          path: url.pathname,
          method,
          headers: {
            authorization,
            accept: 'application/json',
            ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
            ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
          },
          body: body ? formEncode(body) : undefined,
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
        });
        if (response.statusCode >= 200 && response.statusCode < 300) {
          const parsed = schema.safeParse(await response.body.json());
          if (!parsed.success) throw new PaymentProviderError(t.providerFailed('an answer that is not of the API'));
          return parsed.data;
        }
        if (response.statusCode === 401 || response.statusCode === 403) throw new KeysRefused(t.providerRefused(await refusalOf(response)));
        detail = await refusalOf(response);
        if (!RETRIED.has(response.statusCode)) throw new RequestDeclined(t.providerDeclined(detail));
      } catch (error) {
        if (error instanceof PaymentProviderError) throw error;
        const code = error instanceof Error && 'code' in error ? error.code : undefined;
        detail = typeof code === 'string' && TIMEOUTS.has(code) ? 'timed out' : 'connection failed';
      }
      if (attempt < attempts) await sleep(backoffMs * 2 ** (attempt - 1));
    }
    throw new PaymentProviderError(t.providerFailed(detail));
  }

  return {
    async checkCredentials() {
      await call(z.object({ object: z.literal('balance') }), 'GET', '/v1/balance');
    },
    createCheckoutSession: (r) =>
      call(
        session,
        'POST',
        '/v1/checkout/sessions',
        {
          mode: 'payment',
          success_url: r.successUrl,
          cancel_url: r.cancelUrl,
          client_reference_id: r.metadata.account_id,
          line_items: [{ quantity: 1, price_data: { currency: CURRENCY, unit_amount: toCents(r.amount), product_data: { name: r.description } } }],
          metadata: r.metadata,
          payment_intent_data: { metadata: r.metadata },
        },
        r.idempotencyKey,
      ),
    async createMandate(r) {
      const customer = await call(withId, 'POST', '/v1/customers', { name: r.accountName, metadata: r.metadata }, `${r.idempotencyKey}:customer`);
      const method = await call(
        withId,
        'POST',
        '/v1/payment_methods',
        { type: 'au_becs_debit', au_becs_debit: { bsb_number: r.bsb, account_number: r.accountNumber }, billing_details: { name: r.accountName } },
        `${r.idempotencyKey}:method`,
      );
      await call(withId, 'POST', `/v1/payment_methods/${encodeURIComponent(method.id)}/attach`, { customer: customer.id }, `${r.idempotencyKey}:attach`);
      return { customerId: customer.id, paymentMethodId: method.id };
    },
    collect: (r) =>
      call(
        intent,
        'POST',
        '/v1/payment_intents',
        {
          amount: toCents(r.amount),
          currency: CURRENCY,
          customer: r.customerId,
          payment_method: r.paymentMethodId,
          payment_method_types: ['au_becs_debit'],
          confirm: true,
          off_session: true,
          metadata: r.metadata,
        },
        r.idempotencyKey,
      ),
  };
}
