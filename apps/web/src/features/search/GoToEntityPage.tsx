import { PageTitle } from '../../components/PageTitle';

/** Placeholder until global search (issue 4) resolves the jump link: shows the route's title. */
export function GoToEntityPage() {
  return <PageTitle />;
}
