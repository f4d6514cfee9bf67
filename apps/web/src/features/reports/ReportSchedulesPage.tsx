import { PageTitle } from '../../components/PageTitle';

/** Placeholder until report schedules are built: shows the route's title. */
export function ReportSchedulesPage() {
  return <PageTitle />;
}
