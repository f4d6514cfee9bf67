import { PageTitle } from '../../components/PageTitle';

/** Placeholder until documents are built: shows the route's title. */
export function DocumentsPage() {
  return <PageTitle />;
}
