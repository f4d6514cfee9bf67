import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import {
  formSchema,
  type CrmIdentifiers,
  type FieldValues,
  type Message,
  type SectionConfig,
  type SectionDisplayField,
  type SectionRow,
  type SubmittedField,
} from '@wattle/contract';
import { InvalidFormError } from '../../components/InvalidFormError';
import { formatValue, isNumberType, type ValueFormats } from '../formatValue';
import { saveSection } from '../sectionsApi';
import { useValueFormats } from '../useValueFormats';
import type { SectionController } from '../SectionContext';

/**
 * The loaded text of each field ('' for none), the form's baseline; read-only fields show their
 * display text from it, or their number in its format (money with the currency symbol). A new
 * record starts with each field's default value.
 */
export function baselineOf(section: SectionConfig, row: SectionRow | null, formats: ValueFormats): Record<string, string> {
  const readOnly = (f: SectionDisplayField) => {
    const value = row?.values[f.name];
    return row?.displayValues[f.name] ?? (isNumberType(f.dataType) ? formatValue(value, f.dataType, formats) : value);
  };
  const loaded = (f: SectionDisplayField) => (f.editable ? row?.values[f.name] : readOnly(f));
  return Object.fromEntries(section.displayFields.map((f) => [f.name, (row ? loaded(f) : f.value) ?? '']));
}

/** What "@name" lookup parameters may refer to besides the form's own answers: the session identifiers. */
const identifierAnswers = (ids: CrmIdentifiers): Record<string, string> =>
  Object.fromEntries(Object.entries(ids).flatMap(([name, id]) => (id == null ? [] : [[name, String(id)]])));

/** The save body's fields: every editable field with its text, display text and whether it changed, plus the key. */
export function submittedFields(
  section: SectionConfig,
  row: SectionRow | null,
  values: FieldValues,
  baseline: Record<string, string>,
  displays: Record<string, string>,
): SubmittedField[] {
  const fields: SubmittedField[] = section.displayFields
    .filter((f) => f.editable)
    .map((f) => {
      const value = typeof values[f.name] === 'string' ? (values[f.name] as string) : '';
      return { name: f.name, id: f.fieldId, value, displayValue: displays[f.name] ?? value, isDirty: value !== baseline[f.name] };
    });
  if (section.keyColumn) fields.push({ name: section.keyColumn, id: null, value: row?.key ?? '', displayValue: null, isDirty: false });
  return fields;
}

/**
 * A section record in a react-hook-form form: validated with the shared field rules, dirty against
 * the loaded values, saved through the section data call; a successful save becomes the new baseline.
 */
export function useSectionForm(controller: SectionController, row: SectionRow | null) {
  const { section } = controller;
  const editable = useMemo(() => section.displayFields.filter((f) => f.editable), [section]);
  const { dateFormat, currency, timeZone } = useValueFormats();
  const baseline = useMemo(() => baselineOf(section, row, { dateFormat, currency, timeZone }), [section, row, dateFormat, currency, timeZone]);
  const displays = useRef<Record<string, string>>({});
  const form = useForm<FieldValues>({
    values: baseline,
    resolver: zodResolver(formSchema(editable)),
    mode: 'onTouched',
  });

  const onDisplayValue = useCallback((name: string, displayValue: string) => {
    displays.current[name] = displayValue;
  }, []);

  /** Validates, saves and resets the baseline; resolves with the server's messages, rejects on failure. */
  const submit = useCallback(
    () =>
      new Promise<Message[]>((resolve, reject) => {
        void form.handleSubmit(
          async (values) => {
            try {
              const messages = await saveSection(section.id, controller.parameters, {
                id: section.id,
                sectionControlType: section.sectionControlType,
                items: [{ fields: submittedFields(section, row, values, baseline, displays.current), version: row?.version ?? null }],
              });
              form.reset(values);
              resolve(messages);
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          },
          () => reject(new InvalidFormError()),
        )();
      }),
    [form, section, controller.parameters, row, baseline],
  );

  const outerAnswers = useMemo(() => identifierAnswers(controller.ids), [controller.ids]);
  const environment = useMemo(() => ({ outerAnswers, onDisplayValue }), [outerAnswers, onDisplayValue]);
  // Read during render so react-hook-form keeps them up to date.
  const { isDirty, isValid } = form.formState;
  return { form, editable, submit, environment, isDirty, isValid };
}
