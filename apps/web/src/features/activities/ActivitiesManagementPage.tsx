import { PageTitle } from '../../components/PageTitle';

/** Placeholder until Activities Management is built: shows the route's title. */
export function ActivitiesManagementPage() {
  return <PageTitle />;
}
