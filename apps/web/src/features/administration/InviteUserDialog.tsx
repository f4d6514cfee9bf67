import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { inviteStaffRequestSchema, texts, usersEndpoints, type InviteStaffRequest } from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';
import { showErrorOf, showOutcome } from '../../components/notices/noticeStore';
import { ResponsiveDialog } from '../../components/ResponsiveDialog';
import { usePermissions } from '../../stores/usePermissions';

const TEXT_FIELDS = [
  { name: 'firstName', label: texts.staff.firstName, autoComplete: 'off' },
  { name: 'lastName', label: texts.staff.lastName, autoComplete: 'off' },
  { name: 'emailAddress', label: texts.staff.emailAddress, autoComplete: 'off' },
  { name: 'username', label: texts.staff.username, autoComplete: 'off' },
] as const;

export interface InviteUserDialogProps {
  onClose: () => void;
  onSaved: () => void;
}

/** USERS' Add User: a new staff user with roles from the contract's list that the administrator holds, emailed a link to set a password. */
export function InviteUserDialog({ onClose, onSaved }: InviteUserDialogProps) {
  const { grantableRoles } = usePermissions();
  const { register, control, handleSubmit, formState } = useForm<InviteStaffRequest>({
    resolver: zodResolver(inviteStaffRequestSchema),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', emailAddress: '', username: '', roles: [] },
  });
  const submit = async (body: InviteStaffRequest) => {
    try {
      const answer = await callEndpoint(usersEndpoints.inviteStaff, { body });
      showOutcome(answer);
      onSaved();
      onClose();
    } catch (error) {
      showErrorOf(error);
    }
  };
  return (
    <ResponsiveDialog open onClose={onClose} title={texts.staff.title} aria-labelledby="invite-user-title">
      <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <DialogContent>
          <Grid container spacing={2}>
            {TEXT_FIELDS.map((f) => (
              <Grid key={f.name} size={{ xs: 12, sm: 6 }}>
                <TextField
                  label={f.label}
                  fullWidth
                  required
                  autoComplete={f.autoComplete}
                  {...register(f.name)}
                  error={!!formState.errors[f.name]}
                  helperText={formState.errors[f.name]?.message}
                />
              </Grid>
            ))}
            <Grid size={12}>
              <FormLabel component="legend">{texts.staff.roles}</FormLabel>
              <Controller
                control={control}
                name="roles"
                render={({ field }) => (
                  <FormGroup row>
                    {grantableRoles.map((role) => (
                      <FormControlLabel
                        key={role}
                        label={role}
                        control={
                          <Checkbox
                            checked={field.value.includes(role)}
                            onChange={(e) => field.onChange(e.target.checked ? [...field.value, role] : field.value.filter((r) => r !== role))}
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                )}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{texts.staff.cancel}</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {texts.staff.invite}
          </Button>
        </DialogActions>
      </form>
    </ResponsiveDialog>
  );
}
