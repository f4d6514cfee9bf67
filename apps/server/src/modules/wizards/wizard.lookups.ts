import {
  ADDRESS_STATE_LOOKUP,
  decodeAddress,
  isValidated,
  resolveLookupParameters,
  splitMultiSelect,
  texts,
  type FieldType,
  type Message,
} from '@wattle/contract';
import type { Tx } from '../../db/client';
import { lookupValues } from '../lookups/lookups.service';
import type { AnsweredField } from './wizard.engine';

const LOOKUP_TYPES: ReadonlySet<FieldType> = new Set<FieldType>(['LookUp', 'RadioButton', 'MultiSelect']);

/**
 * The server-side half of the field rules: a LookUp, RadioButton or MultiSelect answer must be one of
 * its lookup's values for this company and dataset (asked with the same resolved parameters the form used);
 * an AddressInput's state must be one of the states lookup's values.
 */
export async function lookupIssues(tx: Tx, answered: readonly AnsweredField[], answers: Readonly<Record<string, string>>): Promise<Message[]> {
  const issues: Message[] = [];
  for (const { field, value } of answered) {
    const state = field.fieldType === 'AddressInput' ? decodeAddress(value)?.state.trim() : undefined;
    if (state && !(await lookupValues(tx, ADDRESS_STATE_LOOKUP, {}))?.some((v) => v.value === state)) {
      issues.push({ message: texts.wizard.fieldMessage(field.prompt, texts.fields.pleaseSelect), messageType: 'Error' });
    }
    if (!field.lookupCode || !LOOKUP_TYPES.has(field.fieldType) || !isValidated(field) || value.trim() === '') continue;
    const parameters = resolveLookupParameters(field.lookupParameters, answers);
    const values = parameters && (await lookupValues(tx, field.lookupCode, parameters));
    if (!values) throw new Error(`wizard field ${field.name} names lookup ${field.lookupCode}, which does not answer`);
    const allowed = new Set(values.map((v) => v.value));
    const chosen = field.fieldType === 'MultiSelect' ? splitMultiSelect(value) : [value];
    if (!chosen.every((v) => allowed.has(v))) {
      issues.push({ message: texts.wizard.fieldMessage(field.prompt, texts.fields.pleaseSelect), messageType: 'Error' });
    }
  }
  return issues;
}
