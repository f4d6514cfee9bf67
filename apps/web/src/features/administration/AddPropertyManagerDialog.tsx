import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { newPropertyManagerSchema, texts, type NewPropertyManager } from '@wattle/contract';
import { FormDialog } from '../../components/FormDialog';
import { addPropertyManager } from './propertyManagersApi';

const t = texts.propertyManagers;
const FIELDS = [
  { name: 'firstName', label: t.firstName, type: 'text' },
  { name: 'lastName', label: t.lastName, type: 'text' },
  { name: 'emailAddress', label: t.emailAddress, type: 'email' },
  { name: 'password', label: t.password, type: 'password' },
] as const;

/** Add a property manager (spec 3 §2.16, §5.7): first name, last name, email and password, all required. */
export function AddPropertyManagerDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void | Promise<void> }) {
  const { register, handleSubmit, formState } = useForm<NewPropertyManager>({
    resolver: zodResolver(newPropertyManagerSchema),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', emailAddress: '', password: '' },
  });
  return (
    <FormDialog
      title={t.addTitle}
      titleId="add-property-manager-title"
      closeLabel={t.cancel}
      saveLabel={t.save}
      canSave
      handleSubmit={handleSubmit}
      save={addPropertyManager}
      onSaved={async () => {
        await onSaved();
        onClose();
      }}
      onClose={onClose}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        {FIELDS.map((f) => (
          <Grid key={f.name} size={{ xs: 12, sm: 6 }}>
            <TextField
              label={f.label}
              type={f.type}
              fullWidth
              required
              autoComplete={f.type === 'password' ? 'new-password' : 'off'}
              {...register(f.name)}
              error={!!formState.errors[f.name]}
              helperText={formState.errors[f.name]?.message}
            />
          </Grid>
        ))}
      </Grid>
    </FormDialog>
  );
}
