import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { CARDS_PER_ROW_LG, texts, type DashboardItem, type Notification } from '@wattle/contract';

/**
 * The process cards (spec 2 §2.1), 6 per row on large screens: the card's count (text, '0' when
 * none) and name. Hidden items are not shown; a locked process's card is disabled. Plain boxes on
 * a CSS grid keep the first screen light.
 */
export function ProcessCards({
  items,
  counts,
  onOpen,
}: {
  items: readonly DashboardItem[];
  counts: readonly Notification[];
  onOpen: (item: DashboardItem) => void;
}) {
  return (
    <Box
      component="ul"
      aria-label={texts.dashboard.cards}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mb: 3,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: `repeat(${CARDS_PER_ROW_LG}, 1fr)` },
      }}
    >
      {items.map((item) => {
        const count = counts.find((c) => c.code === item.code)?.value || '0';
        return (
          <Box component="li" key={item.id} data-process-code={item.code}>
            <ButtonBase
              disabled={item.isLocked}
              onClick={() => onOpen(item)}
              aria-label={`${item.name}: ${count}`}
              sx={{
                width: '100%',
                height: '100%',
                p: 2,
                display: 'block',
                textAlign: 'left',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                bgcolor: 'background.paper',
                opacity: item.isLocked ? 0.6 : 1,
                '&:hover': { bgcolor: 'action.hover' },
              }}
            >
              <Typography variant="h4" component="p" color="primary" data-testid="card-count">
                {count}
              </Typography>
              <Typography variant="body2">
                {item.name} {item.isLocked ? <LockIcon fontSize="inherit" titleAccess={texts.dashboard.locked} /> : null}
              </Typography>
            </ButtonBase>
          </Box>
        );
      })}
    </Box>
  );
}
