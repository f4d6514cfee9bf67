import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { texts, type IntegrationCatalogueItem } from '@wattle/contract';

const t = texts.addons;

export interface IntegrationCardProps {
  item: IntegrationCatalogueItem;
  isIntegrated: boolean;
  mayManage: boolean;
  onConnect: () => void;
  onDisconnect: () => void;
  /** The connected card's detail dialog (the accounting provider's); none: no Details button. */
  onDetails?: () => void;
  onHelp: () => void;
}

/**
 * One catalogue card (spec 1 §3–§4): logo, name (unless hideName), short description, the
 * 'Connected' badge or 'Coming soon!' (such a card cannot be opened), help, and its actions. The
 * access button (the metering provider's sites) shows whether or not the card is connected: that
 * provider's credentials are the server's (docs/integrations.md).
 */
export function IntegrationCard({ item, isIntegrated, mayManage, onConnect, onDisconnect, onDetails, onHelp }: IntegrationCardProps) {
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={item.name}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', opacity: item.isComingSoon ? 0.6 : 1 }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
          <Box component="img" src={item.logoImagePath} alt={item.name} sx={{ width: 48, height: 48 }} />
          {item.hideName ? null : (
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              {item.name}
            </Typography>
          )}
          <Tooltip title={item.helpButton.tooltipText}>
            <IconButton aria-label={`${t.help}: ${item.name}`} onClick={onHelp} size="small">
              <HelpOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {item.shortDescription}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Chip size="small" label={item.category} variant="outlined" />
          {isIntegrated ? <Chip size="small" color="success" label={t.connected} /> : null}
          {item.isComingSoon ? <Chip size="small" label={t.comingSoon} /> : null}
        </Stack>
      </CardContent>
      <CardActions>
        {!item.isComingSoon && item.integrationAccessButton ? (
          <Button component={RouterLink} to={item.integrationAccessButton.url}>
            {item.integrationAccessButton.text}
          </Button>
        ) : null}
        {item.isComingSoon ? null : isIntegrated ? (
          <>
            {onDetails ? <Button onClick={onDetails}>{t.details}</Button> : null}
            {mayManage ? (
              <Button color="error" onClick={onDisconnect}>
                {t.disconnect}
              </Button>
            ) : null}
          </>
        ) : mayManage ? (
          <Button variant="contained" onClick={onConnect}>
            {t.connect}
          </Button>
        ) : null}
      </CardActions>
    </Card>
  );
}
