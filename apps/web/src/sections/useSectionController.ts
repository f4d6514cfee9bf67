import { useCallback, useMemo, useRef, useState } from 'react';
import type { CrmIdentifiers, SectionConfig, SectionRow } from '@wattle/contract';
import type { SectionController } from './SectionContext';
import { useRefreshSection, type SectionListRequest } from './sectionsApi';

/** The state behind one rendered section: highlight, selection, the table's search, a form's save. */
export function useSectionController(section: SectionConfig, ids: CrmIdentifiers, parentKey: string | null): SectionController {
  const [highlighted, setHighlighted] = useState<SectionRow | null>(null);
  const [selected, setSelected] = useState<SectionRow[]>([]);
  const [listRequest, setListRequest] = useState<Partial<SectionListRequest>>({});
  const [formValid, setFormValid] = useState(true);
  const saveRef = useRef<(() => Promise<void>) | null>(null);
  const refreshSection = useRefreshSection();

  const registerSave = useCallback((save: (() => Promise<void>) | null) => {
    saveRef.current = save;
  }, []);
  const save = useCallback(async () => {
    await saveRef.current?.();
  }, []);
  const refresh = useCallback(() => void refreshSection(section.id), [refreshSection, section.id]);
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
      formValid,
      setFormValid,
      refresh,
    }),
    [section, parameters, ids, highlighted, selected, listRequest, registerSave, save, formValid, refresh],
  );
}
