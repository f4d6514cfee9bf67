import crypto from 'node:crypto';
import Decimal from 'decimal.js';
import { z } from 'zod';
import type { ExternalAccount } from '@wattle/contract';

/** The sandbox's ledger endpoints, after the real provider's Invoices, CreditNotes and BankTransactions. */
export const ledgerPaths = {
  invoices: '/api/invoices',
  creditNotes: '/api/credit-notes',
  bankTransactions: '/api/bank-transactions',
} as const;
export type LedgerPath = (typeof ledgerPaths)[keyof typeof ledgerPaths];

/** The organisation a call is for, as the real provider names it. */
export const TENANT_HEADER = 'xero-tenant-id';
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** A line of a bank account's statement at the provider. */
export interface SandboxBankTransaction {
  BankTransactionID: string;
  Type: 'RECEIVE' | 'SPEND';
  Date: string;
  Reference: string;
  Total: string;
  BankAccount: { Code: string };
  IsReconciled: boolean;
}

/** A document the sandbox stored: what was posted, to which organisation, under which id. */
export interface PostedDocument {
  path: LedgerPath;
  tenantId: string;
  id: string;
  body: Record<string, unknown>;
}

/** One answer of the ledger; `drop` closes the connection instead of answering (a time-out). */
export interface LedgerAnswer {
  status: number;
  body: unknown;
  drop?: boolean;
}

const amount = z.string().regex(/^-?\d{1,15}(\.\d{1,2})?$/);
const line = z.object({ Description: z.string().min(1), LineAmount: amount, AccountCode: z.string().min(1) }).loose();
const contact = z.object({ Name: z.string().min(1) }).loose();
const documents = {
  [ledgerPaths.invoices]: z.object({ Type: z.literal('ACCREC'), Contact: contact, Date: z.string(), LineItems: z.array(line).min(1) }).loose(),
  [ledgerPaths.creditNotes]: z.object({ Type: z.literal('ACCRECCREDIT'), Contact: contact, Date: z.string(), LineItems: z.array(line).min(1) }).loose(),
  [ledgerPaths.bankTransactions]: z
    .object({
      Type: z.enum(['RECEIVE', 'SPEND']),
      Contact: contact,
      Date: z.string(),
      Reference: z.string().optional(),
      BankAccount: z.object({ Code: z.string() }),
      LineItems: z.array(line).min(1),
    })
    .loose(),
};
const ID_FIELD: Record<LedgerPath, string> = {
  [ledgerPaths.invoices]: 'InvoiceID',
  [ledgerPaths.creditNotes]: 'CreditNoteID',
  [ledgerPaths.bankTransactions]: 'BankTransactionID',
};

/** The real provider's validation answer: a 400 whose elements carry the messages. */
const refusal = (message: string): LedgerAnswer => ({
  status: 400,
  body: { Type: 'ValidationException', Message: 'A validation exception occurred', Elements: [{ ValidationErrors: [{ Message: message }] }] },
});

const defaultBankTransactions = (): SandboxBankTransaction[] => [
  {
    BankTransactionID: 'bank-0001',
    Type: 'RECEIVE',
    Date: '2026-01-05',
    Reference: 'Interest',
    Total: '12.40',
    BankAccount: { Code: '090' },
    IsReconciled: true,
  },
  {
    BankTransactionID: 'bank-0002',
    Type: 'SPEND',
    Date: '2026-01-06',
    Reference: 'Bank fees',
    Total: '8.00',
    BankAccount: { Code: '090' },
    IsReconciled: true,
  },
  {
    BankTransactionID: 'bank-0003',
    Type: 'RECEIVE',
    Date: '2026-01-07',
    Reference: 'Unidentified deposit',
    Total: '250.00',
    BankAccount: { Code: '091' },
    IsReconciled: false,
  },
];

/**
 * The sandbox's ledger: it stores what is posted (per organisation), checks it as the real
 * provider does (a connected organisation, known account codes, a bank account that is a BANK
 * account) and honours the Idempotency-Key header: a second post with a key already used answers
 * the first answer and stores nothing. `dropNext` stores the next posts but drops their answers.
 */
