import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { authEndpoints, texts, type SsoLinkOutcome } from '@wattle/contract';
import { endpointUrl } from '../../api/callEndpoint';
import { showErrorOf, showSnackbar } from '../../components/notices/noticeStore';
import { authApi, authKeys } from '../auth/authApi';

const s = texts.settings;
const outcomeNotice: Record<SsoLinkOutcome, { message: string; severity: 'success' | 'error' }> = {
  linked: { message: s.signInWithLinked, severity: 'success' },
  taken: { message: s.signInWithTaken, severity: 'error' },
  failed: { message: s.signInWithFailed, severity: 'error' },
};
const isOutcome = (value: string | null): value is SsoLinkOutcome => value !== null && value in outcomeNotice;

/** My Settings' link to the accounting provider's sign-in: Link goes to the provider and comes back here with `?link=…`. */
export function ProviderSignInCard({ linked }: { linked: boolean }) {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const outcome = params.get('link');
  useEffect(() => {
    if (!isOutcome(outcome)) return;
    const { message, severity } = outcomeNotice[outcome];
    showSnackbar(message, severity);
    setParams({}, { replace: true });
  }, [outcome, setParams]);
  const unlink = useMutation({
    mutationFn: authApi.ssoUnlink,
    onSuccess: async (envelope) => {
      showSnackbar(envelope.messages[0]?.message ?? s.signInWithUnlinked);
      await queryClient.invalidateQueries({ queryKey: authKeys.settings });
    },
    onError: showErrorOf,
  });
  return (
    <Card variant="outlined" aria-label={s.signInWithTitle} component="section" sx={{ mt: 3 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {s.signInWithTitle}
          </Typography>
          {linked ? <Chip label={s.enabled} color="success" size="small" /> : null}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {linked ? s.signInWithLinkedHint : s.signInWithHint}
        </Typography>
      </CardContent>
      <CardActions>
        {linked ? (
          <Button color="error" onClick={() => unlink.mutate()} disabled={unlink.isPending}>
            {s.signInWithUnlink}
          </Button>
        ) : (
          // A full browser redirect to the provider, which comes back to this page.
          <Button variant="contained" href={endpointUrl(authEndpoints.ssoLinkStart)}>
            {s.signInWithLink}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
