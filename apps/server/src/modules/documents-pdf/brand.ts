import { eq, inArray } from 'drizzle-orm';
import { PARAMS } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { brands, companies, systemParameters } from '../../db/schema/index';
import type { Scope } from '../../db/tenancy';
import { readFile, type FileStore } from '../../lib/files/index';
import { attachmentKey } from '../uploads/uploads.storage';
import { pdfFormat, type PdfFormat } from './pdf-format';
import { companyFormats } from '../system-settings/company-formats';

/** A logo react-pdf can draw: PNG or JPEG bytes. */
interface Logo {
  data: Buffer;
  format: 'png' | 'jpg';
}

/** Who the customer's documents come from and how to pay them (docs/documents.md, "Brand"). */
export interface Brand {
  name: string;
  /** The brand colour, #rrggbb. */
  colour: string;
  logo: Logo | null;
  phone: string;
  website: string;
  /** Blank: not printed. */
  abn: string;
  bpayBillerCode: string;
  directDebitText: string;
}

/** Everything a branded PDF needs besides its own content. */
export interface PdfLook {
  brand: Brand;
  format: PdfFormat;
}

const LOGO_FORMATS: Record<string, Logo['format']> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

async function loadLogo(tx: Tx, files: FileStore, scope: Scope, logoPath: string | null): Promise<Logo | null> {
  if (!logoPath) return null;
  const file = await readFile(files, scope, attachmentKey(logoPath), tx);
  const format = file ? LOGO_FORMATS[file.contentType] : undefined;
  return file && format ? { data: file.content, format } : null;
}

/**
 * The brand of an account (its own, else the company's default brand, else the company's name in
 * the default colour) with the billing-document system parameters and the display formats.
 */
export async function loadPdfLook(tx: Tx, files: FileStore, scope: Scope, brandId: number | null): Promise<PdfLook> {
  const [own] = brandId === null ? [] : await tx.select().from(brands).where(eq(brands.id, brandId));
  const [brand] = own ? [own] : await tx.select().from(brands).where(eq(brands.isDefault, true)).limit(1);
  const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, scope.companyId));
  const rows = await tx
    .select({ code: systemParameters.code, value: systemParameters.parameter })
    .from(systemParameters)
    .where(inArray(systemParameters.code, [PARAMS.companyAbn, PARAMS.bpayBillerCode, PARAMS.directDebitText]));
  const param = (code: string) => rows.find((r) => r.code === code)?.value.trim() ?? '';
  return {
    brand: {
      name: brand?.name ?? company?.name ?? '',
      colour: brand?.colour ?? '#a6192e',
      logo: await loadLogo(tx, files, scope, brand?.logoPath ?? null),
      phone: brand?.phone ?? '',
      website: brand?.website ?? '',
      abn: param(PARAMS.companyAbn),
      bpayBillerCode: param(PARAMS.bpayBillerCode),
      directDebitText: param(PARAMS.directDebitText),
    },
    format: pdfFormat(await companyFormats(tx)),
  };
}
