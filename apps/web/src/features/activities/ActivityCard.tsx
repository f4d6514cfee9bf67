import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { ACTIVITY_CLASS_ID, texts, type Activity } from '@wattle/contract';
import { customerGoToPath } from '../../app/paths';
import { useDateFormatters } from '../../hooks/useDateFormat';

const t = texts.activities;

/** The priority's own colour with text the theme finds readable on it (WCAG AA, theme contrastThreshold). */
const priorityColours = (color: string) => ({ bgcolor: color, color: (theme: Theme) => theme.palette.getContrastText(color) });

/** Priority and due-date chips show only for open items of class ACTIVITY; the due chip is red when overdue (spec 2 §2.12). */
const showsTaskChips = (a: Activity) => a.classId === ACTIVITY_CLASS_ID && a.isClosed !== 'true';

export function ActivityCard({ activity: a, selected, onSelect }: { activity: Activity; selected: boolean; onSelect: () => void }) {
  const { date, day } = useDateFormatters();
  const due = date(a.requiredDate);
  return (
    <Card
      variant="outlined"
      role="listitem"
      aria-label={`${a.activityType} ${a.id}`}
      aria-current={selected}
      sx={selected ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}
    >
      <CardActionArea onClick={onSelect} aria-pressed={selected}>
        <CardContent sx={{ py: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600 }}>
              {a.activityType}
            </Typography>
            <Chip size="small" label={a.classCode} variant="outlined" />
            {showsTaskChips(a) && a.priority ? (
              <Chip size="small" label={a.priority} sx={a.priorityColor ? priorityColours(a.priorityColor) : undefined} />
            ) : null}
            {showsTaskChips(a) && due ? (
              <Chip size="small" label={a.isOverdue ? t.overdue(due) : t.due(due)} color={a.isOverdue ? 'error' : 'default'} />
            ) : null}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {[`#${a.id}`, a.category, a.status, day(a.activityDate), a.insertUser].filter(Boolean).join(' · ')}
          </Typography>
          {a.mostRecentNote ? (
            <Typography variant="body2" sx={{ mt: 0.5 }} noWrap>
              {a.mostRecentNote}
            </Typography>
          ) : null}
        </CardContent>
      </CardActionArea>
      <Link component={RouterLink} to={customerGoToPath(a.customerId)} variant="body2" sx={{ px: 2, pb: 1, display: 'inline-block' }}>
        {a.accountNumber ?? a.accountName ?? a.customerId}
      </Link>
    </Card>
  );
}
