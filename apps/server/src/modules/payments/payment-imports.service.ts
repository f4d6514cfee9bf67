import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import {
  PAYMENT_FILE_PREVIEW_LINES,
  texts,
  type PaymentFileFormat,
  type PaymentFileLine as ReportLine,
  type PaymentFileReport,
  type PaymentImport,
} from '@wattle/contract';
import type { Tx } from '../../db/client';
import { paymentImports } from '../../db/schema/index';
import { queueJob } from '../../jobs/job';
import { batchesOf } from '../../lib/batches';
import { badRequest, notFound } from '../../lib/errors';
import { paymentFileReaders, type PaymentFileLine } from './payment-files';
import { paymentImportJob } from './payment-import.job';
import { accountNames, insertBankLines, receivedKeys, referenceMatches, type LineToWrite } from './payment-imports.repository';

const t = texts.paymentFiles;

export interface PaymentFile {
  fileName: string;
  format: PaymentFileFormat;
  text: string;
}

/** Lines per statement when a file's lines are looked up or written. */
const LINES_PER_STATEMENT = 10_000;

interface Match {
  accountId: number | null;
  note: string | null;
}

/** Each reference's account, or why it has none (docs/payments.md "Matching"). */
async function matchReferences(tx: Tx, lines: readonly PaymentFileLine[]): Promise<Map<string, Match>> {
  const matches = new Map<string, Match>();
  const references = [...new Set(lines.map((l) => l.reference))];
  for await (const slice of batchesOf(references, LINES_PER_STATEMENT)) {
    for (const m of await referenceMatches(tx, slice)) {
      const only = m.accountIds.length === 1 && !m.nearMiss ? m.accountIds[0]! : null;
      const note = only !== null ? null : m.accountIds.length > 1 ? t.ambiguous : m.nearMiss ? t.wrongCheckDigit : t.noAccount;
      matches.set(m.reference, { accountId: only, note });
    }
  }
  return matches;
}

async function readFile(tx: Tx, file: PaymentFile) {
  const lines = paymentFileReaders[file.format](file.text);
  if (!lines.length) throw badRequest(t.empty);
  const payments = lines.filter((l) => !l.skipped);
  const matches = await matchReferences(tx, payments);
  const matchOf = (l: PaymentFileLine): Match => matches.get(l.reference) ?? { accountId: null, note: t.noAccount };
  return { lines, payments, matchOf };
}

type Outcome = ReportLine['outcome'];

/** The report of a file: counts and amounts by outcome, and its first lines with their accounts. */
async function report(
  tx: Tx,
  file: PaymentFile,
  read: Awaited<ReturnType<typeof readFile>>,
  duplicate: (l: PaymentFileLine) => boolean,
  importId: number | null,
): Promise<PaymentFileReport> {
  const outcomeOf = (l: PaymentFileLine): Outcome =>
    l.skipped ? 'SKIPPED' : duplicate(l) ? 'DUPLICATE' : read.matchOf(l).accountId !== null ? 'MATCHED' : 'UNMATCHED';
  const sums = { MATCHED: new Decimal(0), UNMATCHED: new Decimal(0), DUPLICATE: new Decimal(0), SKIPPED: new Decimal(0) };
  const counts = { MATCHED: 0, UNMATCHED: 0, DUPLICATE: 0, SKIPPED: 0 };
  for (const line of read.lines) {
    const outcome = outcomeOf(line);
    counts[outcome]++;
    sums[outcome] = sums[outcome].plus(line.amount);
  }
  const shown = read.lines.slice(0, PAYMENT_FILE_PREVIEW_LINES);
  const names = new Map(
    (
      await accountNames(
        tx,
        shown.flatMap((l) => read.matchOf(l).accountId ?? []),
      )
    ).map((a) => [a.id, a]),
  );
  return {
    fileName: file.fileName,
    format: file.format,
    lines: read.lines.length,
    matched: counts.MATCHED,
    unmatched: counts.UNMATCHED,
    duplicates: counts.DUPLICATE,
    skipped: counts.SKIPPED,
    total: sums.MATCHED.plus(sums.UNMATCHED).toFixed(2),
    matchedTotal: sums.MATCHED.toFixed(2),
    unmatchedTotal: sums.UNMATCHED.toFixed(2),
    preview: shown.map((line) => {
      const outcome = outcomeOf(line);
      const match = line.skipped ? null : read.matchOf(line);
      const account = match?.accountId ? names.get(match.accountId) : undefined;
      return {
        lineNumber: line.lineNumber,
        paymentDate: line.paymentDate,
        amount: line.amount,
        reference: line.reference,
        description: line.description,
        outcome,
        accountNumber: account?.accountNumber ?? null,
        customerName: account?.customerName ?? null,
        note: line.skipped ?? (outcome === 'UNMATCHED' ? match!.note : null),
      };
    }),
    importId,
  };
}

