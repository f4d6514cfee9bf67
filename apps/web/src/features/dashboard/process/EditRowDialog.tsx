import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { formSchema, texts, type Message, type ProcessColumn, type ProcessItem } from '@wattle/contract';
import { FieldGrid } from '../../../components/fields/FieldGrid';
import { FormDialog } from '../../../components/FormDialog';
import { editedRow, editFieldsOf, editValuesOf } from './editFields';

export interface EditRowDialogProps {
  row: ProcessItem;
  columns: readonly ProcessColumn[];
  title: string;
  onClose: () => void;
  /** Sends the edited row; the answer's first message decides. */
  save: (row: ProcessItem) => Promise<Message[]>;
  isSaved: (messages: Message[]) => boolean;
  onSaved: () => Promise<void>;
}

/** Edit row: the row's fields in two columns, only the allowed ones enabled, checked by the shared field rules. */
export function EditRowDialog({ row, columns, title, onClose, save, isSaved, onSaved }: EditRowDialogProps) {
  const fields = useMemo(() => editFieldsOf(columns), [columns]);
  const form = useForm({ defaultValues: editValuesOf(fields, row), resolver: zodResolver(formSchema(fields.filter((f) => f.editable))), mode: 'onTouched' });
  return (
    <FormProvider {...form}>
      <FormDialog
        title={`${texts.dashboard.edit}: ${title}`}
        titleId="edit-row-title"
        closeLabel={texts.dashboard.close}
        saveLabel={texts.dashboard.save}
        canSave={form.formState.isDirty}
        handleSubmit={form.handleSubmit}
        save={(values) => save(editedRow(row, fields, values))}
        isSaved={isSaved}
        onSaved={onSaved}
        onClose={onClose}
      >
        <FieldGrid fields={fields} />
      </FormDialog>
    </FormProvider>
  );
}
