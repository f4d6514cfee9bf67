import { createContext, useContext } from 'react';
import type { ProductLookups } from './pricePlanApi';
import type { PricePlanEditor } from './usePricePlanEditor';

/** What the editor's parts share: the editor (draft, issues, changes) and its product type's lookups. */
export interface PricePlanEditorContextValue extends PricePlanEditor {
  lookups: ProductLookups;
}

export const PricePlanEditorContext = createContext<PricePlanEditorContextValue | null>(null);

export function usePricePlanEditorContext(): PricePlanEditorContextValue {
  const value = useContext(PricePlanEditorContext);
  if (!value) throw new Error('usePricePlanEditorContext outside the price plan editor');
  return value;
}
