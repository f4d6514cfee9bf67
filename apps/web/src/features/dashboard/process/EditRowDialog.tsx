import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { formSchema, texts, type ProcessColumn, type ProcessItem } from '@wattle/contract';
import { FieldGrid } from '../../../components/fields/FieldGrid';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';
import { editedRow, editFieldsOf, editValuesOf } from './editFields';

export interface EditRowDialogProps {
  row: ProcessItem;
  columns: readonly ProcessColumn[];
  title: string;
  onClose: () => void;
  onSave: (row: ProcessItem) => Promise<void>;
}

/** Edit row: the row's fields in two columns, only the allowed ones enabled, checked by the shared field rules. */
export function EditRowDialog({ row, columns, title, onClose, onSave }: EditRowDialogProps) {
  const fields = useMemo(() => editFieldsOf(columns), [columns]);
  const form = useForm({ defaultValues: editValuesOf(fields, row), resolver: zodResolver(formSchema(fields.filter((f) => f.editable))), mode: 'onTouched' });
  const [saving, setSaving] = useState(false);
  const save = form.handleSubmit(async (values) => {
    setSaving(true);
    try {
      await onSave(editedRow(row, fields, values));
    } finally {
      setSaving(false);
    }
  });
  return (
    <ResponsiveDialog open onClose={onClose} title={`${texts.dashboard.edit}: ${title}`} aria-labelledby="edit-row-title">
      <DialogContent>
        <FormProvider {...form}>
          <form id="edit-row-form" onSubmit={(e) => void save(e)} noValidate>
            <FieldGrid fields={fields} />
          </form>
        </FormProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.dashboard.close}</Button>
        <Button type="submit" form="edit-row-form" variant="contained" disabled={saving || !form.formState.isDirty}>
          {texts.dashboard.save}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
