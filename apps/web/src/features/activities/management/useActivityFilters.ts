import { useCallback, useEffect, useState } from 'react';

/** The four multi-select filters of Activities Management (spec 2 §2.13), as ids. */
export interface ActivityFilterValues {
  categoryIds: number[];
  typeIds: number[];
  priorityIds: number[];
  assigneeIds: number[];
}

export type ActivityFilterName = keyof ActivityFilterValues;

interface StoredView {
  filters: ActivityFilterValues;
  showDetails: boolean;
}

/** Kept in the browser (localStorage), so the filters are there again after a reload or the next sign-in. */
const ACTIVITY_FILTERS_STORAGE_KEY = 'wattle.activitiesManagement';

const NO_FILTERS: ActivityFilterValues = { categoryIds: [], typeIds: [], priorityIds: [], assigneeIds: [] };

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v) && v > 0) : []);

function readStored(): StoredView {
  try {
    const stored = JSON.parse(localStorage.getItem(ACTIVITY_FILTERS_STORAGE_KEY) ?? '{}') as {
      filters?: Partial<Record<ActivityFilterName, unknown>>;
      showDetails?: unknown;
    };
    const f = stored.filters ?? {};
    return {
      filters: { categoryIds: ids(f.categoryIds), typeIds: ids(f.typeIds), priorityIds: ids(f.priorityIds), assigneeIds: ids(f.assigneeIds) },
      showDetails: stored.showDetails !== false,
    };
  } catch {
    return { filters: NO_FILTERS, showDetails: true };
  }
}

/** The filters and the Show/Hide details choice, read from and written to browser storage. */
export function useActivityFilters() {
  const [view, setView] = useState<StoredView>(readStored);
  useEffect(() => {
    localStorage.setItem(ACTIVITY_FILTERS_STORAGE_KEY, JSON.stringify(view));
  }, [view]);
  const setFilter = useCallback((name: ActivityFilterName, value: number[]) => setView((v) => ({ ...v, filters: { ...v.filters, [name]: value } })), []);
  const clearFilters = useCallback(() => setView((v) => ({ ...v, filters: NO_FILTERS })), []);
  const toggleDetails = useCallback(() => setView((v) => ({ ...v, showDetails: !v.showDetails })), []);
  const { categoryIds, typeIds, priorityIds, assigneeIds } = view.filters;
  const filtered = [categoryIds, typeIds, priorityIds, assigneeIds].some((list) => list.length > 0);
  return { filters: view.filters, showDetails: view.showDetails, filtered, setFilter, clearFilters, toggleDetails };
}
