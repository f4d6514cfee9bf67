import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { alpha, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { texts, type FixedChargeRate, type VariableChargeRate } from '@wattle/contract';
import { canDeleteRate } from './pricePlanEditing';

const t = texts.pricePlanEditor;

type Rate = FixedChargeRate | VariableChargeRate;

/** Spec 3 §2.6: an edited rate shows green, a future-dated one blue (with a word, not colour alone). */
function rateLook(rate: Rate): { colour: 'success' | 'info' | null; label: string | null } {
  if (rate.isDirty) return { colour: 'success', label: t.edited };
  if (rate.isFutureRate) return { colour: 'info', label: t.future };
  return { colour: null, label: rate.isInUse ? t.inUse : null };
}

/** One rate: its fields in a grid that folds to one column on phones, its state, and its delete button. */
export function RateRow({ rate, onDelete, children }: { rate: Rate; onDelete: () => void; children: ReactNode }) {
  const look = rateLook(rate);
  return (
    <Box
      data-rate-id={rate.id}
      data-rate-state={look.colour === 'success' ? 'edited' : look.colour === 'info' ? 'future' : 'saved'}
      sx={(theme: Theme) => ({
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr)) 7rem' },
        columnGap: 2,
        alignItems: 'start',
        pt: 1.5,
        px: 1.5,
        mb: 1,
        borderRadius: 1,
        borderLeft: '4px solid',
        borderLeftColor: look.colour ? theme.palette[look.colour].main : theme.palette.divider,
        bgcolor: look.colour ? alpha(theme.palette[look.colour].main, 0.08) : 'transparent',
      })}
    >
      {children}
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, justifyContent: { md: 'flex-end' }, minHeight: 40, gridColumn: { md: 5 }, gridRow: { md: 1 } }}
      >
        {look.label ? <Chip size="small" label={look.label} color={look.colour ?? 'default'} variant={look.colour ? 'filled' : 'outlined'} /> : null}
        <Tooltip title={t.deleteRate}>
          <span>
            <IconButton size="small" aria-label={t.deleteRate} disabled={!canDeleteRate(rate)} onClick={onDelete}>
              <DeleteOutline fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
    </Box>
  );
}
