import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import type { Tx } from '../../../db/client';
import { customerAccounts, paymentPlanInstalments, paymentPlans } from '../../../db/schema/index';
import { paymentMethodText } from '../../lookups/lookup-text';
import { defineSection, type FieldSpec, type SectionBinding, type SectionRule, type SectionSpec } from '../section-spec';
import { instalmentSchedule, type Frequency } from './instalments';
import { ofCustomerAccounts, today, wordsOf } from './shared';
import { addAction, editAction } from './standard-actions';

const p = paymentPlans;
const i = paymentPlanInstalments;
type PlanType = 'PAYMENT_PLAN' | 'SMOOTH_PAY';

/** Fields fixed once a plan exists: changing the schedule means cancelling and starting a new plan. */
const SCHEDULE_FIELDS = ['totalAmount', 'numberOfInstalments', 'frequency', 'startDate'] as const;
const MAX_INSTALMENTS = 52;

const planFields = (totalPrompt: string): FieldSpec[] => [
  { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
  { name: 'totalAmount', prompt: totalPrompt, fieldType: 'Money', dataType: 'CURRENCY2', editable: true, mandatory: true, row: 1, span: 4 },
  { name: 'numberOfInstalments', prompt: 'Instalments', fieldType: 'Int', editable: true, mandatory: true, row: 1, span: 4 },
  { name: 'frequency', prompt: 'Frequency', fieldType: 'LookUp', lookupCode: 'PLAN_FREQUENCY', editable: true, mandatory: true, row: 1, span: 4 },
  { name: 'startDate', prompt: 'First Instalment', fieldType: 'Date', editable: true, mandatory: true, row: 2, span: 4 },
  { name: 'endDate', prompt: 'Last Instalment', fieldType: 'Date', row: 2, span: 4 },
  { name: 'instalmentAmount', prompt: 'Instalment Amount', fieldType: 'Money', dataType: 'CURRENCY2', row: 2, span: 4 },
  { name: 'paymentMethod', prompt: 'Payment Method', fieldType: 'LookUp', lookupCode: 'PAYMENT_METHOD', editable: true, mandatory: true, defaultValue: 'DIRECT_DEBIT', row: 3, span: 4 },
  { name: 'status', prompt: 'Status', row: 3, span: 4 },
  { name: 'paid', prompt: 'Paid So Far', fieldType: 'Money', dataType: 'CURRENCY2', showInTableRowExpansion: true, visible: false },
  { name: 'notes', prompt: 'Notes', fieldType: 'Notes', editable: true, maxLength: 2000, showInTableRowExpansion: true, visible: false, row: 4 },
];

const amountOwed = async (tx: Tx, customerId: number) => {
  const [row] = await tx
    .select({ balance: customerAccounts.balance })
    .from(customerAccounts)
    .where(eq(customerAccounts.customerId, customerId))
    .orderBy(customerAccounts.id)
    .limit(1);
  return new Decimal(row?.balance ?? '0');
};

const planRules = (planType: PlanType): SectionRule[] => [
  (row) => (new Decimal(row.totalAmount || '0').lte(0) ? texts.sectionRules.amountPositive : null),
  (row) => {
    const n = Number(row.numberOfInstalments);
    return n < 2 || n > MAX_INSTALMENTS ? texts.sectionRules.instalmentCount(MAX_INSTALMENTS) : null;
  },
  async (row, { tx, isNew }) => {
    if (isNew || !row.id) return null;
    const [saved] = await tx.select().from(p).where(eq(p.id, Number(row.id)));
    const changed = saved && SCHEDULE_FIELDS.some((f) => String(saved[f]) !== row[f]);
    return changed ? texts.sectionRules.scheduleFixed : null;
  },
  async (row, { tx, ids, isNew }) => {
    if (!isNew || !ids.customerId) return null;
    const [open] = await tx
      .select({ id: p.id })
      .from(p)
      .where(and(eq(p.planType, planType), eq(p.status, 'ACTIVE'), sql`${p.customerAccountId} in (select ${customerAccounts.id} from ${customerAccounts} where ${customerAccounts.customerId} = ${ids.customerId})`))
      .limit(1);
    return open ? texts.sectionRules.oneActivePlan : null;
  },
  // A payment plan pays off what is owed: its instalments add up to the account balance.
  async (row, { tx, ids, isNew }) => {
    if (planType !== 'PAYMENT_PLAN' || !isNew || !ids.customerId) return null;
    const owed = await amountOwed(tx, ids.customerId);
    if (owed.lte(0)) return texts.sectionRules.nothingOwed;
    return new Decimal(row.totalAmount || '0').equals(owed) ? null : texts.sectionRules.planMustMatchOwed(owed.toFixed(2));
  },
];

/** The regular instalment and the last due date follow from total, count, frequency and start. */
const derivePlan = (row: Record<string, string | null>) => {
  if (!row.totalAmount || !row.numberOfInstalments || !row.startDate || !row.frequency) return {};
  const schedule = instalmentSchedule(row.totalAmount, Number(row.numberOfInstalments), row.startDate, row.frequency as Frequency);
  return { instalmentAmount: schedule[0]!.amount, endDate: schedule.at(-1)!.dueDate };
};

/** A new plan gets its instalments, adding up to its total. */
const writeInstalments: SectionBinding['afterWrite'] = async ({ tx }, { key, isNew, after }) => {
  if (!isNew) return;
  const schedule = instalmentSchedule(after.totalAmount!, Number(after.numberOfInstalments), after.startDate!, after.frequency as Frequency);
  await tx.insert(i).values(schedule.map((s) => ({ ...s, paymentPlanId: Number(key) })));
};

const cancelPlan: NonNullable<SectionBinding['operations']>[string] = async ({ tx, rows }) => {
  const plan = rows[0]!;
  if (plan.values.status !== 'ACTIVE') return { messageType: 'Error', message: texts.sectionRules.planNotActive };
  await tx.update(p).set({ status: 'CANCELLED', updatedAt: sql`clock_timestamp()` }).where(eq(p.id, Number(plan.key)));
  await tx.update(i).set({ status: 'MISSED', updatedAt: sql`clock_timestamp()` }).where(and(eq(i.paymentPlanId, Number(plan.key)), eq(i.status, 'DUE'), sql`${i.dueDate} < ${today()}`));
  return { messageType: 'Success', message: texts.sectionRules.planCancelled };
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
  derive: derivePlan,
  afterWrite: writeInstalments,
  operations: { CANCEL: cancelPlan },
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
