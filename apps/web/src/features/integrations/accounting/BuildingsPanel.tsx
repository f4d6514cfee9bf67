import { useQuery } from '@tanstack/react-query';
import type { MRT_ColumnDef } from 'material-react-table';
import { useState } from 'react';
import { TABLE_PAGE_SIZE, texts, type AccountingTenant, type BuildingTenant } from '@wattle/contract';
import { DataTable } from '../../../components/DataTable';
import { useListTable } from '../../../hooks/useListTable';
import { addonKeys } from '../addonsApi';
import type { PanelProps } from './AccountingDialog';
import { AccountSelect } from './AccountSelect';
import { accountingApi } from './accountingApi';
import { SavePanelButton } from './SavePanelButton';

const t = texts.accounting;

/** The stored assignments, or with exactly one organisation and none assigned, every building to it (spec 3 §4). */
function initialAssignments(buildings: BuildingTenant[], tenants: AccountingTenant[]): Record<string, string> {
  const stored = Object.fromEntries(buildings.filter((b) => b.tenantId).map((b) => [b.networkNodeCode, b.tenantId!]));
  if (tenants.length === 1 && Object.keys(stored).length === 0) return Object.fromEntries(buildings.map((b) => [b.networkNodeCode, tenants[0]!.tenantId]));
  return stored;
}

/** Which organisation each building's accounting goes to; changed locally and saved together. */
export function BuildingsPanel({ mayManage }: PanelProps) {
  const buildings = useQuery({ queryKey: addonKeys.accounting('buildings'), queryFn: ({ signal }) => accountingApi.buildingTenants(signal) });
  const tenants = useQuery({ queryKey: addonKeys.accounting('tenants'), queryFn: ({ signal }) => accountingApi.tenants(signal) });
  if (!buildings.data || !tenants.data) return null;
  return <BuildingsForm buildings={buildings.data} tenants={tenants.data} mayManage={mayManage} />;
}

function BuildingsForm({ buildings, tenants, mayManage }: { buildings: BuildingTenant[]; tenants: AccountingTenant[]; mayManage: boolean }) {
  const stored = Object.fromEntries(buildings.map((b) => [b.networkNodeCode, b.tenantId ?? '']));
  const [assigned, setAssigned] = useState(() => initialAssignments(buildings, tenants));
  const changed = buildings.some((b) => (assigned[b.networkNodeCode] ?? '') !== stored[b.networkNodeCode]);
  const { table } = useListTable(buildings, { pageSize: TABLE_PAGE_SIZE, loading: false });
  const options = tenants.map((tenant) => ({ value: tenant.tenantId, text: tenant.tenantName }));
  const columns: MRT_ColumnDef<BuildingTenant>[] = [
    { id: 'building', header: t.building, accessorFn: (b) => b.display },
    {
      id: 'organisation',
      header: t.organisation,
      Cell: ({ row: { original: b } }) => (
        <AccountSelect
          label={`${t.organisation}: ${b.display}`}
          value={assigned[b.networkNodeCode] ?? ''}
          options={options}
          disabled={!mayManage}
          onChange={(value) => setAssigned((old) => ({ ...old, [b.networkNodeCode]: value }))}
        />
      ),
    },
  ];
  return (
    <>
      <DataTable<BuildingTenant> {...table} columns={columns} getRowId={(b) => b.networkNodeCode} />
      {mayManage ? (
        <SavePanelButton
          changed={changed}
          save={() =>
            accountingApi.saveBuildingTenants(
              Object.entries(assigned)
                .filter(([, tenantId]) => tenantId !== '')
                .map(([NetworkNodeCode, TenantId]) => ({ NetworkNodeCode, TenantId })),
            )
          }
        />
      ) : null}
    </>
  );
}
