import { lazy, Suspense } from 'react';
import { useSessionStore } from '../../stores/sessionStore';

const PricePlanDialog = lazy(() => import('./PricePlanDialog').then((m) => ({ default: m.PricePlanDialog })));

export interface PricePlanEditorProps {
  /** Create (PRICEPLAN_ADD) or edit the plan whose id is the session's price_plan_id (PRICEPLAN_EDIT). */
  mode: 'create' | 'edit';
  onClose: () => void;
  /** After a save: the section that opened the editor refreshes. */
  onSaved: () => void;
}

/**
 * The price plan editor as the section actions open it (spec 3 §2.6): create uses plan id -1, edit
 * reads price_plan_id from the session identifiers, and a created plan's id is stored there. The
 * dialog loads on first open.
 */
export function PricePlanEditor({ mode, onClose, onSaved }: PricePlanEditorProps) {
  const sessionPlanId = useSessionStore((s) => s.pricePlanId);
  const setIdentifier = useSessionStore((s) => s.setIdentifier);
  const planId = mode === 'create' ? -1 : (sessionPlanId ?? -1);
  return (
    <Suspense fallback={null}>
      <PricePlanDialog planId={planId} onClose={onClose} onSaved={onSaved} onCreated={(id) => setIdentifier('pricePlanId', id)} />
    </Suspense>
  );
}
