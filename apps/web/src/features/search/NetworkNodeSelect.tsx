import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { texts } from '@wattle/contract';
import { searchApi, searchKeys } from './searchApi';

export interface NetworkNodeSelectProps {
  label: string;
  value: number | null;
  onChange: (networkNodeId: number | null) => void;
  /** Offer 'All' (no filter) as the first option. */
  allowAll: boolean;
}

/** A drop-down of the company's network nodes (buildings), labelled by NETNODELABEL. */
export function NetworkNodeSelect({ label, value, onChange, allowAll }: NetworkNodeSelectProps) {
  const nodes = useQuery({ queryKey: searchKeys.networkNodes(), queryFn: searchApi.networkNodes, staleTime: 5 * 60_000 });
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value === null ? '' : String(value)}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      sx={{ minWidth: 200 }}
      slotProps={{ select: { displayEmpty: allowAll }, inputLabel: { shrink: true } }}
    >
      {allowAll ? <MenuItem value="">{texts.search.allColumns}</MenuItem> : null}
      {(nodes.data ?? []).map((node) => (
        <MenuItem key={node.id} value={String(node.id)}>
          {node.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
