import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { helpPageOf } from '@wattle/contract';
import { NotFoundPage } from '../../components/NotFoundPage';
import { PageTitle } from '../../components/PageTitle';

/** An in-product help page (/help/{slug}): what the seeded Help menu topics and free-trial links open. */
export function HelpPage() {
  const page = helpPageOf(useParams().topic);
  if (!page) return <NotFoundPage />;
  return (
    <Box component="article" sx={{ maxWidth: 760 }}>
      <PageTitle title={page.title} />
      {page.paragraphs.map((paragraph) => (
        <Typography key={paragraph} sx={{ mb: 2 }}>
          {paragraph}
        </Typography>
      ))}
    </Box>
  );
}
