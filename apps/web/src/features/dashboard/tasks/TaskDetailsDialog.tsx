import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { codeWords, detailEditorOf, texts, type ScheduledTask, type TaskDetailItem } from '@wattle/contract';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';
import { ItemDetailsDialog } from './ItemDetailsDialog';
import { useTaskDetails } from './tasksApi';

/**
 * Details of a scheduled task: name, last status, active, setting and value of each item. A double
 * click opens the Item Details form, only for the items it can edit (spec 2 §2.4).
 */
export function TaskDetailsDialog({ task, locked, onClose }: { task: ScheduledTask; locked: boolean; onClose: () => void }) {
  const details = useTaskDetails(task.id);
  const [editing, setEditing] = useState<TaskDetailItem | null>(null);
  const c = texts.dashboard.detailColumns;
  return (
    <ResponsiveDialog open onClose={onClose} title={`${texts.dashboard.details}: ${task.name}`} aria-labelledby="task-details-title">
      <DialogContent>
        {details.isLoading ? <LinearProgress /> : null}
        <Table size="small" aria-label={texts.dashboard.details}>
          <TableHead>
            <TableRow>
              {[c.name, c.lastStatus, c.active, c.setting, c.value].map((h) => (
                <TableCell key={h}>{h}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(details.data ?? []).map((item) => {
              const editable = !locked && detailEditorOf(item) !== null;
              return (
                <TableRow
                  key={item.id}
                  hover={editable}
                  onDoubleClick={editable ? () => setEditing(item) : undefined}
                  sx={{ cursor: editable ? 'pointer' : undefined }}
                  data-editable={editable || undefined}
                >
                  <TableCell>{item.name}</TableCell>
                  <TableCell>{item.lastStatus ? codeWords(item.lastStatus) : ''}</TableCell>
                  <TableCell>{item.active ? texts.dashboard.yes : texts.dashboard.no}</TableCell>
                  <TableCell>{item.setting}</TableCell>
                  <TableCell>{item.value}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.dashboard.close}</Button>
      </DialogActions>
      {editing ? (
        <ItemDetailsDialog
          taskId={task.id}
          item={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void details.refetch();
          }}
        />
      ) : null}
    </ResponsiveDialog>
  );
}