export function sandboxLedger(options: {
  accounts: readonly ExternalAccount[];
  tenants: () => readonly { tenantId: string }[];
  bankTransactions?: SandboxBankTransaction[];
}) {
  const posted: PostedDocument[] = [];
  const bankLines = options.bankTransactions ?? defaultBankTransactions();
  const answered = new Map<string, LedgerAnswer>();
  let drops = 0;
  const known = (code: string) => options.accounts.some((a) => a.code === code);

  function store(path: LedgerPath, tenantId: string, body: Record<string, unknown>): LedgerAnswer {
    const parsed = documents[path].safeParse(body);
    if (!parsed.success) return refusal(`The document is not valid: ${parsed.error.issues[0]?.path.join('.') ?? ''}`);
    const unknownCode = parsed.data.LineItems.map((l) => l.AccountCode).find((code) => !known(code));
    if (unknownCode) return refusal(`Account code '${unknownCode}' is not a valid code for this document.`);
    const total = parsed.data.LineItems.reduce((sum, l) => sum.plus(l.LineAmount), new Decimal(0)).toFixed(2);
    const id = crypto.randomUUID();
    if (path === ledgerPaths.bankTransactions) {
      const bank = (parsed.data as z.infer<(typeof documents)[typeof ledgerPaths.bankTransactions]>).BankAccount.Code;
      if (!options.accounts.some((a) => a.code === bank && a.type === 'BANK')) return refusal(`Account code '${bank}' is not a bank account.`);
    }
    posted.push({ path, tenantId, id, body });
    return { status: 200, body: { ...body, [ID_FIELD[path]]: id, Status: 'AUTHORISED', Total: total } };
  }

  const bankTransactionOf = (d: PostedDocument): SandboxBankTransaction => ({
    BankTransactionID: d.id,
    Type: d.body.Type as SandboxBankTransaction['Type'],
    Date: String(d.body.Date),
    Reference: typeof d.body.Reference === 'string' ? d.body.Reference : '',
    Total: (d.body.LineItems as { LineAmount: string }[]).reduce((sum, l) => sum.plus(l.LineAmount), new Decimal(0)).toFixed(2),
    BankAccount: { Code: (d.body.BankAccount as { Code: string }).Code },
    IsReconciled: false,
  });

  return {
    /** Every document stored, oldest first. */
    posted: posted as readonly PostedDocument[],
    dropNext(count: number) {
      drops = count;
    },
    /** The ledger's answer to an API call, or null when the call is not one of its paths. */
    answer(method: string, path: string, headers: Record<string, string | string[] | undefined>, body: () => Promise<unknown>): Promise<LedgerAnswer> | null {
      const ledgerPath = Object.values(ledgerPaths).find((p) => p === path);
      if (!ledgerPath) return null;
      const tenantId = String(headers[TENANT_HEADER] ?? '');
      if (!options.tenants().some((t) => t.tenantId === tenantId))
        return Promise.resolve({ status: 403, body: { Title: 'Forbidden', Detail: 'Unknown organisation' } });
      if (method === 'GET' && ledgerPath === ledgerPaths.bankTransactions) {
        const mine = posted.filter((d) => d.tenantId === tenantId && d.path === ledgerPaths.bankTransactions).map(bankTransactionOf);
        return Promise.resolve({ status: 200, body: [...bankLines, ...mine] });
      }
      if (method !== 'POST') return Promise.resolve({ status: 405, body: { error: 'method not allowed' } });
      return (async () => {
        const key = String(headers[IDEMPOTENCY_HEADER] ?? '');
        const remembered = key ? answered.get(`${tenantId}|${ledgerPath}|${key}`) : undefined;
        const result = remembered ?? store(ledgerPath, tenantId, ((await body()) ?? {}) as Record<string, unknown>);
        if (key && !remembered && result.status === 200) answered.set(`${tenantId}|${ledgerPath}|${key}`, result);
        if (drops > 0) {
          drops--;
          return { ...result, drop: true };
        }
        return result;
      })();
    },
  };
}
