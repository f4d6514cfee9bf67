import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { texts, type AccountingTenant, type BuildingTenant } from '@wattle/contract';
import { addonKeys } from '../addonsApi';
import type { PanelProps } from './AccountingDialog';
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
  return (
    <>
      <Table size="small" aria-label={t.buildingsTab}>
        <TableHead>
          <TableRow>
            <TableCell>{t.building}</TableCell>
            <TableCell>{t.organisation}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {buildings.map((b) => (
            <TableRow key={b.networkNodeCode}>
              <TableCell>{b.display}</TableCell>
              <TableCell>
                <TextField
                  select
                  size="small"
                  fullWidth
                  disabled={!mayManage}
                  label={`${t.organisation}: ${b.display}`}
                  value={assigned[b.networkNodeCode] ?? ''}
                  onChange={(e) => setAssigned((old) => ({ ...old, [b.networkNodeCode]: e.target.value }))}
                >
                  <MenuItem value="">{t.unassigned}</MenuItem>
                  {tenants.map((tenant) => (
                    <MenuItem key={tenant.tenantId} value={tenant.tenantId}>
                      {tenant.tenantName}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
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
