import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { MRT_ColumnDef } from 'material-react-table';
import { useState } from 'react';
import { TABLE_PAGE_SIZE, texts, type AssignedBuilding, type PropertyManager } from '@wattle/contract';
import { DataTable } from '../../components/DataTable';
import { confirm, showErrorOf, showOutcome } from '../../components/notices/noticeStore';
import { PageTitle } from '../../components/PageTitle';
import { useListTable } from '../../hooks/useListTable';
import { AddPropertyManagerDialog } from './AddPropertyManagerDialog';
import { EditBuildingsDialog } from './EditBuildingsDialog';
import { deletePropertyManager, propertyManagerKeys, useAssignedBuildings, usePropertyManagers } from './propertyManagersApi';

const t = texts.propertyManagers;

const MANAGER_COLUMNS: MRT_ColumnDef<PropertyManager>[] = [
  { accessorKey: 'name', header: t.name },
  { accessorKey: 'email', header: t.email },
];
const BUILDING_COLUMNS: MRT_ColumnDef<AssignedBuilding>[] = [
  { accessorKey: 'buildingDescription', header: t.buildingName },
  { accessorKey: 'buildingCode', header: t.buildingCode },
];

/**
 * Property managers (spec 3 §2.16): the managers (Name, Email) with Add, Delete and the layout
 * toggle; the highlighted manager's Assigned Buildings (Building name, Building code) with Edit.
 */
export function PropertyManagerPage() {
  const client = useQueryClient();
  const managers = usePropertyManagers();
  const [selected, setSelected] = useState<PropertyManager | null>(null);
  const buildings = useAssignedBuildings(selected?.id ?? null);
  const [sideBySide, setSideBySide] = useState(true);
  const [dialog, setDialog] = useState<'add' | 'buildings' | null>(null);
  const managerTable = useListTable(managers.data, { pageSize: TABLE_PAGE_SIZE, loading: managers.isPending });
  const buildingTable = useListTable(buildings.data, { pageSize: TABLE_PAGE_SIZE, loading: buildings.isFetching && !buildings.data });

  const refreshManagers = () => client.invalidateQueries({ queryKey: propertyManagerKeys.list });
  const remove = async (manager: PropertyManager) => {
    if (!(await confirm(texts.confirm.deletingTitle, t.deleteQuestion(manager.name)))) return;
    try {
      showOutcome(await deletePropertyManager(manager.id));
      setSelected(null);
      await refreshManagers();
    } catch (error) {
      showErrorOf(error);
    }
  };

  const half = sideBySide ? { xs: 12, md: 6 } : { xs: 12 };
  return (
    <Stack spacing={2}>
      <PageTitle />
      <Grid container spacing={2}>
        <Grid size={half}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t.managersTitle}
          </Typography>
          <DataTable
            columns={MANAGER_COLUMNS}
            getRowId={(m) => String(m.id)}
            {...managerTable.table}
            highlightedId={selected ? String(selected.id) : null}
            onRowClick={setSelected}
            toolbar={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Button startIcon={<AddIcon />} onClick={() => setDialog('add')}>
                  {t.add}
                </Button>
                <Button startIcon={<DeleteIcon />} disabled={!selected} onClick={() => selected && void remove(selected)}>
                  {t.delete}
                </Button>
                <FormControlLabel control={<Switch checked={sideBySide} onChange={(e) => setSideBySide(e.target.checked)} />} label={t.layout} />
              </Stack>
            }
          />
        </Grid>
        <Grid size={half}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t.buildingsTitle}
          </Typography>
          <DataTable
            columns={BUILDING_COLUMNS}
            getRowId={(b) => String(b.buildingId)}
            {...buildingTable.table}
            emptyText={selected ? undefined : t.selectManager}
            toolbar={
              <Button startIcon={<EditIcon />} disabled={!selected || !buildings.data} onClick={() => setDialog('buildings')}>
                {t.edit}
              </Button>
            }
          />
        </Grid>
      </Grid>
      {dialog === 'add' ? <AddPropertyManagerDialog onClose={() => setDialog(null)} onSaved={refreshManagers} /> : null}
      {dialog === 'buildings' && selected && buildings.data ? (
        <EditBuildingsDialog
          manager={selected}
          assigned={buildings.data}
          onClose={() => setDialog(null)}
          onSaved={() => client.invalidateQueries({ queryKey: propertyManagerKeys.buildings(selected.id) })}
        />
      ) : null}
    </Stack>
  );
}
