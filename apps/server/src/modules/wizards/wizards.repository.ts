import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { wizardOverrides } from '../../db/schema/wizards';
import type { WizardOverride } from './wizard.overrides';

/** The session company's adjustments to one wizard. */
export function findOverrides(tx: Tx, wizardCode: string): Promise<WizardOverride[]> {
  return tx
    .select({
      pageCode: wizardOverrides.pageCode,
      fieldName: wizardOverrides.fieldName,
      prompt: wizardOverrides.prompt,
      description: wizardOverrides.description,
      tooltip: wizardOverrides.tooltip,
      defaultValue: wizardOverrides.defaultValue,
      visible: wizardOverrides.visible,
      mandatory: wizardOverrides.mandatory,
      row: wizardOverrides.row,
      span: wizardOverrides.span,
    })
    .from(wizardOverrides)
    .where(eq(wizardOverrides.wizardCode, wizardCode));
}
