import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { texts } from '@wattle/contract';

/** Any path the route table does not know. */
export function NotFoundPage() {
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Typography variant="h1" component="h1" color="primary">
        {texts.notFound.code}
      </Typography>
      <Typography variant="h6" component="p">
        {texts.notFound.message}
      </Typography>
    </Box>
  );
}
