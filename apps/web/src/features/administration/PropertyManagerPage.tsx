import { PageTitle } from '../../components/PageTitle';

/** Placeholder until property managers are built: shows the route's title. */
export function PropertyManagerPage() {
  return <PageTitle />;
}
