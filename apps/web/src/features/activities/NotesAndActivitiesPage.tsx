import { PageTitle } from '../../components/PageTitle';

/** Placeholder until Notes and Activities is built: shows the route's title. */
export function NotesAndActivitiesPage() {
  return <PageTitle />;
}
