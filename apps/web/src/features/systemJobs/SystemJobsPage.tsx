import { PageTitle } from '../../components/PageTitle';

/** Placeholder until system jobs are built: shows the route's title. */
export function SystemJobsPage() {
  return <PageTitle />;
}
