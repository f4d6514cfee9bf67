import { eq, sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import { customerAccounts, paymentPlanInstalments, paymentPlans } from '../../../db/schema/index';
import { paymentMethodText } from '../../lookups/lookup-text';
import { amountProblem, derivedSchedule, instalmentCountProblem, type PlanInput, type PlanType } from '../../payment-plans/payment-plan.rules';
import { amountOwedProblem, cancelPlans, createInstalments, openPlanProblem, scheduleChangeProblem } from '../../payment-plans/payment-plans.service';
import { defineSection, type FieldSpec, type SectionBinding, type SectionRule, type SectionSpec } from '../section-spec';
import { keysOf, ofCustomerAccounts, outcomeMessage, wordsOf } from './shared';
import { addAction, editAction } from './standard-actions';

const p = paymentPlans;
const i = paymentPlanInstalments;

const planFields = (totalPrompt: string): FieldSpec[] => [
  { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
  { name: 'totalAmount', prompt: totalPrompt, fieldType: 'Money', dataType: 'CURRENCY2', editable: true, mandatory: true, row: 1, span: 4 },
  { name: 'numberOfInstalments', prompt: 'Instalments', fieldType: 'Int', editable: true, mandatory: true, row: 1, span: 4 },
  { name: 'frequency', prompt: 'Frequency', fieldType: 'LookUp', lookupCode: 'PLAN_FREQUENCY', editable: true, mandatory: true, row: 1, span: 4 },
  { name: 'startDate', prompt: 'First Instalment', fieldType: 'Date', editable: true, mandatory: true, row: 2, span: 4 },
  { name: 'endDate', prompt: 'Last Instalment', fieldType: 'Date', row: 2, span: 4 },
  { name: 'instalmentAmount', prompt: 'Instalment Amount', fieldType: 'Money', dataType: 'CURRENCY2', row: 2, span: 4 },
  {
    name: 'paymentMethod',
    prompt: 'Payment Method',
    fieldType: 'LookUp',
    lookupCode: 'PAYMENT_METHOD',
    editable: true,
    mandatory: true,
    defaultValue: 'DIRECT_DEBIT',
    row: 3,
    span: 4,
  },
  { name: 'status', prompt: 'Status', row: 3, span: 4 },
  { name: 'paid', prompt: 'Paid So Far', fieldType: 'Money', dataType: 'CURRENCY2', showInTableRowExpansion: true, visible: false },
  { name: 'notes', prompt: 'Notes', fieldType: 'Notes', editable: true, maxLength: 2000, showInTableRowExpansion: true, visible: false, row: 4 },
];

const planRules = (planType: PlanType): SectionRule[] => [
  (row) => amountProblem(row.totalAmount),
  (row) => instalmentCountProblem(row.numberOfInstalments),
  (row, { tx, isNew }) => (isNew || !row.id ? null : scheduleChangeProblem(tx, Number(row.id), row)),
  (row, { tx, ids, isNew }) => (!isNew || !ids.customerId ? null : openPlanProblem(tx, planType, ids.customerId)),
  (row, { tx, ids, isNew }) => (!isNew || !ids.customerId ? null : amountOwedProblem(tx, planType, ids.customerId, row.totalAmount)),
];

const writeInstalments: SectionBinding['afterWrite'] = async ({ tx }, { key, isNew, after }) => {
  if (isNew) await createInstalments(tx, Number(key), after as Required<PlanInput>);
};

const planBinding = (planType: PlanType): SectionBinding => ({
  table: p,
  key: p.id,
  filters: { customerId: ofCustomerAccounts(p.customerAccountId) },
  where: eq(p.planType, planType),
  orderBy: [sql`${p.startDate} desc`],
  columns: { paid: sql`(select coalesce(sum(${i.paidAmount}), 0) from ${i} where ${i.paymentPlanId} = ${p.id})` },
  displays: { frequency: wordsOf(p.frequency), status: wordsOf(p.status), paymentMethod: paymentMethodText(p.paymentMethod) },
  colour: sql`case ${p.status} when 'DEFAULTED' then 'red' when 'COMPLETED' then 'green' when 'ACTIVE' then 'blue' end`,
  insertValues: () => ({ planType }),
  rules: planRules(planType),
  derive: derivedSchedule,
  afterWrite: writeInstalments,
  operations: { CANCEL: async ({ tx, rows }) => outcomeMessage(await cancelPlans(tx, keysOf(rows)), texts.sectionRules.planCancelled) },
});

const planActions = [
  addAction,
  editAction,
  { code: 'CANCEL', name: 'Cancel Plan', actionType: 'CustomEdit', iconName: 'Cancel', confirmMessage: texts.sectionRules.confirmCancelPlan },
] as const;

/** Payment Plans: arrangements to pay off what is owed in instalments; the highlighted plan's instalments follow. */
export const paymentPlansSection: SectionSpec = defineSection({
  code: 'PAYMNTPLANS',
  description: 'Payment Plans',
  controlType: 'DataGrid',
  keyColumn: 'id',
  childSections: ['PLANINSTALMENTS'],
  fields: planFields('Amount Owed'),
  actions: [...planActions],
  data: planBinding('PAYMENT_PLAN'),
});

/** Smooth Pay: the year's estimated bills spread over equal instalments. */
export const smoothPaySection: SectionSpec = defineSection({
  code: '_SMOOTHPAY',
  description: 'Smooth Pay',
  controlType: 'DataGrid',
  keyColumn: 'id',
  childSections: ['PLANINSTALMENTS'],
  fields: planFields('Estimated Annual Cost'),
  actions: [...planActions],
  data: planBinding('SMOOTH_PAY'),
});

/** The highlighted plan's instalments (read only). */
export const planInstalmentsSection: SectionSpec = defineSection({
  code: 'PLANINSTALMENTS',
  description: 'Instalments',
  controlType: 'DataGrid',
  keyColumn: 'id',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    { name: 'instalmentNumber', prompt: 'No.', fieldType: 'Int' },
    { name: 'dueDate', prompt: 'Due', fieldType: 'Date' },
    { name: 'amount', prompt: 'Amount', fieldType: 'Money', dataType: 'CURRENCY2' },
    { name: 'paidAmount', prompt: 'Paid', fieldType: 'Money', dataType: 'CURRENCY2' },
    { name: 'paidDate', prompt: 'Paid On', fieldType: 'Date' },
    { name: 'status', prompt: 'Status' },
  ],
  data: {
    table: i,
    key: i.id,
    filters: {
      customerId: {
        column: i.paymentPlanId,
        values: (customerId) =>
          sql`select ${p.id} from ${p} where ${p.customerAccountId} in (select ${customerAccounts.id} from ${customerAccounts} where ${customerAccounts.customerId} = ${customerId})`,
      },
    },
    parent: i.paymentPlanId,
    orderBy: [i.instalmentNumber],
    displays: { status: wordsOf(i.status) },
    colour: sql`case ${i.status} when 'MISSED' then 'red' when 'PAID' then 'green' end`,
  },
});
