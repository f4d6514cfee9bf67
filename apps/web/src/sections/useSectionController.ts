import { useCallback, useMemo, useRef, useState } from 'react';
import type { CrmIdentifiers, SectionConfig, SectionRow } from '@wattle/contract';
import { useRefreshCustomerSummary } from '../features/customer/customerApi';
import type { SectionController } from './SectionContext';
import { useRefreshSection, type SectionListRequest } from './sectionsApi';

/** The state behind one rendered section: highlight, selection, the table's search, a form's save. */
export function useSectionController(section: SectionConfig, ids: CrmIdentifiers, parentKey: string | null): SectionController {
  const [highlighted, setHighlighted] = useState<SectionRow | null>(null);
  const [selected, setSelected] = useState<SectionRow[]>([]);
  const [listRequest, setListRequest] = useState<Partial<SectionListRequest>>({});
  const [formSavable, setFormSavable] = useState(false);
  const saveRef = useRef<(() => Promise<void>) | null>(null);
  const refreshSection = useRefreshSection();
  const refreshSummary = useRefreshCustomerSummary();

  const registerSave = useCallback((save: (() => Promise<void>) | null) => {
    saveRef.current = save;
  }, []);
  const save = useCallback(async () => {
    await saveRef.current?.();
  }, []);
  // Any saved change on a customer's page may move what the summary header shows (the balance).
  const refresh = useCallback(() => {
    void refreshSection(section.id);
    if (ids.customerId != null) void refreshSummary(ids.customerId);
  }, [refreshSection, refreshSummary, section.id, ids.customerId]);
  const parameters = useMemo(() => (parentKey === null ? ids : { ...ids, parentKey }), [ids, parentKey]);

  return useMemo(
    () => ({
      section,
      parameters,
      ids,
      highlighted,
      setHighlighted,
      selected,
      setSelected,
      listRequest,
      setListRequest,
      registerSave,
      save,
      formSavable,
      setFormSavable,
      refresh,
    }),
    [section, parameters, ids, highlighted, selected, listRequest, registerSave, save, formSavable, refresh],
  );
}
