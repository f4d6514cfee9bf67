import type { DateRule, DisplayField, FieldType, WizardDefinition, WizardPage } from '@wattle/contract';

/** A field as written in a wizard definition: only what differs from the defaults. */
export interface FieldSpec {
  prompt: string;
  fieldType?: FieldType;
  mandatory?: boolean;
  /** Form row (fields of one row sit side by side); default its own row. */
  row?: number;
  /** Columns of 12; default 12. */
  span?: number;
  visible?: boolean;
  editable?: boolean;
  defaultValue?: string;
  tooltip?: string;
  lookupCode?: string;
  /** JSON text; "@name" values are replaced by that answer (contract resolveLookupParameters). */
  lookupParameters?: Record<string, string | number | boolean | null>;
  maxDigits?: number;
  maxDecimalPlaces?: number;
  dateRule?: DateRule;
  /** HelpLink: the address. */
  value?: string;
}

export interface PageSpec {
  title: string;
  description?: string;
  allowFinish?: boolean;
  freeTrialOnly?: boolean;
  /** Field name → field, in display order. */
  fields: Record<string, FieldSpec>;
}

/**
 * Builds a wizard definition from compact page specs, pages in the order written (page codes are
 * upper-case words, so object order is insertion order). Field ids are stable per position.
 */
export function defineWizard(wizardCode: string, name: string, pages: Record<string, PageSpec>): WizardDefinition {
  return { wizardCode, name, pages: Object.entries(pages).map(([pageCode, spec], i) => toPage(pageCode, i + 1, spec)) };
}

function toPage(pageCode: string, pageNumber: number, spec: PageSpec): WizardPage {
  const displayFields = Object.entries(spec.fields).map(([name, f], i): DisplayField => ({
    id: pageNumber * 100 + i + 1,
    name,
    prompt: f.prompt,
    fieldType: f.fieldType ?? 'Text',
    value: f.value ?? null,
    displayValue: null,
    row: f.row ?? i,
    span: f.span ?? 12,
    visible: f.visible ?? f.fieldType !== 'Hidden',
    editable: f.editable ?? true,
    mandatory: f.mandatory ?? false,
    defaultValue: f.defaultValue ?? null,
    tooltip: f.tooltip ?? null,
    lookupCode: f.lookupCode ?? null,
    lookupParameters: f.lookupParameters ? JSON.stringify(f.lookupParameters) : null,
    maxDigits: f.maxDigits ?? null,
    maxDecimalPlaces: f.maxDecimalPlaces ?? null,
    ...(f.dateRule ? { dateRule: f.dateRule } : {}),
  }));
  return {
    pageCode,
    title: spec.title,
    description: spec.description ?? '',
    allowFinish: spec.allowFinish ?? false,
    freeTrialOnly: spec.freeTrialOnly ?? false,
    displayFields,
  };
}