/** A dry run (docs/payments.md "Payment files"): what applying the file would do; nothing is written. */
export async function checkPaymentFile(tx: Tx, file: PaymentFile): Promise<PaymentFileReport> {
  const read = await readFile(tx, file);
  const received = new Set<string>();
  for await (const slice of batchesOf(read.payments, LINES_PER_STATEMENT)) {
    for (const key of await receivedKeys(
      tx,
      slice.map((l) => l.lineKey),
    ))
      received.add(key);
  }
  return report(tx, file, read, (l) => received.has(l.lineKey), null);
}

/**
 * Applies a payment file: the import and its lines (each line key once; lines received before are
 * left out) are written in the caller's transaction, and the import's job, queued when it commits,
 * pays them in. Every line is then paid in exactly once, whichever server runs the job and however
 * often it is restarted.
 */
export async function applyPaymentFile(tx: Tx, file: PaymentFile, username: string): Promise<PaymentFileReport> {
  const read = await readFile(tx, file);
  const [created] = await tx
    .insert(paymentImports)
    .values({ fileName: file.fileName, format: file.format, insertUser: username })
    .returning({ id: paymentImports.id, companyId: paymentImports.companyId, dataset: paymentImports.dataset });
  const written = new Set<string>();
  for await (const slice of batchesOf(read.payments, LINES_PER_STATEMENT)) {
    const lines: LineToWrite[] = slice.map((l) => ({ ...l, accountId: read.matchOf(l).accountId }));
    for (const key of await insertBankLines(tx, created!.id, lines, username)) written.add(key);
  }
  const duplicate = (l: PaymentFileLine) => !written.has(l.lineKey);
  const result = await report(tx, file, read, duplicate, written.size ? created!.id : null);
  await tx
    .update(paymentImports)
    .set({
      totalLines: written.size,
      duplicateLines: result.duplicates,
      totalAmount: result.total,
      ...(written.size ? {} : { status: 'COMPLETED', finishedAt: sql`now()` }),
    })
    .where(eq(paymentImports.id, created!.id));
  if (written.size) queueJob(tx, paymentImportJob, { companyId: created!.companyId, dataset: created!.dataset, importId: created!.id });
  return result;
}

/** GET /payments/imports/{importId}: how far the import's job is. */
export async function paymentImport(tx: Tx, importId: number): Promise<PaymentImport> {
  const [row] = await tx
    .select({
      id: paymentImports.id,
      fileName: paymentImports.fileName,
      status: paymentImports.status,
      totalLines: paymentImports.totalLines,
      doneLines: paymentImports.doneLines,
      errorMessage: paymentImports.errorMessage,
      matched: sql<number>`(select count(*) from bank_lines b where b.payment_import_id = payment_imports.id and b.status in ('MATCHED', 'ASSIGNED'))::integer`,
      unmatched: sql<number>`(select count(*) from bank_lines b where b.payment_import_id = payment_imports.id and b.status = 'UNMATCHED')::integer`,
    })
    .from(paymentImports)
    .where(eq(paymentImports.id, importId));
  if (!row) throw notFound(texts.server.notFound);
  return row;
}
