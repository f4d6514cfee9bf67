import { PageTitle } from '../../components/PageTitle';

/** Placeholder until two-step set-up (issue 3) replaces it: shows the route's title. */
export function MfaEmailSetUpPage() {
  return <PageTitle />;
}
