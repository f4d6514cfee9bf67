import { lazy, Suspense } from 'react';
import { useSessionStore } from '../../stores/sessionStore';

const BuildingDialog = lazy(() => import('./BuildingDialog').then((m) => ({ default: m.BuildingDialog })));

export interface BuildingEditorProps {
  onClose: () => void;
  onSaved: () => void;
}

/** Edit Building as BILLCAL_EDIT opens it: the building is the session's network_node_id (spec 3 §2.7). */
export function BuildingEditor({ onClose, onSaved }: BuildingEditorProps) {
  const buildingId = useSessionStore((s) => s.networkNodeId);
  if (buildingId === null) return null;
  return (
    <Suspense fallback={null}>
      <BuildingDialog buildingId={buildingId} onClose={onClose} onSaved={onSaved} />
    </Suspense>
  );
}
