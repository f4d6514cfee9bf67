import { PageTitle } from '../../components/PageTitle';

/** Placeholder until the Add-ons catalogue is built: shows the route's title. */
export function IntegrationPage() {
  return <PageTitle />;
}
