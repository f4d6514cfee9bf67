import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { DIRECT_DEBIT_PLATFORMS, texts, type Dataset, type DirectDebitMandateView } from '@wattle/contract';
import type { z } from 'zod';
import type { directDebitMandateSchema } from '@wattle/contract';
import { sqlRows } from '../../../db/sql-rows';
import { customerAccounts, directDebitMandates } from '../../../db/schema/index';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import type { Scoped } from '../../../lib/batches';
import { conflict, notFound } from '../../../lib/errors';
import type { SecretBox } from '../../../lib/secrets';
import { fromPaymentProvider } from '../../integrations/payments/payment-provider';
import { connectedPaymentPlatform, providerOrRefuse, type PaymentProviderFor } from '../../integrations/payments/payment-provider-access';
import { METADATA } from '../../integrations/payments/provider-event';

type MandateRequest = z.output<typeof directDebitMandateSchema>;

/**
 * PUT /customers/{customerId}/direct-debit-mandate (docs/payments.md "Direct debit"): the bank
 * account set up at the connected direct-debit provider (a customer with an au_becs_debit payment
 * method, asked outside any transaction), then in one transaction the earlier mandate CANCELLED,
 * the new one ACTIVE (the account number sealed), the account's payment method DIRECT_DEBIT and an
 * audit row (never with the account number).
 */
export async function setMandate(
  scoped: Scoped,
  deps: { box: SecretBox; providers: PaymentProviderFor | null },
  scope: { companyId: number; dataset: Dataset },
  actor: Actor,
  customerId: number,
  request: MandateRequest,
): Promise<DirectDebitMandateView> {
  const { account, platform } = await scoped(async (tx) => {
    const [row] = await sqlRows<{ id: number }>(tx, sql`select id from customer_accounts where customer_id = ${customerId} order by id limit 1`);
    return { account: row, platform: await connectedPaymentPlatform(tx, deps.box, DIRECT_DEBIT_PLATFORMS) };
  });
  if (!account) throw notFound(texts.payments.customerNotFound);
  if (!platform) throw conflict(texts.providerPayments.directDebitNotConnected);
  const provider = await providerOrRefuse(deps.providers)(platform.secretKey);
  const tokens = await fromPaymentProvider(() =>
    provider.createMandate({
      ...request,
      metadata: { [METADATA.company]: String(scope.companyId), [METADATA.dataset]: scope.dataset, [METADATA.account]: String(account.id) },
      idempotencyKey: randomUUID(),
    }),
  );
  return scoped(async (tx) => {
    await tx.execute(sql`select id from customer_accounts where id = ${account.id} for update`);
    await tx
      .update(directDebitMandates)
      .set({ status: 'CANCELLED', updatedAt: sql`now()` })
      .where(and(eq(directDebitMandates.customerAccountId, account.id), eq(directDebitMandates.status, 'ACTIVE')));
    const [mandate] = await tx
      .insert(directDebitMandates)
      .values({
        customerAccountId: account.id,
        platformName: platform.platformName,
        providerCustomerId: tokens.customerId,
        providerPaymentMethodId: tokens.paymentMethodId,
        accountName: request.accountName,
        bsb: request.bsb,
        accountNumberSealed: deps.box.seal(request.accountNumber),
        accountNumberLast4: request.accountNumber.slice(-4),
        insertUser: actor.username,
      })
      .returning();
    await tx.update(customerAccounts).set({ paymentMethod: 'DIRECT_DEBIT' }).where(eq(customerAccounts.id, account.id));
    const view: DirectDebitMandateView = {
      id: mandate!.id,
      platformName: platform.platformName,
      accountName: mandate!.accountName,
      bsb: mandate!.bsb,
      accountNumberLast4: mandate!.accountNumberLast4,
      status: 'ACTIVE',
    };
    await audit(tx, {
      event: 'direct-debit.mandate',
      entity: 'direct_debit_mandate',
      entityId: view.id,
      newValues: { ...view, accountId: account.id },
      ...actor,
    });
    return view;
  });
}
