import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useQueryClient } from '@tanstack/react-query';
import { RIBBON_COLOURS, ribbonTypeOf, texts, type SystemRibbon } from '@wattle/contract';
import { showErrorOf } from '../../components/notices/noticeStore';
import { dashboardKeys, dismissRibbon, useRibbons } from './dashboardApi';

/** System ribbons (spec 2 §2.1): each in its type's colour (unknown types as notice); only dismissible ones (Y) can be dismissed. */
export function RibbonBar() {
  const client = useQueryClient();
  const ribbons = useRibbons();
  if (!ribbons.data?.length) return null;
  const dismiss = async (id: number) => {
    try {
      await dismissRibbon(id);
      client.setQueryData<SystemRibbon[]>(dashboardKeys.ribbons, (list) => list?.filter((r) => r.id !== id));
    } catch (error) {
      showErrorOf(error);
    }
  };
  return (
    <Box component="ul" aria-label={texts.dashboard.ribbons} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'grid', gap: 1 }}>
      {ribbons.data.map((ribbon) => {
        const type = ribbonTypeOf(ribbon.type);
        return (
          <Box
            component="li"
            key={ribbon.id}
            data-ribbon-type={type}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderRadius: 1, bgcolor: RIBBON_COLOURS[type], color: '#fff' }}
          >
            <Box sx={{ flexGrow: 1 }}>{ribbon.message}</Box>
            {ribbon.dismissible === 'Y' ? (
              <IconButton
                size="small"
                color="inherit"
                aria-label={texts.dashboard.dismiss}
                title={texts.dashboard.dismiss}
                onClick={() => void dismiss(ribbon.id)}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
