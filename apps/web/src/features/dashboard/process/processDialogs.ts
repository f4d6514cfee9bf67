import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { PROCESS_CODES, type DashboardItem } from '@wattle/contract';

export interface ProcessDialogProps {
  item: DashboardItem;
  onClose: () => void;
}

type Dialog = LazyExoticComponent<ComponentType<ProcessDialogProps>>;

const named = <K extends string>(load: () => Promise<Record<K, ComponentType<ProcessDialogProps>>>, name: K): Dialog =>
  lazy(() => load().then((m) => ({ default: m[name] })));

/** The card dialogs chosen by process code (spec 2 §2.2); any other code opens the standard table dialog. */
const specialDialogs: Readonly<Record<string, Dialog>> = {
  [PROCESS_CODES.importMeterReads]: named(() => import('./ImportMeterReadsDialog'), 'ImportMeterReadsDialog'),
  [PROCESS_CODES.unbilledSummary]: named(() => import('./UnbilledSummaryDialog'), 'UnbilledSummaryDialog'),
  [PROCESS_CODES.emailStatus]: named(() => import('../email/EmailStatusDialog'), 'EmailStatusDialog'),
  [PROCESS_CODES.smsStatus]: named(() => import('./SmsStatusDialog'), 'SmsStatusDialog'),
  [PROCESS_CODES.postedMail]: named(() => import('./PostedMailDialog'), 'PostedMailDialog'),
  [PROCESS_CODES.unallocatedPayments]: named(() => import('./UnallocatedPaymentsDialog'), 'UnallocatedPaymentsDialog'),
};

const standardDialog: Dialog = named(() => import('./StandardProcessDialog'), 'StandardProcessDialog');

export const dialogFor = (code: string): Dialog => specialDialogs[code] ?? standardDialog;
