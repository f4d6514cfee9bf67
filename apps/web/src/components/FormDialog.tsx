import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useMutation } from '@tanstack/react-query';
import { useState, type SubmitEvent, type ReactNode } from 'react';
import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';
import type { Message } from '@wattle/contract';
import { ApiError, messagesOf } from '../api/ApiError';
import { InvalidFormError } from './InvalidFormError';
import { showErrorOf, showOutcome } from './notices/noticeStore';
import { ResponsiveDialog } from './ResponsiveDialog';

const REFUSALS: readonly Message['messageType'][] = ['Error', 'Exception', 'NotFound'];

/** An answer is saved unless its first message is an error (the outcome popup then says why). */
const savedUnlessRefused = (answer: unknown) => !REFUSALS.includes(messagesOf(answer)[0]?.messageType ?? 'Success');

interface FormDialogBaseProps<TAnswer> {
  title: ReactNode;
  /** The title's id, which names the dialog. */
  titleId: string;
  draggable?: boolean;
  closeLabel: string;
  saveLabel: string;
  /** Save is offered only when this holds (the form is valid, changed, complete…) and no save is under way. */
  canSave: boolean;
  /** After a save the server accepted (its outcome already shown). */
  onSaved: (answer: TAnswer) => void | Promise<void>;
  onClose: () => void;
  /** Whether the answer counts as saved; by default unless its first message is an error. */
  isSaved?: (answer: TAnswer) => boolean;
  /** Shows the answer; by default its first message as the outcome (showOutcome). */
  announce?: (answer: TAnswer) => void;
  children: ReactNode;
}

interface FormDialogWithValues<TValues extends FieldValues, TAnswer> extends FormDialogBaseProps<TAnswer> {
  /** react-hook-form's handleSubmit: Save checks the form's rules first and sends its values. */
  handleSubmit: UseFormHandleSubmit<TValues>;
  save: (values: TValues) => Promise<TAnswer>;
}

interface FormDialogWithoutValues<TAnswer> extends FormDialogBaseProps<TAnswer> {
  handleSubmit?: undefined;
  save: () => Promise<TAnswer>;
}

export type FormDialogProps<TValues extends FieldValues, TAnswer> = FormDialogWithValues<TValues, TAnswer> | FormDialogWithoutValues<TAnswer>;

/**
 * Every form dialog: the fields in a form, Close and Save. Save (or Enter in a field) sends the
 * form through a mutation; while it runs, or while `canSave` does not hold, Save is disabled. The
 * answer's first message is shown as the outcome (spec 1 §8); a refusal shows the first message
 * in the error popup and lists every message of the envelope in the dialog until the user
 * changes something or saves again. A form whose own rules fail shows why in its fields.
 */
export function FormDialog<TValues extends FieldValues, TAnswer>(props: FormDialogProps<TValues, TAnswer>) {
  const { title, titleId, draggable, closeLabel, saveLabel, canSave, onSaved, onClose, isSaved = savedUnlessRefused, announce = showOutcome, children } = props;
  const [refusal, setRefusal] = useState<Message[]>([]);
  const mutation = useMutation({
    mutationFn: (values: TValues | undefined) => (props.handleSubmit ? props.save(values as TValues) : props.save()),
    onMutate: () => setRefusal([]),
    onSuccess: async (answer) => {
      announce(answer);
      if (isSaved(answer)) await onSaved(answer);
      else setRefusal(messagesOf(answer));
    },
    onError: (error) => {
      if (error instanceof InvalidFormError) return;
      showErrorOf(error);
      setRefusal(error instanceof ApiError ? error.messages : []);
    },
  });
  // The mutation's callbacks show the outcome; a failure needs nothing more here.
  const send = (values?: TValues) => mutation.mutateAsync(values).catch(() => undefined);
  const submit = (event: SubmitEvent) => {
    if (props.handleSubmit) return void props.handleSubmit(send)(event);
    event.preventDefault();
    if (canSave && !mutation.isPending) void send();
  };

  return (
    <ResponsiveDialog open onClose={onClose} title={title} draggable={draggable} aria-labelledby={titleId}>
      <DialogContent>
        <form id={`${titleId}-form`} noValidate onSubmit={submit} onChange={() => setRefusal([])}>
          {children}
        </form>
        {refusal.length ? (
          <Alert severity="error" data-testid="form-errors" sx={{ mt: 2 }}>
            {refusal.map((m, i) => (
              <div key={i}>{m.message}</div>
            ))}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{closeLabel}</Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={!canSave || mutation.isPending}>
          {saveLabel}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
