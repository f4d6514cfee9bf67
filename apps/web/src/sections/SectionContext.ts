import { createContext, useContext } from 'react';
import type { CrmIdentifiers, SectionConfig, SectionParameters, SectionRow } from '@wattle/contract';
import type { SectionListRequest } from './sectionsApi';

/** Everything a section's views and actions share: one per rendered section. */
export interface SectionController {
  section: SectionConfig;
  /** The session identifiers plus, for a child section, the parent's highlighted key. */
  parameters: SectionParameters;
  ids: CrmIdentifiers;
  /** The highlighted row (tables and card lists; a form's single record). */
  highlighted: SectionRow | null;
  setHighlighted: (row: SectionRow | null) => void;
  /** Checked rows (tables with a delete action). */
  selected: SectionRow[];
  setSelected: (rows: SectionRow[]) => void;
  /** The table's current search and order, which the export repeats. */
  listRequest: Partial<SectionListRequest>;
  setListRequest: (list: Partial<SectionListRequest>) => void;
  /** A form registers its save here; the Save action calls it. */
  registerSave: (save: (() => Promise<void>) | null) => void;
  /** Whether the form has changes that pass its field rules (Save is disabled otherwise, spec 1 §5, spec 3 §2.5). */
  formSavable: boolean;
  setFormSavable: (savable: boolean) => void;
  save: () => Promise<void>;
  /** Reloads the section's rows and the customer's summary header. */
  refresh: () => void;
}

export const SectionContext = createContext<SectionController | null>(null);

export function useSection(): SectionController {
  const controller = useContext(SectionContext);
  if (!controller) throw new Error('useSection outside a SectionRenderer');
  return controller;
}
