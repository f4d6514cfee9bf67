import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { INVALID_DATE, ROLES, splitRoles, texts, type Activity, type ActivityLookups, type ActivityNote } from '@wattle/contract';
import { DatePickerField } from '../../components/fields/DatePickerField';
import { FormDialog } from '../../components/FormDialog';
import { ResponsiveDialog } from '../../components/ResponsiveDialog';
import { useBusinessDate } from '../../hooks/useBusinessDate';
import { useDateFormatters } from '../../hooks/useDateFormat';
import { useAuthStore } from '../../stores/authStore';
import { refreshActivities, saveActivity, useActivity, useActivityLookups } from './activitiesApi';
import { choicesOf, editActivityValues, isTask, isValid, newActivityValues, settle, type ActivityFormValues } from './activityForm';

const t = texts.activities;

export interface ActivityDialogProps {
  /** Edit this activity; absent: add one for `customerId`. */
  activityId?: number;
  /** The session's customer a new activity is tied to. */
  customerId?: number | null;
  onClose: () => void;
  onSaved?: (activity: Activity) => void;
}

/**
 * The add/edit activity dialog (spec 2 §2.14), opened by Notes and Activities and by Activities
 * Management (edit). It waits for the lookups and, when editing, the activity.
 */
export function ActivityDialog(props: ActivityDialogProps) {
  const lookups = useActivityLookups();
  const activity = useActivity(props.activityId ?? null);
  const editing = props.activityId !== undefined;
  if (!lookups.data || (editing && !activity.data)) {
    return (
      <ResponsiveDialog open onClose={props.onClose} title={editing ? t.dialogEditTitle : t.dialogAddTitle} aria-labelledby="activity-dialog-title">
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label={texts.common.close} />
        </Box>
      </ResponsiveDialog>
    );
  }
  return <ActivityForm {...props} lookups={lookups.data} activity={activity.data} />;
}

interface PendingNote {
  id?: number;
  note: string;
  insertUser?: string;
  insertDateTime?: string;
}

function ActivityForm({ lookups, activity, customerId, onClose, onSaved }: ActivityDialogProps & { lookups: ActivityLookups; activity?: Activity }) {
  const adding = activity === undefined;
  const today = useBusinessDate();
  const client = useQueryClient();
  const readOnly = splitRoles(useAuthStore((s) => s.user?.userRoles ?? '')).includes(ROLES.readOnly);
  const [values, setValues] = useState<ActivityFormValues>(() => (adding ? newActivityValues(lookups, today) : editActivityValues(activity)));
  const [noteEdited, setNoteEdited] = useState(false);
  const [notes, setNotes] = useState<PendingNote[]>(() => activity?.notes ?? []);
  const choices = choicesOf(lookups, values, adding);

  const change = (patch: Partial<ActivityFormValues>) =>
    setValues((before) => settle(lookups, { ...before, ...patch }, { adding, noteEdited, today, previousTypeId: before.typeId }));

  const addNote = () => {
    setNotes((list) => [...list, { note: values.note.trim() }]);
    setValues((v) => ({ ...v, note: '' }));
    setNoteEdited(true);
  };

  const save = () => {
    const typed = values.note.trim();
    const task = isTask(values);
    return saveActivity({
      id: activity?.id,
      customerId: activity?.customerId ?? customerId ?? 0,
      accountId: activity?.accountId ?? null,
      classId: values.classId ?? 0,
      categoryId: values.categoryId,
      typeId: values.typeId ?? 0,
      sourceId: values.sourceId,
      priorityId: task ? values.priorityId : null,
      statusId: task ? values.statusId : null,
      statusReasonId: task ? values.statusReasonId : null,
      assigneeId: task ? values.assigneeId : null,
      requiredDate: task && values.requiredDate ? values.requiredDate : null,
      // The note still in the box is saved too: on add it is the first note.
      notes: [...notes.map(({ id, note }) => ({ id, note })), ...(typed ? [{ note: typed }] : [])],
    });
  };

  const select = (
    label: string,
    field: keyof Omit<ActivityFormValues, 'note' | 'requiredDate'>,
    items: { id: number; description: string }[],
    required = false,
  ) => (
    <TextField
      select
      label={label}
      required={required}
      value={values[field] ?? ''}
      onChange={(e) => change({ [field]: e.target.value === '' ? null : Number(e.target.value) })}
      fullWidth
      size="small"
      slotProps={{ select: { MenuProps: { slotProps: { paper: { 'aria-label': label } } } } }}
    >
      {required ? null : <MenuItem value="">&nbsp;</MenuItem>}
      {items.map((i) => (
        <MenuItem key={i.id} value={i.id}>
          {i.description}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <FormDialog
      title={adding ? t.dialogAddTitle : t.dialogEditTitle}
      titleId="activity-dialog-title"
      closeLabel={texts.common.close}
      saveLabel={texts.sections.save}
      canSave={isValid(values)}
      save={save}
      onClose={onClose}
      onSaved={async (answer) => {
        await refreshActivities(client);
        const saved = answer[0];
        if (saved) onSaved?.(saved);
        onClose();
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {select(t.activityClass, 'classId', choices.activityClass, true)}
        {select(t.category, 'categoryId', choices.category)}
        {select(t.type, 'typeId', choices.activityType, true)}
        {select(t.source, 'sourceId', choices.source)}
        {isTask(values) ? (
          <>
            {select(t.priority, 'priorityId', choices.priority)}
            {select(t.status, 'statusId', choices.status)}
            {select(t.statusReason, 'statusReasonId', choices.reason)}
            {select(t.assignee, 'assigneeId', choices.assignee)}
            <DatePickerField
              label={t.dueDate}
              value={values.requiredDate}
              error={values.requiredDate === INVALID_DATE ? texts.fields.invalidDate : null}
              onChange={(requiredDate) => change({ requiredDate })}
            />
          </>
        ) : null}
        <NotesList notes={notes} mayDelete={!readOnly} onDelete={(index) => setNotes((list) => list.filter((_, i) => i !== index))} />
        <TextField
          label={t.note}
          multiline
          minRows={3}
          value={values.note}
          onChange={(e) => {
            setNoteEdited(true);
            setValues((v) => ({ ...v, note: e.target.value }));
          }}
        />
        <Box>
          <Button variant="outlined" size="small" onClick={addNote} disabled={!values.note.trim()}>
            {t.addNote}
          </Button>
        </Box>
      </Stack>
    </FormDialog>
  );
}

/** The activity's notes, oldest first; a ReadOnly user cannot delete one (spec 2 §6). */
function NotesList({ notes, mayDelete, onDelete }: { notes: PendingNote[]; mayDelete: boolean; onDelete: (index: number) => void }) {
  const noteByline = useNoteByline();
  if (!notes.length) return null;
  return (
    <Box>
      <Typography variant="subtitle2">{t.notes}</Typography>
      <List dense aria-label={t.notes}>
        {notes.map((n, index) => (
          <ListItem
            key={n.id ?? `new-${index}`}
            secondaryAction={
              mayDelete ? (
                <IconButton edge="end" aria-label={t.deleteNote} onClick={() => onDelete(index)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              ) : null
            }
          >
            <ListItemText primary={n.note} secondary={noteByline(n)} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/** A note's author and when it was written, on the company's clock. */
export function useNoteByline() {
  const { dateTime } = useDateFormatters();
  return (n: Partial<Pick<ActivityNote, 'insertUser' | 'insertDateTime'>>) => (n.insertUser ? `${n.insertUser} · ${dateTime(n.insertDateTime)}` : undefined);
}
