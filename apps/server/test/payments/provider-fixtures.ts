import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { payments } from '../../src/db/schema/index';
import { startPaymentSandbox, type PaymentSandbox } from '../../src/modules/integrations/payments/sandbox-server';
import { SANDBOX_PAYMENT_KEYS, secretKeyOf } from '../../src/modules/integrations/payments/payment-provider-access';
import { createTestApp, type TestApp } from '../helpers';
import type { Caller } from '../billing/billing-fixtures';
import { listeningUrl } from '../raw-http';

/** The payment cards the tests connect, with the sandbox's keys. */
const PLATFORMS = ['cardpay', 'directdebit'] as const;

const keysOf = (platform: (typeof PLATFORMS)[number]) => SANDBOX_PAYMENT_KEYS[platform].join('|');

/**
 * A Wattle listening on loopback (the sandbox posts its webhooks there over real HTTP) and the
 * sandbox payment provider it calls (PAYMENTS_PROVIDER_URL), debits settled when the test says.
 */
export async function startPaymentsWorld(): Promise<{ t: TestApp; sandbox: PaymentSandbox; url: string }> {
  const accounts = PLATFORMS.map((platform) => ({ platform, secretKey: secretKeyOf(SANDBOX_PAYMENT_KEYS[platform]) }));
  const sandbox = await startPaymentSandbox({ accounts, webhookBase: 'http://127.0.0.1:9', debits: 'manual' });
  const t = await createTestApp({ PAYMENTS_PROVIDER_URL: sandbox.url });
  const url = await listeningUrl(t.app);
  sandbox.deliverTo(url);
  return { t, sandbox, url };
}

export async function connectCard(call: Caller, platform: string, accessToken: string) {
  return call({ method: 'POST', url: `/api/integrations/${platform}/connect`, payload: { integrationType: 'PAYMENT', accessToken } });
}

export async function connected(call: Caller, platform: (typeof PLATFORMS)[number]) {
  const res = await connectCard(call, platform, keysOf(platform));
  expect(res.statusCode, res.body).toBe(200);
}

export const paymentsOf = (t: TestApp, accountId: number) =>
  t.database.db
    .select({ id: payments.id, amount: payments.amount, method: payments.method, reference: payments.reference, status: payments.status })
    .from(payments)
    .where(eq(payments.customerAccountId, accountId))
    .orderBy(payments.id);
