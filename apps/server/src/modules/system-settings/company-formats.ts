import { inArray } from 'drizzle-orm';
import { companyFormatsOf, PARAMS, type CompanyFormats } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { systemParameters } from '../../db/schema/index';

/** The scoped company's CURRENCY and DATE_FORMAT, read the one way the browser reads them too (contract `companyFormatsOf`). */
export async function companyFormats(tx: Tx): Promise<CompanyFormats> {
  const rows = await tx
    .select({ code: systemParameters.code, value: systemParameters.parameter })
    .from(systemParameters)
    .where(inArray(systemParameters.code, [PARAMS.currency, PARAMS.dateFormat]));
  return companyFormatsOf((code) => rows.find((r) => r.code === code)?.value);
}
