import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { searchResultLines, texts, type SearchResult } from '@wattle/contract';
import { selectOnPlainClick } from '../../lib/navigationIdentifiers';
import { hrefForResult } from './searchRouting';
import { SearchTileIcon } from './SearchTileIcon';

export interface ResultCardProps {
  result: SearchResult;
  selected: boolean;
  onSelect: (result: SearchResult) => void;
}

/**
 * A search result card (spec 1 §2.7): tile icon, header line and up to five lines; closed customers
 * greyed and marked '(Closed)'; prospects with a primary-coloured icon; the selected card red-bordered.
 */
export function ResultCard({ result, selected, onSelect }: ResultCardProps) {
  const lines = searchResultLines.map((name) => result[name]).filter((line): line is string => Boolean(line));
  return (
    <Card
      variant="outlined"
      data-testid={`search-result-${result.context}-${result.id}`}
      data-selected={selected || undefined}
      data-closed={result.isClosed || undefined}
      sx={{
        borderColor: selected ? 'error.main' : undefined,
        borderWidth: selected ? 2 : 1,
        bgcolor: result.isClosed ? 'action.disabledBackground' : undefined,
        color: result.isClosed ? 'text.disabled' : undefined,
      }}
    >
      <CardActionArea
        component="a"
        href={hrefForResult(result)}
        onClick={selectOnPlainClick(() => onSelect(result))}
        sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-start', gap: 1.5, p: 1.5 }}
      >
        <SearchTileIcon
          name={result.tileIcon}
          color={result.isClosed ? 'disabled' : result.isProspect ? 'primary' : 'action'}
          data-prospect={result.isProspect || undefined}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="div" noWrap>
            {result.headerLine}
            {result.isClosed ? ` ${texts.search.closed}` : ''}
          </Typography>
          {lines.map((line, i) => (
            <Typography key={i} variant="body2" component="div" noWrap color={result.isClosed ? 'text.disabled' : 'text.secondary'}>
              {line}
            </Typography>
          ))}
          {result.alert ? (
            <Typography variant="body2" component="div" color="warning.main" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <WarningAmberIcon fontSize="inherit" />
              {result.alert}
            </Typography>
          ) : null}
        </Box>
      </CardActionArea>
    </Card>
  );
}
