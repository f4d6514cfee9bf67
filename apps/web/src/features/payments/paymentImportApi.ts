import { paymentsEndpoints, type PaymentFileFormat } from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';

/** POST /payments/imports: the file checked (`dryRun`) or applied. */
export function sendPaymentFile(file: File, format: PaymentFileFormat, dryRun: boolean) {
  const body = new FormData();
  body.append('format', format);
  body.append('dryRun', String(dryRun));
  body.append('file', file);
  return callEndpoint(paymentsEndpoints.importFile, { body });
}

export const paymentImport = (importId: number, signal?: AbortSignal) => callEndpoint(paymentsEndpoints.import, { params: { importId }, signal });
