import { PageTitle } from '../../components/PageTitle';

/** Placeholder until the services tree is built: shows the route's title. */
export function ServicesPage() {
  return <PageTitle />;
}
