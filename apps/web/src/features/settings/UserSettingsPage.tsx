import { PageTitle } from '../../components/PageTitle';

/** Placeholder until My Settings (issue 3) replaces it: shows the route's title. */
export function UserSettingsPage() {
  return <PageTitle />;
}
