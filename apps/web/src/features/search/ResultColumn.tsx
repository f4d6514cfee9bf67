import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useShallow } from 'zustand/react/shallow';
import { texts, type SearchContext, type SearchResult } from '@wattle/contract';
import { useSessionStore } from '../../stores/sessionStore';
import { ResultCard } from './ResultCard';
import { isSelectedResult } from './searchRouting';

export interface ResultColumnProps {
  context: SearchContext;
  results: readonly SearchResult[];
  loading: boolean;
  /** Shown when nothing is listed (after a search, or with no recent entries). */
  emptyText: string | null;
  onSelect: (result: SearchResult) => void;
  onMore?: () => void;
}

/** One of the three result columns (CONTACT, CUSTOMER, SITE). */
export function ResultColumn({ context, results, loading, emptyText, onSelect, onMore }: ResultColumnProps) {
  const selected = useSessionStore(useShallow((s) => ({ customerId: s.customerId, partyId: s.partyId, siteId: s.siteId })));
  const headingId = `search-column-${context}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ flex: 1, minWidth: 0 }} data-testid={`search-column-${context}`}>
      <Typography id={headingId} variant="overline" component="h2" sx={{ fontWeight: 'bold' }}>
        {texts.search.columnHeadings[context]}
      </Typography>
      <Stack spacing={1}>
        {results.map((result) => (
          <ResultCard key={`${result.context}-${result.id}`} result={result} selected={isSelectedResult(result, selected)} onSelect={onSelect} />
        ))}
        {loading ? <CircularProgress size={24} sx={{ alignSelf: 'center' }} /> : null}
        {!loading && results.length === 0 && emptyText ? (
          <Typography variant="body2" color="text.secondary">
            {emptyText}
          </Typography>
        ) : null}
        {onMore && !loading ? (
          <Button size="small" onClick={onMore}>
            {texts.search.showMore}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
