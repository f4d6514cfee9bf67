import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { texts } from '@wattle/contract';

interface Props {
  title: string;
  hint: string;
  enabled: boolean;
  setUpPath: string;
  /** Hidden when the method cannot be removed now (email while the authenticator is on). */
  canRemove: boolean;
  /** Opens the removal, which asks for the password and a current code. */
  onRemove: () => void;
}

/** One second-step method on My Settings: "enabled" plus Remove, or a Set up button (spec 3 §2.15). */
export function TwoStepCard({ title, hint, enabled, setUpPath, canRemove, onRemove }: Props) {
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 240 }} aria-label={title} component="section">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {enabled ? <Chip label={texts.settings.enabled} color="success" size="small" /> : null}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      </CardContent>
      <CardActions>
        {enabled ? (
          canRemove ? (
            <Button color="error" onClick={onRemove}>
              {texts.settings.remove}
            </Button>
          ) : null
        ) : (
          <Button variant="contained" component={RouterLink} to={setUpPath}>
            {texts.settings.setUp}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
