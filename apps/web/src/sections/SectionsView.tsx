import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { texts, type CrmIdentifiers } from '@wattle/contract';
import { showErrorOf } from '../components/notices/noticeStore';
import { SectionRenderer } from './SectionRenderer';
import { useSections } from './sectionsApi';

/** A page's parent sections by code, each rendered with its children. */
export function SectionsView({ codes, ids }: { codes: readonly string[]; ids: CrmIdentifiers }) {
  const query = useSections(codes);
  useEffect(() => {
    if (query.error) showErrorOf(query.error);
  }, [query.error]);
  if (query.isLoading) return <LinearProgress />;
  if (query.error || !query.data) return <Alert severity="error">{texts.sections.loadError}</Alert>;
  return (
    <Stack spacing={3}>
      {query.data.sections.map((section) => (
        <SectionRenderer key={section.id} section={section} ids={ids} />
      ))}
    </Stack>
  );
}
