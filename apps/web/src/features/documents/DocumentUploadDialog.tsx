import { zodResolver } from '@hookform/resolvers/zod';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { DOCUMENT_UPLOAD_FILE, RECEIVED_VIA, texts, UPLOAD_MAX_BYTES, type DocumentCategory } from '@wattle/contract';
import { FormDialog } from '../../components/FormDialog';
import { uploadDocument } from './documentsApi';

const t = texts.documents;

/** Spec 3 §5.3: a category (not the placeholder), a document under UPLOAD_MAX_BYTES. */
const uploadFormSchema = z.object({
  categoryId: z.string().min(1, t.categoryRequired),
  file: z
    .custom<File | null>((value) => value === null || value instanceof File)
    .refine((file) => Boolean(file), t.documentRequired)
    .refine((file) => !file || file.size < UPLOAD_MAX_BYTES, t.tooBig),
  fileName: z.string().max(255),
  reference: z.string().max(100),
  receivedVia: z.enum(RECEIVED_VIA),
  notes: z.string().max(2000),
});
type UploadForm = z.infer<typeof uploadFormSchema>;

const EMPTY: UploadForm = { categoryId: '', file: null, fileName: '', reference: '', receivedVia: 'Email', notes: '' };

/** The upload's parts as the server reads them (spec 3 §3 upload fields); Email travels as blank (§5.3). */
function uploadParts(customerId: number, form: UploadForm): FormData {
  const data = new FormData();
  data.set('CustomerId', String(customerId));
  data.set('CategoryId', form.categoryId);
  data.set('FileName', form.fileName);
  data.set('Reference', form.reference);
  data.set('ReceivedBy', form.receivedVia === 'Email' ? '' : form.receivedVia);
  data.set('Notes', form.notes);
  data.set(DOCUMENT_UPLOAD_FILE, form.file!);
  return data;
}

export interface DocumentUploadDialogProps {
  customerId: number;
  categories: DocumentCategory[];
  onClose: () => void;
  onUploaded: () => void | Promise<void>;
}

/** DOCUMENT UPLOAD (spec 3 §2.10): category, the file, name, reference, received via and notes; resets and closes once uploaded. */
export function DocumentUploadDialog({ customerId, categories, onClose, onUploaded }: DocumentUploadDialogProps) {
  const { register, control, handleSubmit, setValue, reset, getValues, formState } = useForm<UploadForm>({
    resolver: zodResolver(uploadFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const chooseCategory = (categoryId: string) => {
    // The category's default note fills Notes while the user has not written any.
    const note = categories.find((c) => String(c.id) === categoryId)?.defaultNote;
    if (note && !getValues('notes')) setValue('notes', note);
  };
  return (
    <FormDialog
      title={t.uploadTitle}
      titleId="document-upload-title"
      closeLabel={texts.common.close}
      saveLabel={t.upload}
      canSave
      handleSubmit={handleSubmit}
      save={(form) => uploadDocument(uploadParts(customerId, form))}
      onSaved={async () => {
        reset(EMPTY);
        await onUploaded();
        onClose();
      }}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1, minWidth: { sm: 420 } }}>
        <Controller
          control={control}
          name="categoryId"
          render={({ field, fieldState }) => (
            <TextField
              select
              required
              label={t.category}
              {...field}
              onChange={(e) => {
                field.onChange(e);
                chooseCategory(e.target.value);
              }}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t.requiredPlaceholder}</MenuItem>
              {categories.map((c) => (
                <MenuItem key={c.id} value={String(c.id)}>
                  {c.description}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="file"
          render={({ field, fieldState }) => (
            <div>
              <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
                {t.chooseDocument}
                <input
                  hidden
                  type="file"
                  aria-label={t.document}
                  onChange={(e) => {
                    const file = e.target.files?.[0] ?? null;
                    field.onChange(file);
                    if (file && !getValues('fileName')) setValue('fileName', file.name);
                  }}
                />
              </Button>
              {field.value ? <Typography sx={{ mt: 1 }}>{field.value.name}</Typography> : null}
              {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
            </div>
          )}
        />
        <TextField label={t.fileName} {...register('fileName')} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField label={t.reference} {...register('reference')} />
        <Controller
          control={control}
          name="receivedVia"
          render={({ field }) => (
            <TextField select label={t.receivedVia} {...field}>
              {RECEIVED_VIA.map((via) => (
                <MenuItem key={via} value={via}>
                  {via}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField label={t.notes} multiline minRows={2} {...register('notes')} slotProps={{ inputLabel: { shrink: true } }} error={!!formState.errors.notes} />
      </Stack>
    </FormDialog>
  );
}
