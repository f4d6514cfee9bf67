import { PageTitle } from '../../components/PageTitle';

/** Every customer page built from server sections (issue 5); until then shows the route's title. */
export function CustomerSectionPage() {
  return <PageTitle />;
}
