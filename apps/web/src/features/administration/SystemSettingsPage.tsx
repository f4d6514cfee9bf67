import EditIcon from '@mui/icons-material/Edit';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { MRT_ColumnDef } from 'material-react-table';
import { useMemo, useState } from 'react';
import { ALL_ITEMS, mayEditSystemSetting, NO, seesParameterCodes, splitRoles, texts, YES, type SystemParameter } from '@wattle/contract';
import { errorMessageOf } from '../../api/ApiError';
import { DataTable } from '../../components/DataTable';
import { DebouncedSearchField } from '../../components/DebouncedSearchField';
import { PageTitle } from '../../components/PageTitle';
import { useAuthStore } from '../../stores/authStore';
import { EditSystemSettingDialog } from './EditSystemSettingDialog';
import { reloadSystemParameters } from '../../api/systemParameters';
import { useSystemSettings } from './systemSettingsApi';

const t = texts.systemSettings;
const ONE_PAGE = { pageIndex: 0, pageSize: ALL_ITEMS };

const matches = (p: SystemParameter, search: string) =>
  [p.code, p.description, p.parameter, p.parameterCategoryDescription].some((text) => text.toLowerCase().includes(search.toLowerCase()));

function columnsFor(showCodes: boolean): MRT_ColumnDef<SystemParameter>[] {
  return [
    { accessorKey: 'parameterCategoryDescription', header: t.category },
    ...(showCodes ? [{ accessorKey: 'code', header: t.parameterCode } as const] : []),
    { accessorKey: 'description', header: t.description },
    { accessorKey: 'parameter', header: t.value },
    ...(showCodes ? [{ id: 'access', header: t.userAccessible, accessorFn: (p: SystemParameter) => (p.access ? YES : NO) }] : []),
  ];
}

/**
 * System settings (spec 3 §2.17): the parameters grouped by category, every row on one page, the
 * groups closed until a search opens the matching ones; Edit (for a parameter the user may change)
 * and Refresh. Developers also see the code and the user-accessible flag (spec 3 §6).
 */
export function SystemSettingsPage() {
  const roles = splitRoles(useAuthStore((s) => s.user?.userRoles ?? ''));
  const showCodes = seesParameterCodes(roles);
  const settings = useSystemSettings();
  const [search, setSearch] = useState('');
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const [editing, setEditing] = useState<SystemParameter | null>(null);
  const columns = useMemo(() => columnsFor(showCodes), [showCodes]);
  const rows = useMemo(() => (settings.data ?? []).filter((p) => !search || matches(p, search)), [settings.data, search]);
  const highlighted = rows.find((p) => String(p.id) === highlightedId) ?? null;
  const mayEdit = highlighted !== null && mayEditSystemSetting(roles, highlighted);

  // Above the table, not in it: the table is remounted when a search starts or ends.
  const toolbar = (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <DebouncedSearchField label={t.search} onSearch={setSearch} />
      <Button startIcon={<EditIcon />} disabled={!mayEdit} onClick={() => setEditing(highlighted)}>
        {t.edit}
      </Button>
      <Button startIcon={<RefreshIcon />} onClick={() => void settings.refetch()}>
        {t.refresh}
      </Button>
    </Stack>
  );

  return (
    <Stack spacing={2}>
      <PageTitle />
      {toolbar}
      {settings.isError ? <Alert severity="error">{errorMessageOf(settings.error)}</Alert> : null}
      <DataTable
        // A search opens the groups (the matches show at once); without one they start closed.
        key={search ? 'searching' : 'all'}
        columns={columns}
        data={rows}
        rowCount={rows.length}
        getRowId={(p) => String(p.id)}
        loading={settings.isPending}
        fetching={settings.isRefetching}
        paging={ONE_PAGE}
        onPagingChange={() => undefined}
        unpaged
        groupBy={['parameterCategoryDescription']}
        groupsCollapsed={!search}
        highlightedId={highlightedId}
        onRowClick={(p) => setHighlightedId(String(p.id))}
      />
      {editing ? (
        <EditSystemSettingDialog
          setting={editing}
          showCode={showCodes}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            await Promise.all([settings.refetch(), reloadSystemParameters()]);
          }}
        />
      ) : null}
    </Stack>
  );
}
