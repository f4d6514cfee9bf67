import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { texts, type Activity } from '@wattle/contract';
import { useNoteByline } from './ActivityDialog';

const t = texts.activities;

/** The selected activity's notes, newest first. */
export function NotesPanel({ activity }: { activity: Activity | null }) {
  const noteByline = useNoteByline();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-labelledby="notes-panel-title">
      <Typography id="notes-panel-title" variant="h6" gutterBottom>
        {t.notes}
      </Typography>
      {!activity ? (
        <Typography color="text.secondary">{t.selectActivity}</Typography>
      ) : activity.notes.length ? (
        <List dense aria-label={`${t.notes} ${activity.id}`}>
          {[...activity.notes].reverse().map((n) => (
            <ListItem key={n.id} disableGutters>
              <ListItemText primary={n.note} secondary={noteByline(n)} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">{t.noNotes}</Typography>
      )}
    </Paper>
  );
}
