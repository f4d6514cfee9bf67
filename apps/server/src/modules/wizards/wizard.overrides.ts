import { FIELD_GRID_COLUMNS, type WizardDefinition } from '@wattle/contract';
import type { wizardOverrides } from '../../db/schema/wizards';

export type WizardOverride = Pick<
  typeof wizardOverrides.$inferSelect,
  'pageCode' | 'fieldName' | 'prompt' | 'description' | 'tooltip' | 'defaultValue' | 'visible' | 'mandatory' | 'row' | 'span'
>;

/**
 * Applies a company's adjustments to a wizard written in code. A company may require more, never
 * less: `mandatory: false` and hiding a required field are ignored, because the wizard's effect
 * relies on those answers. Adjustments naming no page or field of the definition are ignored.
 */
export function applyOverrides(definition: WizardDefinition, overrides: readonly WizardOverride[]): WizardDefinition {
  if (overrides.length === 0) return definition;
  const find = (pageCode: string, fieldName: string) => overrides.find((o) => o.pageCode === pageCode && o.fieldName === fieldName);
  return {
    ...definition,
    pages: definition.pages.map((page) => {
      const own = find(page.pageCode, '');
      return {
        ...page,
        title: own?.prompt ?? page.title,
        description: own?.description ?? page.description,
        displayFields: page.displayFields.map((field) => {
          const o = find(page.pageCode, field.name);
          if (!o) return field;
          const mandatory = field.mandatory || o.mandatory === true;
          return {
            ...field,
            prompt: o.prompt ?? field.prompt,
            tooltip: o.tooltip ?? field.tooltip,
            defaultValue: o.defaultValue ?? field.defaultValue,
            visible: field.mandatory ? field.visible : (o.visible ?? field.visible),
            mandatory,
            row: o.row ?? field.row,
            span: o.span != null && o.span >= 1 && o.span <= FIELD_GRID_COLUMNS ? o.span : field.span,
          };
        }),
      };
    }),
  };
}
