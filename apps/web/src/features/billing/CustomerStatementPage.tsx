import { PageTitle } from '../../components/PageTitle';

/** Placeholder until the customer statement is built: shows the route's title. */
export function CustomerStatementPage() {
  return <PageTitle />;
}
