import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, useState } from 'react';
import { PROCESS_CODES, texts, type DashboardItem } from '@wattle/contract';
import { PageTitle } from '../../components/PageTitle';
import { useNotifications, useUserCharts, useUserItems } from './dashboardApi';
import { NonProductionFlag } from './NonProductionFlag';
import { ProcessCards } from './ProcessCards';
import { dialogFor } from './process/processDialogs';
import { RibbonBar } from './RibbonBar';

// Tables, charts and dialogs load after the first paint (their libraries stay out of the first screen).
const ActivitiesPanel = lazy(() => import('./activities/ActivitiesPanel').then((m) => ({ default: m.ActivitiesPanel })));
const ScheduledTasksPanel = lazy(() => import('./tasks/ScheduledTasksPanel').then((m) => ({ default: m.ScheduledTasksPanel })));
const ProcessChart = lazy(() => import('./charts/ProcessChart').then((m) => ({ default: m.ProcessChart })));

function Spinner() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
      <CircularProgress aria-label={texts.dashboard.loading} />
    </Box>
  );
}

/**
 * The dashboard (spec 2 §2.1), top to bottom: the non-production flag on the demo host, system
 * ribbons, the process cards, My Activities, the scheduled tasks (when RUN_SCHED_MGMT exists) and
 * one bar chart per chart process. A card opens its process's dialog, chosen by code.
 */
export function DashboardPage() {
  const items = useUserItems();
  const counts = useNotifications();
  const charts = useUserCharts();
  const [open, setOpen] = useState<DashboardItem | null>(null);
  const cards = (items.data ?? []).filter((i) => i.kind === 'TABLE' && !i.hidden);
  const scheduler = items.data?.find((i) => i.code === PROCESS_CODES.scheduledManagement && !i.hidden);
  const Dialog = open ? dialogFor(open.code) : null;

  return (
    <>
      <PageTitle />
      <NonProductionFlag />
      <RibbonBar />
      {items.isLoading || counts.isLoading ? <Spinner /> : <ProcessCards items={cards} counts={counts.data ?? []} onOpen={setOpen} />}
      <Suspense fallback={<Spinner />}>
        {/* minmax(0, …): a wide table scrolls inside its card instead of widening the page. */}
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
          <ActivitiesPanel />
          {scheduler ? <ScheduledTasksPanel item={scheduler} /> : null}
          {(charts.data ?? []).map((chart) => (
            <ProcessChart key={chart.id} chart={chart} />
          ))}
        </Box>
      </Suspense>
      {Dialog && open ? (
        <Suspense fallback={<Spinner />}>
          <Dialog item={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
