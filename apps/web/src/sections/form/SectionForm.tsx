import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect } from 'react';
import { FormProvider } from 'react-hook-form';
import { texts } from '@wattle/contract';
import { FieldFormContext } from '../../components/fields/FieldFormContext';
import { FieldGrid } from '../../components/fields/FieldGrid';
import { InvalidFormError } from '../../components/InvalidFormError';
import { showErrorOf, showOutcome } from '../../components/notices/noticeStore';
import { useLeaveWarning } from '../../hooks/useLeaveWarning';
import { useUnsavedChanges } from '../../hooks/useUnsavedChanges';
import { useSection } from '../SectionContext';
import { useSectionData } from '../sectionsApi';
import { shownFields } from '../sectionRules';
import { useSectionForm } from './useSectionForm';

const ONE_RECORD = { page: 1, itemsPerPage: 1 };

/**
 * A Form section (spec 3 §2.5): its fields by row and span, dirty against the loaded record, the
 * browser's leave warning and the shell's unsaved-edits guard while edited; Save (the action bar's)
 * validates, saves and makes the saved values the new baseline.
 */
export function SectionForm() {
  const controller = useSection();
  const { section, setHighlighted, registerSave, setFormSavable, refresh } = controller;
  const query = useSectionData(section.id, controller.parameters, ONE_RECORD);
  const row = query.data?.rows[0] ?? null;
  const { form, submit, environment, isDirty, isValid } = useSectionForm(controller, row);
  useUnsavedChanges(isDirty);
  useLeaveWarning(isDirty);
  useEffect(() => setFormSavable(isDirty && isValid), [isDirty, isValid, setFormSavable]);

  useEffect(() => setHighlighted(row), [row, setHighlighted]);
  useEffect(() => {
    registerSave(async () => {
      try {
        showOutcome(await submit());
        refresh();
      } catch (error) {
        if (!(error instanceof InvalidFormError)) showErrorOf(error);
      }
    });
    return () => registerSave(null);
  }, [registerSave, submit, refresh]);

  if (query.isLoading) return <LinearProgress />;
  if (query.error) return <Alert severity="error">{texts.sections.loadError}</Alert>;
  const fields = shownFields(section).map((f) => ({ ...f, value: row?.values[f.name] ?? null }));
  return (
    <FormProvider {...form}>
      <FieldFormContext.Provider value={environment}>
        <form
          noValidate
          aria-label={section.description}
          data-dirty={isDirty ? 'true' : 'false'}
          onSubmit={(e) => {
            e.preventDefault();
            void controller.save();
          }}
        >
          <FieldGrid fields={fields} />
        </form>
      </FieldFormContext.Provider>
    </FormProvider>
  );
}
