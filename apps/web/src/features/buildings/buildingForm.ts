import { attributeRowErrors, billingDayError, texts, type AttributeRow, type Building } from '@wattle/contract';

/** The dialog's values as typed: selects and the billing day as text, attributes as rows in order. */
export interface BuildingForm {
  buildingCode: string;
  buildingDescription: string;
  networkId: string;
  offMarket: boolean;
  billingDay: string;
  defaultBillingCycleId: string;
  attributes: AttributeRow[];
}

const idText = (id: number | null) => (id === null ? '' : String(id));
const idOf = (text: string) => (text === '' ? null : Number(text));

export const formOf = (b: Building): BuildingForm => ({
  buildingCode: b.buildingCode,
  buildingDescription: b.buildingDescription,
  networkId: idText(b.networkId),
  offMarket: b.offMarket,
  billingDay: b.billingDay === null ? '' : String(b.billingDay),
  defaultBillingCycleId: idText(b.defaultBillingCycleId),
  attributes: Object.entries(b.attributesDictionary).map(([key, value]) => ({ key, value })),
});

/** The building to save: rows with an empty key are left out (the dialog asks first). */
export const buildingOf = (id: number, f: BuildingForm): Building => ({
  id,
  buildingCode: f.buildingCode.trim(),
  buildingDescription: f.buildingDescription.trim(),
  networkId: idOf(f.networkId),
  offMarket: f.offMarket,
  billingDay: f.billingDay.trim() === '' ? null : Number(f.billingDay),
  defaultBillingCycleId: idOf(f.defaultBillingCycleId),
  attributesDictionary: Object.fromEntries(f.attributes.filter((a) => a.key.trim() !== '').map((a) => [a.key.trim(), a.value])),
});

export interface FormErrors {
  buildingCode: string | null;
  billingDay: string | null;
  attributes: (string | null)[];
}

export function formErrors(f: BuildingForm): FormErrors {
  return {
    buildingCode: f.buildingCode.trim() === '' ? texts.building.codeRequired : null,
    billingDay: billingDayError(f.billingDay),
    attributes: attributeRowErrors(f.attributes),
  };
}

export const hasErrors = (e: FormErrors) => Boolean(e.buildingCode || e.billingDay || e.attributes.some(Boolean));
export const hasEmptyKeys = (f: BuildingForm) => f.attributes.some((a) => a.key.trim() === '');
export const withoutEmptyKeys = (f: BuildingForm): BuildingForm => ({ ...f, attributes: f.attributes.filter((a) => a.key.trim() !== '') });
export const isDirty = (f: BuildingForm, baseline: BuildingForm) => JSON.stringify(f) !== JSON.stringify(baseline);
