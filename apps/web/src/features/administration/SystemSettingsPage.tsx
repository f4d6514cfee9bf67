import { PageTitle } from '../../components/PageTitle';

/** Placeholder until system settings are built: shows the route's title. */
export function SystemSettingsPage() {
  return <PageTitle />;
}
