import { PageTitle } from '../../components/PageTitle';

/** Placeholder until the report screen is built: shows the route's title. */
export function ReportPage() {
  return <PageTitle />;
}
