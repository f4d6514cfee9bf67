import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { texts, type SectionRow } from '@wattle/contract';
import { FieldFormContext } from '../../components/fields/FieldFormContext';
import { FieldGrid } from '../../components/fields/FieldGrid';
import { showErrorOf, showOutcome } from '../../components/notices/noticeStore';
import { ResponsiveDialog } from '../../components/ResponsiveDialog';
import { useSection } from '../SectionContext';
import { InvalidFormError, useSectionForm } from './useSectionForm';

export interface RowEditorDialogProps {
  title: string;
  /** The row to edit; null adds a new one. */
  row: SectionRow | null;
  onClose: () => void;
}

/** Add and Edit of a table row: the section's editable fields in a dialog, saved like a form. */
export function RowEditorDialog({ title, row, onClose }: RowEditorDialogProps) {
  const controller = useSection();
  const { form, editable, submit, environment, isValid } = useSectionForm(controller, row);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      showOutcome(await submit());
      controller.refresh();
      onClose();
    } catch (error) {
      if (!(error instanceof InvalidFormError)) showErrorOf(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <ResponsiveDialog open onClose={onClose} title={title} draggable aria-labelledby="row-editor-title">
      <FormProvider {...form}>
        <FieldFormContext.Provider value={environment}>
          <DialogContent>
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void save();
              }}
            >
              <FieldGrid fields={editable} />
            </form>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{texts.sections.cancel}</Button>
            <Button variant="contained" onClick={() => void save()} disabled={saving || !isValid}>
              {texts.sections.save}
            </Button>
          </DialogActions>
        </FieldFormContext.Provider>
      </FormProvider>
    </ResponsiveDialog>
  );
}
