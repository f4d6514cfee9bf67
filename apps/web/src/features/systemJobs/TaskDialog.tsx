import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FAILURE_EVENTS, TASK_TYPE, taskSettingsIssues, texts, type FailureEvent, type JobTask, type TaskCode } from '@wattle/contract';
import { FormDialog } from '../../components/FormDialog';
import { TaskSettingsForm } from './TaskSettingsForm';
import { createTask, refreshJobs, updateTask, useTaskChoices, useTaskSettings } from './systemJobsApi';

const t = texts.systemJobs;

interface Props {
  jobId: number;
  /** The task to edit; null adds one after the job's last task. */
  task: JobTask | null;
  onClose: () => void;
}

/**
 * Add or edit a job's task (spec 2 §2.11): the task code, its failure event ('Goto Next Task',
 * 'Stop Schedule') and active (true by default); editing adds the code's settings form.
 */
export function TaskDialog({ jobId, task, onClose }: Props) {
  const client = useQueryClient();
  const definitions = useTaskChoices('tasks').data ?? [];
  const [taskId, setTaskId] = useState<number | null>(task?.taskId ?? null);
  const [failureEvent, setFailureEvent] = useState<FailureEvent>(task?.failureEvent ?? 'GOTO_NEXT');
  const [active, setActive] = useState(task?.active ?? true);
  const code = (definitions.find((d) => d.id === taskId)?.code ?? null) as TaskCode | null;
  const loaded = useTaskSettings(task?.id ?? null, task ? code : null);
  const [edited, setEdited] = useState<{ code: TaskCode; settings: object } | null>(null);
  const settings = edited && edited.code === code ? edited.settings : loaded.data;
  const settingsValid = !task || (code !== null && settings !== undefined && taskSettingsIssues(code, settings).length === 0);

  const save = () =>
    task
      ? updateTask(task.id, {
          task: { taskId: taskId!, type: TASK_TYPE, order: task.sortOrder, failureEvent, active },
          taskCode: code!,
          data: JSON.stringify(settings ?? {}),
        })
      : createTask({ jobId, taskId: taskId!, type: TASK_TYPE, failureEvent, active });

  return (
    <FormDialog
      title={task ? t.editTask : t.addTask}
      titleId="task-dialog-title"
      closeLabel={t.close}
      saveLabel={t.save}
      canSave={taskId !== null && settingsValid}
      save={save}
      onSaved={async () => {
        await refreshJobs(client);
        onClose();
      }}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField select required label={t.task} value={taskId === null ? '' : String(taskId)} onChange={(e) => setTaskId(Number(e.target.value))}>
          {definitions.map((d) => (
            <MenuItem key={d.id} value={String(d.id)}>
              {d.description}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label={t.failureEvent} value={failureEvent} onChange={(e) => setFailureEvent(e.target.value as FailureEvent)}>
          {FAILURE_EVENTS.map((event) => (
            <MenuItem key={event} value={event}>
              {t.failureEvents[event]}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel control={<Checkbox checked={active} onChange={(e) => setActive(e.target.checked)} />} label={t.active} />
        {task && code ? (
          settings === undefined ? (
            <LinearProgress />
          ) : (
            <TaskSettingsForm code={code} settings={settings} onChange={(next) => setEdited({ code, settings: next })} />
          )
        ) : null}
      </Stack>
    </FormDialog>
  );
}
