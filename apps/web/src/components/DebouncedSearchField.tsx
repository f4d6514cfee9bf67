import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { TABLE_SEARCH_DEBOUNCE_MS } from '@wattle/contract';

export interface DebouncedSearchFieldProps {
  label: string;
  /** Hears the trimmed text once typing has paused; an empty text means "no search". */
  onSearch: (search: string) => void;
  delayMs?: number;
}

/** A table's search box: trimmed, debounced (1000 ms by default), and silent while the trimmed text is unchanged. */
export function DebouncedSearchField({ label, onSearch, delayMs = TABLE_SEARCH_DEBOUNCE_MS }: DebouncedSearchFieldProps) {
  const [text, setText] = useState('');
  const sent = useRef('');
  const latest = useRef(onSearch);
  latest.current = onSearch;

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === sent.current) return;
    const timer = window.setTimeout(() => {
      sent.current = trimmed;
      latest.current(trimmed);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [text, delayMs]);

  return (
    <TextField
      size="small"
      label={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
        htmlInput: { 'aria-label': label, type: 'search' },
      }}
    />
  );
}
