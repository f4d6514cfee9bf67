import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import type { MRT_ColumnDef } from 'material-react-table';
import { useMemo, useState } from 'react';
import { codeWords, integrationEndpoints, METERING_PLATFORM, TABLE_PAGE_SIZE, texts, type MeteringSite } from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';
import { DataTable } from '../../components/DataTable';
import { showErrorOf } from '../../components/notices/noticeStore';
import { PageTitle } from '../../components/PageTitle';
import { useListTable } from '../../hooks/useListTable';
import { ImportMeterReadsDialog } from './ImportMeterReadsDialog';

const t = texts.integrations;
const params = { provider: METERING_PLATFORM };

/**
 * Metering-provider sites and reads (spec 3 §2.18): the provider's sites (Name, Address, Status),
 * loaded on "Load sites"; "Import meter reads" pulls the selected sites' reads between two dates
 * into the import queue (IMPORTMETERREADS).
 */
export function MeteringReadsPage() {
  const sites = useQuery({
    queryKey: ['integrations', METERING_PLATFORM, 'sites'],
    queryFn: async ({ signal }) => {
      try {
        return await callEndpoint(integrationEndpoints.meteringSites, { params, signal });
      } catch (error) {
        showErrorOf(error);
        throw error;
      }
    },
    enabled: false,
    retry: false,
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [importing, setImporting] = useState(false);
  const { table } = useListTable(sites.data, { pageSize: TABLE_PAGE_SIZE, loading: sites.isFetching });
  const columns = useMemo<MRT_ColumnDef<MeteringSite>[]>(
    () => [
      { id: 'name', header: t.name, accessorFn: (s) => s.name },
      { id: 'address', header: t.address, accessorFn: (s) => s.location.address },
      { id: 'status', header: t.status, accessorFn: (s) => codeWords(s.status) },
    ],
    [],
  );

  return (
    <Stack spacing={2}>
      <PageTitle />
      <Paper variant="outlined">
        <DataTable<MeteringSite>
          {...table}
          columns={columns}
          getRowId={(s) => s.id}
          selection={{ ids: selected, multiple: true, onChange: setSelected }}
          emptyText={t.noSitesLoaded}
          toolbar={
            <Stack direction="row" spacing={1}>
              <Button size="small" variant="outlined" disabled={sites.isFetching} onClick={() => void sites.refetch()}>
                {t.loadSites}
              </Button>
              <Button size="small" variant="contained" disabled={selected.length === 0} onClick={() => setImporting(true)}>
                {t.importMeterReads}
              </Button>
            </Stack>
          }
        />
      </Paper>
      {importing ? <ImportMeterReadsDialog siteIds={selected} onClose={() => setImporting(false)} /> : null}
    </Stack>
  );
}
