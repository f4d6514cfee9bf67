import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  SEARCH_CONTEXTS,
  SEARCH_DEBOUNCE_MS,
  SEARCH_VALUE_MAX_LENGTH,
  texts,
  type SearchContext,
  type SearchOption,
  type SearchResult,
} from '@wattle/contract';
import { NetworkNodeSelect } from './NetworkNodeSelect';
import { ResultColumn } from './ResultColumn';
import { searchApi, searchKeys } from './searchApi';
import { useContextResults, type SearchCriteria } from './useContextResults';

export interface SearchTabProps {
  initialText: string;
  networkNodeLabel: string;
  onSelect: (result: SearchResult) => void;
  /** Absent for a user who may not change data: no 'Add Customer'. */
  onAddCustomer?: () => void;
}

function ContextColumn({ context, criteria, onSelect }: { context: SearchContext; criteria: SearchCriteria; onSelect: (r: SearchResult) => void }) {
  const { results, loading, searched, onMore } = useContextResults(context, criteria);
  return (
    <ResultColumn
      context={context}
      results={results}
      loading={loading}
      emptyText={searched ? texts.search.noResults : null}
      onSelect={onSelect}
      onMore={onMore}
    />
  );
}

/**
 * The Search tab (spec 1 §2.7): text (searched 1000 ms after typing stops, or at once on Enter),
 * search-by option (default '0', All), network-node filter, 'Open account' (default on, sent as
 * openOnly), 'Add Customer', and the CONTACT / CUSTOMER / SITE columns. Empty text asks nothing.
 */
export function SearchTab({ initialText, networkNodeLabel, onSelect, onAddCustomer }: SearchTabProps) {
  const [text, setText] = useState(initialText);
  const [searchValue, setSearchValue] = useState(initialText.trim());
  const [columnId, setColumnId] = useState('0');
  const [networkNode, setNetworkNode] = useState<SearchOption | null>(null);
  const [openOnly, setOpenOnly] = useState(true);
  const columns = useQuery({ queryKey: searchKeys.columns(), queryFn: searchApi.columns, staleTime: Infinity });

  useEffect(() => {
    const timer = setTimeout(() => setSearchValue(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const criteria: SearchCriteria = { searchValue, columnId: Number(columnId), openOnly, networkNodeId: networkNode?.id ?? null };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          autoFocus
          size="small"
          label={texts.search.searchText}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') setSearchValue(text.trim());
          }}
          slotProps={{ htmlInput: { maxLength: SEARCH_VALUE_MAX_LENGTH } }}
          sx={{ flex: 1, minWidth: 220 }}
        />
        <TextField select size="small" label={texts.search.searchBy} value={columnId} onChange={(e) => setColumnId(e.target.value)} sx={{ minWidth: 180 }}>
          {(columns.data ?? [{ id: 0, name: texts.search.allColumns }]).map((option) => (
            <MenuItem key={option.id} value={String(option.id)}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
        <NetworkNodeSelect label={networkNodeLabel} value={networkNode} onChange={setNetworkNode} allowAll />
        <FormControlLabel control={<Checkbox checked={openOnly} onChange={(e) => setOpenOnly(e.target.checked)} />} label={texts.search.openAccount} />
        {onAddCustomer ? (
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={onAddCustomer}>
            {texts.search.addCustomer}
          </Button>
        ) : null}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {SEARCH_CONTEXTS.map((context) => (
          <ContextColumn key={context} context={context} criteria={criteria} onSelect={onSelect} />
        ))}
      </Stack>
    </Stack>
  );
}
