import { PageTitle } from '../../components/PageTitle';

/** Placeholder until maintenance sections (issue 5) are built: shows the route's title. */
export function MaintenancePage() {
  return <PageTitle />;
}
