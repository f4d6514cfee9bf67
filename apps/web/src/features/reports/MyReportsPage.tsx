import { PageTitle } from '../../components/PageTitle';

/** Placeholder until My Reports is built: shows the route's title. */
export function MyReportsPage() {
  return <PageTitle />;
}
