import { eq } from 'drizzle-orm';
import { pricePlanIssues, texts, type PricePlan, type PricePlanIssue } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { inTurn } from '../../db/sql-rows';
import { productTypes } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import { businessDate } from '../../lib/business-date';
import { notFound, refused } from '../../lib/errors';
import { withBasicSchedules } from './basic-rates';
import { loadCatalogue } from './price-plan-catalogue';
import { changeIssues } from './price-plan-changes';
import { referenceIssues } from './price-plan-references';
import { toPricePlan, type RateClock } from './price-plan-view';
import { insertPlan, updatePlan, writeFixedCharges, writeVariableCharges } from './price-plan-writes.repository';
import { findPlan, lastBilledDate, planIdByCode, planSchedules, type ScheduleRows } from './price-plans.repository';
import type { Actor } from '../../lib/actor';

/** A plan the rules refuse: a 400 whose messages name each field (`path: problem`). */

const NO_ROWS: ScheduleRows = { fixed: [], usage: [], fixedRates: [], usageRates: [], steps: [] };

async function clockOf(tx: Tx, planId: number): Promise<RateClock> {
  return { today: await businessDate(tx), lastBilled: await lastBilledDate(tx, planId) };
}

async function readPlan(tx: Tx, id: number, allRates: boolean): Promise<PricePlan> {
  const row = await findPlan(tx, id);
  if (!row) throw notFound(texts.pricePlan.notFound);
  const [rows, clock] = await inTurn([() => planSchedules(tx, id), () => clockOf(tx, id)]);
  return toPricePlan(row, rows, clock, allRates);
}

/** GET /price-plan/{id}: without allRates, rates that ended before today are left out. */
export const getPricePlan = (tx: Tx, id: number, allRates: boolean) => readPlan(tx, id, allRates);

function refuseIf(issues: PricePlanIssue[]) {
  if (issues.length) throw refused(issues.map(({ path, message }) => ({ field: path, message })));
}

/** Rules of the contract, then the catalogue's ids and codes, then a code no other plan has. */
async function validate(tx: Tx, plan: PricePlan, productTypeId: number | null, ownId: number | null) {
  const [productType] =
    productTypeId && productTypeId > 0 ? await tx.select({ code: productTypes.code }).from(productTypes).where(eq(productTypes.id, productTypeId)) : [];
  if (productTypeId && productTypeId > 0 && !productType) refuseIf([{ path: 'productTypeId', message: texts.pricePlan.unknownValue }]);
  refuseIf(pricePlanIssues(plan, { productTypeCode: productType?.code ?? null }));
  const catalogue = await loadCatalogue(tx, productTypeId!);
  const { issues, resolved } = referenceIssues(plan, catalogue);
  const other = await planIdByCode(tx, plan.code.trim());
  if (other !== null && other !== ownId) issues.unshift({ path: 'code', message: texts.pricePlan.codeTaken });
  refuseIf(issues);
  return { catalogue, resolved };
}

/** POST /price-plan: the whole plan in one transaction; create mode's basic rates become schedules. */
export async function createPricePlan(tx: Tx, input: PricePlan, actor: Actor): Promise<PricePlan> {
  const { catalogue, resolved } = await validate(tx, input, input.productTypeId, null);
  // A new plan has no saved rows: a positive id would name another plan's.
  refuseIf(changeIssues(input, NO_ROWS, { today: await businessDate(tx), lastBilled: null }));
  const plan = withBasicSchedules(input, catalogue);
  const id = await insertPlan(tx, plan, resolved);
  await writeFixedCharges(tx, id, plan.fixedCharges);
  await writeVariableCharges(tx, id, plan.variableCharges);
  const saved = await readPlan(tx, id, true);
  await audit(tx, { event: 'PRICE_PLAN_CREATED', entity: 'price_plan', entityId: id, newValues: saved, ...actor });
  return saved;
}

/** Every rule PUT applies to a changed plan, without saving it (the impact preview checks the same). */
export async function checkPricePlanUpdate(tx: Tx, id: number, input: PricePlan) {
  const row = await findPlan(tx, id);
  if (!row) throw notFound(texts.pricePlan.notFound);
  if (input.productTypeId !== row.plan.productTypeId) refuseIf([{ path: 'productTypeId', message: texts.pricePlan.productTypeFixed }]);
  const { resolved } = await validate(tx, input, row.plan.productTypeId, id);
  const [saved, clock] = await inTurn([() => planSchedules(tx, id), () => clockOf(tx, id)]);
  refuseIf(changeIssues(input, saved, clock));
  return { row, resolved, saved, clock };
}

/**
 * PUT /price-plan/{id}: the product type stays; rows the body does not send stay as they are;
 * rates in use keep their start date and unit rate. Audited with the plan before and after.
 */
export async function updatePricePlan(tx: Tx, id: number, input: PricePlan, actor: Actor): Promise<PricePlan> {
  const { row, resolved, saved, clock } = await checkPricePlanUpdate(tx, id, input);
  const before = toPricePlan(row, saved, clock, true);
  await updatePlan(tx, id, input, resolved);
  await writeFixedCharges(tx, id, input.fixedCharges);
  await writeVariableCharges(tx, id, input.variableCharges);
  const after = await readPlan(tx, id, true);
  await audit(tx, { event: 'PRICE_PLAN_UPDATED', entity: 'price_plan', entityId: id, oldValues: before, newValues: after, ...actor });
  return after;
}
