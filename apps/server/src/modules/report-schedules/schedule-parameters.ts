import { fixedChoices, parameterValues, texts, type ScheduleParameter, type ScheduleParameterValues } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { lookupValues } from '../lookups/lookups.service';

const t = texts.reportSchedules;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (text: string) => ISO_DATE.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** Why a non-blank value does not fit its parameter, or null when it does. */
async function valueProblem(tx: Tx, parameter: ScheduleParameter, value: string): Promise<string | null> {
  switch (parameter.filterType) {
    case 'DATEPICKER':
      return isDate(value) ? null : t.notADate;
    case 'CHECKBOX':
      return value === 'true' || value === 'false' ? null : t.notAFlag;
    case 'LOOKUP': {
      const fixed = fixedChoices(parameter.parameterCode);
      const choices = fixed ?? (parameter.lookupCode ? (await lookupValues(tx, parameter.lookupCode, {}))?.map((v) => v.value) : null);
      return !choices || choices.includes(value) ? null : t.notAChoice;
    }
    case 'TEXT':
      return null;
  }
}

/**
 * A schedule's parameter values checked against its report's parameters form (contract
 * scheduleParameters): no unknown codes, required ones filled, dates, flags and choices as their
 * filter says. Answers every parameter's value as text, empty text when blank.
 */
export async function checkedParameters(tx: Tx, parameters: readonly ScheduleParameter[], values: ScheduleParameterValues): Promise<ScheduleParameterValues> {
  const known = new Set(parameters.map((p) => p.parameterCode));
  const unknown = Object.keys(values).find((code) => !known.has(code));
  if (unknown !== undefined) throw badRequest(`parameters.${unknown}: ${t.unknownParameter}`);
  const checked = parameterValues(parameters, values);
  for (const parameter of parameters) {
    const value = checked[parameter.parameterCode]!.trim();
    checked[parameter.parameterCode] = value;
    const problem = value === '' ? (parameter.required ? t.required : null) : await valueProblem(tx, parameter, value);
    if (problem) throw badRequest(`parameters.${parameter.parameterCode}: ${problem}`);
  }
  return checked;
}
