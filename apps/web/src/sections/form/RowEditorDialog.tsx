import { FormProvider } from 'react-hook-form';
import { texts, type SectionRow } from '@wattle/contract';
import { FieldFormContext } from '../../components/fields/FieldFormContext';
import { FieldGrid } from '../../components/fields/FieldGrid';
import { FormDialog } from '../../components/FormDialog';
import { useSection } from '../SectionContext';
import { useSectionForm } from './useSectionForm';

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

  return (
    <FormProvider {...form}>
      <FieldFormContext.Provider value={environment}>
        <FormDialog
          title={title}
          titleId="row-editor-title"
          draggable
          closeLabel={texts.sections.cancel}
          saveLabel={texts.sections.save}
          canSave={isValid}
          save={submit}
          // A refused save answers with an error status: any answer means saved.
          isSaved={() => true}
          onSaved={() => {
            controller.refresh();
            onClose();
          }}
          onClose={onClose}
        >
          <FieldGrid fields={editable} />
        </FormDialog>
      </FieldFormContext.Provider>
    </FormProvider>
  );
}
