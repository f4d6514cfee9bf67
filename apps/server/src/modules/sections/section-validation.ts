import { fieldError, resolveLookupParameters, splitMultiSelect, texts } from '@wattle/contract';
import { refused } from '../../lib/errors';
import { lookupValues } from '../lookups/lookups.service';
import type { BoundField, CatalogSection } from './section-catalog';
import { toColumnValue } from './column-values';
import type { RowValues, RuleContext, SectionContext } from './section-spec';

const LOOKUP_TYPES = new Set(['LookUp', 'RadioButton', 'MultiSelect']);

/** What "@name" lookup parameters refer to: the row's values, else the session identifiers (as the form has them). */
function lookupAnswers(ctx: SectionContext, row: RowValues): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const [name, id] of Object.entries(ctx.ids)) if (id != null) answers[name] = String(id);
  for (const [name, value] of Object.entries(row)) if (value != null && value !== '') answers[name] = value;
  return answers;
}

/** A chosen value (each id of a multi-select) must be one the field's lookup offers for this row. */
async function lookupError(ctx: SectionContext, field: BoundField, value: string | null, row: RowValues): Promise<string | null> {
  if (!field.lookupCode || !LOOKUP_TYPES.has(field.fieldType) || !value) return null;
  const parameters = resolveLookupParameters(field.lookupParameters, lookupAnswers(ctx, row)) ?? {};
  const offered = new Set((await lookupValues(ctx.tx, field.lookupCode, parameters))?.map((v) => v.value) ?? []);
  const chosen = field.fieldType === 'MultiSelect' ? splitMultiSelect(value) : [value];
  return chosen.every((v) => offered.has(v)) ? null : texts.fields.invalidValue;
}

/** The first problem with one editable field's value, or null. */
async function fieldProblem(ctx: SectionContext, f: BoundField, row: RowValues): Promise<string | null> {
  const value = row[f.name] ?? null;
  return (
    fieldError(f, value) ??
    (f.maxLength != null && value != null && value.length > f.maxLength ? texts.sections.maxLength(f.maxLength) : null) ??
    (toColumnValue(f.write!, value) === undefined ? texts.fields.invalidValue : null) ??
    (await lookupError(ctx, f, value, row))
  );
}

/**
 * Every editable field checked with the shared field rules (the client runs the same ones), its
 * length, its column's type and its lookup; then the section's business rules. Throws all messages.
 */
export async function validateRow(section: CatalogSection, fields: readonly BoundField[], row: RowValues, ctx: RuleContext) {
  const messages: string[] = [];
  for (const f of fields.filter((x) => x.write)) {
    const problem = await fieldProblem(ctx, f, row);
    if (problem) messages.push(texts.sections.fieldMessage(f.prompt, problem));
  }
  if (messages.length) throw refused(messages.map((message) => ({ message })));
  for (const rule of section.spec.data.rules ?? []) {
    const message = await rule(row, ctx);
    if (message) messages.push(message);
  }
  if (messages.length) throw refused(messages.map((message) => ({ message })));
}
