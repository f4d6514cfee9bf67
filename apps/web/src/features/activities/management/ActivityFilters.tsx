import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { texts, type ActivityFilterOption, type ActivityFilterOptions } from '@wattle/contract';
import type { ActivityFilterName, ActivityFilterValues } from './useActivityFilters';

const FILTERS: { name: ActivityFilterName; label: string; options: keyof ActivityFilterOptions }[] = [
  { name: 'categoryIds', label: texts.activitiesManagement.category, options: 'categories' },
  { name: 'typeIds', label: texts.activitiesManagement.types, options: 'types' },
  { name: 'priorityIds', label: texts.activitiesManagement.priority, options: 'priorities' },
  { name: 'assigneeIds', label: texts.activitiesManagement.assignees, options: 'assignees' },
];

interface ActivityFiltersProps {
  options: ActivityFilterOptions | undefined;
  values: ActivityFilterValues;
  filtered: boolean;
  onChange: (name: ActivityFilterName, ids: number[]) => void;
  onClear: () => void;
}

/** Category, Types, Priority and Assignees, each a multi-select, and the clear-filters button. */
export function ActivityFilters({ options, values, filtered, onChange, onClear }: ActivityFiltersProps) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 1 }} alignItems={{ md: 'center' }}>
      {FILTERS.map((filter) => {
        const choices = options?.[filter.options] ?? [];
        const chosen = values[filter.name].map((id) => choices.find((c) => c.id === id) ?? { id, description: String(id) });
        return (
          <Autocomplete<ActivityFilterOption, true>
            key={filter.name}
            multiple
            size="small"
            limitTags={2}
            sx={{ minWidth: 200, flex: 1 }}
            options={choices}
            value={chosen}
            getOptionLabel={(o) => o.description}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_, next) =>
              onChange(
                filter.name,
                next.map((o) => o.id),
              )
            }
            renderInput={(params) => <TextField {...params} label={filter.label} />}
          />
        );
      })}
      <Button onClick={onClear} disabled={!filtered}>
        {texts.activitiesManagement.clearFilters}
      </Button>
    </Stack>
  );
}
