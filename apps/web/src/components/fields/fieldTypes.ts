import type { ComponentType } from 'react';
import type { DisplayField, LookupParameters } from '@wattle/contract';

/**
 * What a renderer needs to know about a field. Wizard display fields satisfy it as they are; a section
 * field maps onto it (the optional parts default to "not required, editable, no tooltip").
 */
export type RenderableField = Pick<DisplayField, 'name' | 'prompt' | 'fieldType'> &
  Partial<Pick<DisplayField, 'mandatory' | 'editable' | 'tooltip' | 'lookupCode' | 'lookupParameters' | 'value' | 'maxDigits' | 'maxDecimalPlaces'>>;

/** One renderer per field type: shows a value (text, as stored) and reports changes. No form library inside. */
export interface FieldRendererProps {
  field: RenderableField;
  /** The stored text: Y/N, ids joined by '|', ISO dates, address JSON, upload locations ... */
  value: string;
  /** A new stored value, with the text to show for it where that differs (a lookup's display). */
  onChange: (value: string, displayValue?: string) => void;
  onBlur: () => void;
  /** The rule's message, shown under the field. */
  error?: string;
  disabled: boolean;
  /** The lookup's parameters with "@name" references already resolved. */
  lookupParameters: LookupParameters | null;
  /** Element id of the input, so labels and tests find it. */
  id: string;
}

export type FieldRenderer = ComponentType<FieldRendererProps>;
