import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { pricePlanIssues, texts, type PricePlan, type PricePlanIssue } from '@wattle/contract';
import { confirm, showErrorOf, showSnackbar } from '../../components/notices/noticeStore';
import { useBusinessDate } from '../../hooks/useBusinessDate';
import { useLeaveWarning } from '../../hooks/useLeaveWarning';
import { useUnsavedChanges } from '../../hooks/useUnsavedChanges';
import { issuesOfRefusal, savePricePlan, useAllRatesPreference, usePricePlan } from './pricePlanApi';
import { newPricePlan } from './pricePlanEditing';

export interface PricePlanEditorOptions {
  /** -1 creates a plan (PRICEPLAN_ADD); a saved plan's id edits it (PRICEPLAN_EDIT). */
  planId: number;
  /** After a new plan is saved, with its id. */
  onCreated: (id: number) => void;
  /** After any save. */
  onSaved: () => void;
}

/**
 * Spec 3 §2.6 and §4's price plan editor without its view: the draft, whether it is dirty, its
 * issues (the contract's rules), and the save, All Rates and close flows.
 */
export function usePricePlanEditor({ planId: initialId, onCreated, onSaved }: PricePlanEditorOptions) {
  const today = useBusinessDate();
  const [planId, setPlanId] = useState(initialId);
  const { allRates, setAllRates } = useAllRatesPreference();
  const query = usePricePlan(planId, allRates);
  const [baseline, setBaseline] = useState<PricePlan | null>(() => (initialId > 0 ? null : newPricePlan(today)));
  const [draft, setDraft] = useState<PricePlan | null>(baseline);
  /** Issues are shown for touched fields, and for every field once a save was tried. */
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [saveTried, setSaveTried] = useState(false);
  /** Counts saves refused for their issues: the view moves the focus to the first one each time. */
  const [refusedSaves, setRefusedSaves] = useState(0);
  const [serverIssues, setServerIssues] = useState<PricePlanIssue[]>([]);
  const [saving, setSaving] = useState(false);
  /** Spec 3 §4: dirty after any change, until saved or read again. */
  const [isDirty, setDirty] = useState(false);
  /** The edited plan whose impact preview is open, and how its answer gets back to the save. */
  const [impactPlan, setImpactPlan] = useState<PricePlan | null>(null);
  const impactAnswer = useRef<(proceed: boolean) => void>(undefined);

  useEffect(() => {
    if (!query.data) return;
    setBaseline(query.data);
    setDraft(query.data);
    setDirty(false);
    setServerIssues([]);
  }, [query.data]);

  const isEdit = planId > 0;
  useUnsavedChanges(isDirty);
  useLeaveWarning(isDirty);

  const context = useMemo(() => ({ productTypeCode: draft?.productTypeCode ?? null }), [draft?.productTypeCode]);
  const ruleIssues = useMemo(() => (draft ? pricePlanIssues(draft, context) : []), [draft, context]);
  const issues = useMemo(() => [...ruleIssues, ...serverIssues], [ruleIssues, serverIssues]);
  const issueAt = useCallback(
    (path: string) => (saveTried || touched.has(path) ? (issues.find((i) => i.path === path)?.message ?? null) : null),
    [issues, saveTried, touched],
  );
  const touch = useCallback((path: string) => setTouched((t) => (t.has(path) ? t : new Set(t).add(path))), []);

  const change = useCallback((update: (plan: PricePlan) => PricePlan) => {
    setDraft((plan) => (plan ? update(plan) : plan));
    setDirty(true);
    setServerIssues([]);
  }, []);

  const draftRef = useRef(draft);
  draftRef.current = draft;
  const baselineRef = useRef(baseline);
  baselineRef.current = baseline;
  const dirtyRef = useRef(isDirty);
  dirtyRef.current = isDirty;

  /** Opens the impact preview of the plan; resolves whether the user goes on to save. */
  const previewImpact = useCallback(
    (plan: PricePlan) =>
      new Promise<boolean>((resolve) => {
        impactAnswer.current = resolve;
        setImpactPlan(plan);
      }),
    [],
  );
  const answerImpact = useCallback((proceed: boolean) => {
    setImpactPlan(null);
    impactAnswer.current?.(proceed);
  }, []);

  /**
   * Saves the draft when it is dirty, or a changed plan given (spec 3 §4): the rules first, then
   * the impact preview (a saved plan), the confirmation of spec 3 §8, then POST or PUT. Resolves
   * whether it saved.
   */
  const save = useCallback(
    async (changed?: PricePlan): Promise<boolean> => {
      const next = changed ?? (dirtyRef.current ? draftRef.current : null);
      if (!next) return false;
      const found = pricePlanIssues(next, { productTypeCode: next.productTypeCode ?? null });
      if (found.length) {
        setDraft(next);
        setDirty(true);
        setSaveTried(true);
        setRefusedSaves((n) => n + 1);
        return false;
      }
      // Issue 13's "Preview impact": a saved plan's change is shown rated against every billed account first.
      if (next.id > 0 && !(await previewImpact(next))) return false;
      if (!(await confirm(texts.pricePlanEditor.saveTitle, texts.pricePlan.saveConfirm))) return false;
      setSaving(true);
      try {
        const saved = await savePricePlan(next);
        setSaveTried(false);
        setTouched(new Set());
        setServerIssues([]);
        setBaseline(saved);
        setDraft(saved);
        setDirty(false);
        showSnackbar(texts.pricePlan.saved);
        if (next.id <= 0) onCreated(saved.id);
        onSaved();
        setPlanId(saved.id);
        // The answer holds every rate; without All Rates the plan is read again as the user sees it.
        if (next.id > 0 && !allRates) void query.refetch();
        return true;
      } catch (error) {
        const refusal = issuesOfRefusal(error);
        setDraft(next);
        setDirty(true);
        if (refusal.length) {
          setServerIssues(refusal);
          setSaveTried(true);
          setRefusedSaves((n) => n + 1);
        } else {
          showErrorOf(error);
        }
        return false;
      } finally {
        setSaving(false);
      }
    },
    [allRates, onCreated, onSaved, query, previewImpact],
  );

  /** 'All Rates' (spec 3 §2.6): a dirty plan is offered a save first; then the choice is kept and the plan read again. */
  const toggleAllRates = useCallback(
    async (value: boolean) => {
      if (isDirty && (await confirm(texts.pricePlanEditor.saveTitle, texts.pricePlan.unsavedSave)) && !(await save())) return;
      setAllRates(value);
      // Declined: the plan is read again as saved.
      if (baselineRef.current) setDraft(baselineRef.current);
      setDirty(false);
    },
    [isDirty, save, setAllRates],
  );

  /** Closing with unsaved changes asks first (spec 3 §2.2's text). */
  const confirmClose = useCallback(async () => !isDirty || confirm(texts.navigation.unsavedEditsTitle, texts.navigation.unsavedEdits), [isDirty]);

  return {
    today,
    isEdit,
    draft,
    isDirty,
    isLoading: isEdit && !draft && query.isPending,
    loadFailed: query.isError && !draft,
    saving,
    allRates,
    issues,
    issueAt,
    touch,
    saveTried,
    refusedSaves,
    change,
    save,
    impactPlan,
    answerImpact,
    toggleAllRates,
    confirmClose,
  };
}
export type PricePlanEditor = ReturnType<typeof usePricePlanEditor>;
