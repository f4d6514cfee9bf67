import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useShallow } from 'zustand/react/shallow';
import { formSchema, texts, type FieldValues, type CrmIdentifiers, type SubmitWizardResponse, type WizardDefinition } from '@wattle/contract';
import { confirm, showErrorOf, showOutcome } from '../components/notices/noticeStore';
import { useBusinessDate } from '../hooks/useBusinessDate';
import { useAuthStore } from '../stores/authStore';
import { useSessionStore } from '../stores/sessionStore';
import { useUnsavedChangesStore } from '../stores/unsavedChangesStore';
import { wizardApi } from './wizardApi';
import {
  advance,
  answeredSubmission,
  buildSubmission,
  canGoBack,
  currentPage,
  earlierAnswers,
  goBack,
  startProgress,
  type PageAnswers,
  type WizardProgress,
} from './wizardProgress';

export interface WizardControllerOptions {
  wizardCode: string;
  open: boolean;
  onClose: () => void;
  /** Called after a successful Save, once the dialog has closed, with the server's outcome. */
  onSaved?: (outcome: SubmitWizardResponse) => void;
}

const asText = (values: FieldValues): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? value : '']));

/**
 * The wizard of spec 1 §4 without any view: loads the definition, then each page's initial values;
 * Next sends the answers and asks the server for the next page; Previous returns along the path;
 * Save confirms, submits and closes. WizardDialog renders it.
 */
export function useWizardController({ wizardCode, open, onClose, onSaved }: WizardControllerOptions) {
  const freeTrial = useAuthStore((s) => s.user?.freeTrial ?? false);
  const crm: CrmIdentifiers = useSessionStore(
    useShallow((s) => ({ partyId: s.partyId, customerId: s.customerId, accountId: s.accountId, siteId: s.siteId, meterId: s.meterId })),
  );
  const setUnsavedChanges = useUnsavedChangesStore((s) => s.setUnsavedChanges);

  const definitionQuery = useQuery({
    queryKey: ['wizards', wizardCode],
    queryFn: ({ signal }) => wizardApi.definition(wizardCode, signal),
    enabled: open,
    staleTime: 0,
    gcTime: 0,
  });
  const definition: WizardDefinition | undefined = definitionQuery.data;
  const [progress, setProgress] = useState<WizardProgress | null>(null);
  const [pageReady, setPageReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const initialRef = useRef<Record<string, string>>({});
  const displayRef = useRef<Record<string, string>>({});

  const page = definition && progress ? currentPage(definition, progress) : null;
  const today = useBusinessDate();
  const schema = useMemo(() => formSchema(page?.displayFields ?? [], { today }), [page, today]);
  const schemaRef = useRef(schema);
  schemaRef.current = schema;
  // The resolver reads the current page's schema, so one form serves every page.
  const resolver = useCallback<Resolver<FieldValues>>((values, context, options) => zodResolver(schemaRef.current)(values, context, options), []);
  const form = useForm<FieldValues>({ resolver, mode: 'onChange', defaultValues: {} });

  useEffect(() => {
    if (definitionQuery.error) {
      showErrorOf(definitionQuery.error);
      onClose();
    }
  }, [definitionQuery.error, onClose]);

  useEffect(() => {
    if (open && definition && !progress) setProgress(startProgress(definition, freeTrial));
  }, [open, definition, progress, freeTrial]);

  // Entering a page: its kept answers, or the server's initial values.
  const pageKey = definition && progress ? `${progress.pageIndex}:${progress.path.join(',')}` : null;
  useEffect(() => {
    if (!definition || !progress || !page) return;
    let cancelled = false;
    const kept = progress.answers[page.pageCode];
    const enter = (answers: PageAnswers) => {
      if (cancelled) return;
      initialRef.current = answers.initial;
      displayRef.current = { ...answers.displayValues };
      form.reset(answers.values);
      void form.trigger();
      setPageReady(true);
    };
    setPageReady(false);
    if (kept) {
      enter(kept);
    } else {
      wizardApi
        .initialValues(definition.wizardCode, page.pageCode, answeredSubmission(definition, progress), crm)
        .then((initialValues) => {
          const values = Object.fromEntries(page.displayFields.map((f) => [f.name, initialValues.find((v) => v.name === f.name)?.value ?? '']));
          enter({ values, displayValues: {}, initial: values });
        })
        .catch((error: unknown) => !cancelled && showErrorOf(error));
    }
    return () => {
      cancelled = true;
    };
    // pageKey names the page and the way it was reached; the rest is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageKey]);

  // Pages set the unsaved-changes flag when a field changes (spec 1 §2.1).
  useEffect(() => {
    const subscription = form.watch((_values, { type }) => {
      if (type === 'change') setUnsavedChanges(true);
    });
    return () => subscription.unsubscribe();
  }, [form, setUnsavedChanges]);

  const currentAnswers = (): PageAnswers => ({ values: asText(form.getValues()), displayValues: { ...displayRef.current }, initial: initialRef.current });

  const close = useCallback(() => {
    setUnsavedChanges(false);
    setProgress(null);
    setPageReady(false);
    form.reset({});
    onClose();
  }, [form, onClose, setUnsavedChanges]);

  const next = async () => {
    if (!definition || !progress || !page) return;
    const current = currentAnswers();
    setBusy(true);
    try {
      const nextIndex = await wizardApi.nextPageIndex(definition.wizardCode, page.pageCode, {
        currentPageIndex: progress.pageIndex,
        wizardSubmissionData: buildSubmission(definition, progress, current),
        wizardDefinition: definition,
        crmIdentifiers: crm,
      });
      setProgress(advance(definition, progress, current, nextIndex));
    } catch (error) {
      showErrorOf(error);
    } finally {
      setBusy(false);
    }
  };

  const previous = () => {
    if (definition && progress) setProgress(goBack(definition, progress, currentAnswers()));
  };

  const save = async () => {
    if (!definition || !progress) return;
    if (!(await confirm(texts.wizard.confirmTitle, texts.wizard.confirmSave))) return;
    setBusy(true);
    try {
      const outcome = await wizardApi.submit(definition.wizardCode, buildSubmission(definition, progress, currentAnswers()), crm);
      close();
      showOutcome(outcome);
      onSaved?.(outcome);
    } catch (error) {
      showErrorOf(error);
    } finally {
      setBusy(false);
    }
  };

  const valid = form.formState.isValid;
  return {
    definition,
    page,
    form,
    loading: !definition || !pageReady,
    busy,
    outerAnswers: definition && progress ? earlierAnswers(definition, progress) : {},
    onDisplayValue: (name: string, displayValue: string) => {
      displayRef.current[name] = displayValue;
    },
    showPrevious: Boolean(definition && progress && canGoBack(definition, progress, freeTrial)),
    showSave: Boolean(page?.allowFinish),
    canContinue: pageReady && valid && !busy,
    next,
    previous,
    save,
    close,
  };
}
