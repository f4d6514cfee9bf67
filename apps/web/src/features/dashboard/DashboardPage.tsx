import { PageTitle } from '../../components/PageTitle';

/** Placeholder until the dashboard (issue 7) is built: shows the route's title. */
export function DashboardPage() {
  return <PageTitle />;
}
