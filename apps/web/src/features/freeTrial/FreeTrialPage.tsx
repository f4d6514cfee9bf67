import { PageTitle } from '../../components/PageTitle';

/** Placeholder until the free-trial page is built: shows the route's title. */
export function FreeTrialPage() {
  return <PageTitle />;
}
