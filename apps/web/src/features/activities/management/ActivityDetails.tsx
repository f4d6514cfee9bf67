import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { texts, type ActivityRow } from '@wattle/contract';
import { useFormatters } from '../../../hooks/useFormatters';

/** The details panel (spec 2 §2.13): the highlighted activity's customer and people, then its notes. */
export function ActivityDetails({ activity }: { activity: ActivityRow | null }) {
  const format = useFormatters();
  const d = texts.activitiesManagement.details;
  if (!activity) {
    return (
      <Paper variant="outlined" sx={{ p: 2 }} aria-label={d.notes}>
        <Typography color="text.secondary">{d.choose}</Typography>
      </Paper>
    );
  }
  const fields: [string, string][] = [
    [d.accountName, activity.accountName],
    [d.email, activity.emailAddress ?? ''],
    [d.balance, activity.accountBalance === null ? '' : format.money(activity.accountBalance)],
    [d.account, activity.accountNumber ?? ''],
    [d.phone, activity.phoneNumber ?? ''],
    [d.assignee, activity.assignee ?? ''],
    [d.initiator, activity.initiator],
    [d.raisedDate, format.day(activity.activityDate)],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label={`${texts.activitiesManagement.columns.id} ${activity.id}`}>
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 16px', margin: 0 }}>
        {fields.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </div>
        ))}
      </dl>
      <Divider sx={{ my: 1.5 }} />
      <Typography variant="subtitle2" component="h2" gutterBottom>
        {d.notes}
      </Typography>
      {activity.notes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {d.noNotes}
        </Typography>
      ) : (
        activity.notes.map((note, i) => (
          <Paper key={i} variant="outlined" sx={{ p: 1, mb: 1 }}>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {note.note}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {note.insertUser} · {format.day(note.insertDateTime)}
            </Typography>
          </Paper>
        ))
      )}
    </Paper>
  );
}
