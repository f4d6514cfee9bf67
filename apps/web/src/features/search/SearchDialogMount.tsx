import { lazy, Suspense } from 'react';
import { useSearchDialogStore } from './searchDialogStore';

const SearchDialog = lazy(() => import('./SearchDialog').then((m) => ({ default: m.SearchDialog })));

/**
 * Where the shell mounts global search. The dialog's code loads the first time it opens, so it
 * does not weigh on the first screen after sign-in.
 */
export function SearchDialogMount() {
  const openCount = useSearchDialogStore((s) => s.openCount);
  if (openCount === 0) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog key={openCount} />
    </Suspense>
  );
}
