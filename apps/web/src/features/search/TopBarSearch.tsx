import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { SEARCH_VALUE_MAX_LENGTH, texts, type SearchByTextQuery } from '@wattle/contract';
import { showErrorOf } from '../../components/notices/noticeStore';
import { useCompactScreen } from '../../app/shell/shellLayout';
import { useSessionStore } from '../../stores/sessionStore';
import { searchApi, searchKeys } from './searchApi';
import { useOpenSearch } from './useOpenSearch';
import { useSelectSearchResult } from './useSelectSearchResult';

/** Two results are enough to know whether exactly one matched. */
const ENTER_PROBE_SIZE = 2;

/**
 * The top bar's account-number search box (spec 1 §2.7). Enter searches customers: exactly one
 * result opens it; none or several open the search dialog with the text. Empty text does nothing.
 * On a phone or tablet it is an icon that shows the box over the top bar until focus leaves it.
 */
export function TopBarSearch() {
  const value = useSessionStore((s) => s.mainSearchValue);
  const setValue = useSessionStore((s) => s.setMainSearchValue);
  const queryClient = useQueryClient();
  const openSearch = useOpenSearch();
  const select = useSelectSearchResult();
  const [busy, setBusy] = useState(false);
  const compact = useCompactScreen();
  const [shown, setShown] = useState(false);

  // A search is done once the user has moved on: the box starts empty on the next page.
  const { key: locationKey } = useLocation();
  const shownAt = useRef(locationKey);
  useEffect(() => {
    if (shownAt.current === locationKey) return;
    shownAt.current = locationKey;
    setValue('');
  }, [locationKey, setValue]);

  async function search() {
    const searchValue = value.trim();
    if (!searchValue || busy) return;
    const query: SearchByTextQuery = { searchContext: 'Customer', searchValue, columnId: 0, openOnly: true, pageSize: ENTER_PROBE_SIZE };
    setBusy(true);
    try {
      const results = await queryClient.query({ queryKey: searchKeys.byText(query), queryFn: ({ signal }) => searchApi.byText(query, signal) });
      if (results.length === 1) await select(results[0]!, { recordRecent: true });
      else await openSearch(searchValue);
    } catch (error) {
      showErrorOf(error);
    } finally {
      setBusy(false);
    }
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') void search();
    if (event.key === 'Escape') setShown(false);
  };

  if (compact && !shown) {
    return (
      <IconButton color="inherit" aria-label={texts.search.showAccountSearch} aria-expanded={false} onClick={() => setShown(true)}>
        <SearchIcon />
      </IconButton>
    );
  }
  return (
    <Box
      role="search"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setShown(false);
      }}
      sx={(theme) => {
        // The white tint is an image over the bar's own colour, so the box hides what it covers when over the bar.
        const tint = (opacity: number) => `linear-gradient(${alpha(theme.palette.common.white, opacity)}, ${alpha(theme.palette.common.white, opacity)})`;
        return {
          ...(compact ? { position: 'absolute', inset: theme.spacing(0.75, 1), zIndex: 1 } : {}),
          display: 'flex',
          alignItems: 'center',
          color: 'inherit',
          bgcolor: 'inherit',
          backgroundImage: tint(0.15),
          '&:hover': { backgroundImage: tint(0.25) },
          '&:focus-within': { outline: `2px solid ${theme.palette.common.white}` },
          borderRadius: 1,
          pl: 1,
        };
      }}
    >
      {/* A native input: the top bar is on the first screen, and MUI's InputBase would add 4 kB to it. */}
      <Box
        component="input"
        type="search"
        value={value}
        onChange={(e: ChangeEvent<HTMLInputElement>) => setValue(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={texts.search.topBarPlaceholder}
        aria-label={texts.search.topBarPlaceholder}
        autoFocus={compact}
        maxLength={SEARCH_VALUE_MAX_LENGTH}
        sx={{
          width: compact ? 'auto' : 220,
          flexGrow: 1,
          minWidth: 0,
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          color: 'inherit',
          font: 'inherit',
          py: 0.75,
          '&::placeholder': { color: 'inherit', opacity: 0.7 },
        }}
      />
      <IconButton size="small" color="inherit" aria-label={texts.search.openSearch} disabled={busy} onClick={() => void openSearch(value.trim())}>
        <SearchIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
