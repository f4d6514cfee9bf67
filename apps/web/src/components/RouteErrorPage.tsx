import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router';
import { texts } from '@wattle/contract';
import { errorMessageOf } from '../api/ApiError';
import { isStaleChunkError, reloadToNewVersion } from '../app/newVersionReload';

/** Shown when a route fails to load or render (e.g. a page chunk that could not be fetched). */
export function RouteErrorPage() {
  const error = useRouteError();
  // A page chunk of the version this tab started with that is no longer deployed: load the new one.
  if (isStaleChunkError(error) && reloadToNewVersion()) return null;
  console.error(error);
  return (
    <Box role="alert" sx={{ p: 3 }}>
      <Typography variant="h6" component="h1" color="error">
        {texts.notices.errorTitle}
      </Typography>
      <Typography sx={{ my: 1 }}>{errorMessageOf(error)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {texts.notices.errorFooter}
      </Typography>
    </Box>
  );
}
