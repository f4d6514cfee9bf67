import type { ProcessSpec } from '../process-spec';
import { adjustmentApprovalsProcess } from './adjustment-approvals';
import { arrearsProcess } from './arrears';
import { billingExceptionsProcess } from './billing-exceptions';
import { buildingReconciliationProcess } from './building-reconciliation';
import { correspondenceChartProcess, exceptionsChartProcess } from './charts';
import { emailStatusProcess } from './email-status';
import { importMeterReadsProcess } from './import-meter-reads';
import { lifeSupportProcess } from './life-support';
import { newCustomersProcess } from './new-customers';
import { paymentPlanDefaultsProcess } from './payment-plan-defaults';
import { postedMailProcess } from './posted-mail';
import { scheduledManagementProcess } from './scheduled-management';
import { smsStatusProcess } from './sms-status';
import { unallocatedPaymentsProcess } from './unallocated-payments';
import { unbilledSummaryProcess } from './unbilled-summary';

/** Every dashboard process the server knows, by query key (docs/dashboard.md: how to add one). */
export const processSpecs: readonly ProcessSpec[] = [
  billingExceptionsProcess,
  unbilledSummaryProcess,
  importMeterReadsProcess,
  buildingReconciliationProcess,
  emailStatusProcess,
  smsStatusProcess,
  postedMailProcess,
  newCustomersProcess,
  arrearsProcess,
  unallocatedPaymentsProcess,
  adjustmentApprovalsProcess,
  paymentPlanDefaultsProcess,
  lifeSupportProcess,
  scheduledManagementProcess,
  exceptionsChartProcess,
  correspondenceChartProcess,
];

export const processSpecsByKey: ReadonlyMap<string, ProcessSpec> = new Map(processSpecs.map((p) => [p.code, p]));
