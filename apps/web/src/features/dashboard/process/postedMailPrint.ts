import { correspondenceEndpoints } from '@wattle/contract';
import { callEndpoint } from '../../../api/callEndpoint';

/** The selected letters merged into one PDF by the server (pdf-lib), in the order selected. */
export const mergePostedMail = (ids: readonly number[]) => callEndpoint(correspondenceEndpoints.mergePostedMail, { body: { ids: [...ids] } });

/** Prints a PDF from a hidden frame (the browser's print dialog); the frame goes once printing is done. */
export function printPdf(pdf: Blob) {
  const url = URL.createObjectURL(pdf);
  const frame = document.createElement('iframe');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  frame.dataset.testid = 'posted-mail-print';
  frame.src = url;
  frame.onload = () => {
    // A browser driven by automation (navigator.webdriver) has no print dialog to show.
    if (navigator.webdriver) return;
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
    window.setTimeout(() => {
      frame.remove();
      URL.revokeObjectURL(url);
    }, 60_000);
  };
  document.body.append(frame);
}
