import NotesIcon from '@mui/icons-material/StickyNote2Outlined';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Chip from '@mui/material/Chip';
import DialogContent from '@mui/material/DialogContent';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { texts, type CustomerSummary } from '@wattle/contract';
import { ResponsiveDialog } from '../../components/ResponsiveDialog';
import { useDateFormatters } from '../../hooks/useDateFormat';
import { useCustomerSummary } from './customerApi';

const COLUMNS = 4;
const PER_COLUMN = 3;

/** The 12 items in 4 columns of 3, filled column by column. */
const summaryColumns = (items: CustomerSummary['items']) => Array.from({ length: COLUMNS }, (_, c) => items.slice(c * PER_COLUMN, (c + 1) * PER_COLUMN));

function NotesButton({ notes }: { notes: CustomerSummary['notes'] }) {
  const [open, setOpen] = useState(false);
  const { day } = useDateFormatters();
  return (
    <>
      <IconButton aria-label={texts.sections.notes} onClick={() => setOpen(true)}>
        <Badge badgeContent={notes.length} color="primary">
          <NotesIcon />
        </Badge>
      </IconButton>
      <ResponsiveDialog open={open} onClose={() => setOpen(false)} title={texts.sections.notes} aria-labelledby="customer-notes-title">
        <DialogContent>
          {notes.length ? (
            <List dense>
              {notes.map((n, i) => (
                <ListItem key={i} divider>
                  <ListItemText primary={n.note} secondary={`${n.insertUser} · ${day(n.insertDateTime)}`} />
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography color="text.secondary">{texts.customer.noNotes}</Typography>
          )}
        </DialogContent>
      </ResponsiveDialog>
    </>
  );
}

/**
 * The customer summary header (spec 3 §2.4): account name, displayed customer number, notes, 12
 * name/value pairs in 4 columns of 3 (one is Total Balance), status chips and the dismissible alert.
 */
export function CustomerSummaryHeader({ customerId }: { customerId: number }) {
  const { data: summary, isLoading } = useCustomerSummary(customerId);
  const [dismissed, setDismissed] = useState<number | null>(null);
  if (isLoading || !summary) return <Skeleton variant="rounded" height={140} />;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="header" aria-label={texts.customer.summary}>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {summary.accountName}
        </Typography>
        <Typography variant="subtitle1" color="text.secondary" data-testid="customer-number">
          {summary.displayCustomerNumber}
        </Typography>
        <NotesButton notes={summary.notes} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {summary.statuses.map((s) => (
            <Chip key={s.name} label={s.name} size="small" sx={{ bgcolor: s.colour, color: (theme) => theme.palette.getContrastText(s.colour) }} />
          ))}
        </Stack>
      </Stack>
      <Grid container spacing={2} sx={{ mt: 1 }}>
        {summaryColumns(summary.items).map((column, c) => (
          <Grid key={c} size={{ xs: 12, sm: 6, md: 3 }}>
            <dl style={{ margin: 0 }}>
              {column.map((item) => (
                <Stack key={item.name} direction="row" spacing={1} justifyContent="space-between">
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {item.name}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
                    {item.value}
                  </Typography>
                </Stack>
              ))}
            </dl>
          </Grid>
        ))}
      </Grid>
      {summary.alertText && dismissed !== customerId ? (
        <Alert severity="info" sx={{ mt: 2 }} onClose={() => setDismissed(customerId)}>
          {summary.alertText}
        </Alert>
      ) : null}
    </Paper>
  );
}
