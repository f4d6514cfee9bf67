import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TYPEAHEAD_MS, texts, type SearchOption } from '@wattle/contract';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { searchApi, searchKeys } from './searchApi';

export interface NetworkNodeSelectProps {
  label: string;
  value: SearchOption | null;
  onChange: (node: SearchOption | null) => void;
  /** Empty means every node ('All'), as in the Search tab's filter. */
  allowAll: boolean;
}

/**
 * A drop-down of the company's network nodes (buildings), labelled by NETNODELABEL. A large network
 * has thousands, so it offers those whose name or code contains what is typed.
 */
export function NetworkNodeSelect({ label, value, onChange, allowAll }: NetworkNodeSelectProps) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input === value?.name ? '' : input.trim(), TYPEAHEAD_MS);
  const nodes = useQuery({
    queryKey: searchKeys.networkNodes(search),
    queryFn: () => searchApi.networkNodes(search),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

  return (
    <Autocomplete
      size="small"
      options={nodes.data ?? []}
      value={value}
      onChange={(_, node) => onChange(node)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      filterOptions={(options) => options}
      getOptionLabel={(node) => node.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={nodes.isFetching}
      sx={{ minWidth: 240 }}
      renderInput={(params) => (
        <TextField {...params} label={label} placeholder={allowAll ? texts.search.allColumns : undefined} slotProps={{ inputLabel: { shrink: true } }} />
      )}
    />
  );
}
