import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type UIEvent } from 'react';
import { texts, TYPEAHEAD_MS, type MeterOption } from '@wattle/contract';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { useFoundMeters } from './metersApi';

const t = texts.services;
/** How near the end of the list (px) scrolling asks for the next page. */
const NEXT_PAGE_MARGIN = 40;

const labelOf = (meter: MeterOption) => t.meterLabel(meter.meterCode, meter.description);
const customerOf = (meter: MeterOption) => (meter.customerNumber && meter.customerName ? t.customerLabel(meter.customerNumber, meter.customerName) : null);

/**
 * Finds a meter by what is typed (serial number, NMI, customer name or number), a page of the
 * server's at a time: scrolling to the end of the list brings the next page.
 */
export function MeterPicker({ value, onChange }: { value: MeterOption | null; onChange: (meter: MeterOption | null) => void }) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(value && input === labelOf(value) ? '' : input.trim(), TYPEAHEAD_MS);
  const found = useFoundMeters(search);
  const options = found.data?.pages.flatMap((page) => page.items) ?? [];
  const onScroll = (event: UIEvent<HTMLElement>) => {
    const list = event.currentTarget;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - NEXT_PAGE_MARGIN && found.hasNextPage && !found.isFetchingNextPage)
      void found.fetchNextPage();
  };

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_, meter) => onChange(meter)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      filterOptions={(all) => all}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(a, b) => a.meterId === b.meterId}
      loading={found.isFetching}
      noOptionsText={t.noMeters}
      renderOption={({ key, ...props }, meter) => (
        <li key={key} {...props}>
          <div>
            <Typography variant="body2">{labelOf(meter)}</Typography>
            <Typography variant="caption" color="text.secondary">
              {t.meterWhere(meter.siteIdentifier, meter.location, customerOf(meter))}
            </Typography>
          </div>
        </li>
      )}
      slotProps={{ listbox: { onScroll } }}
      sx={{ maxWidth: 520 }}
      renderInput={(params) => <TextField {...params} label={t.meter} placeholder={t.meterSearchHint} slotProps={{ inputLabel: { shrink: true } }} />}
    />
  );
}
