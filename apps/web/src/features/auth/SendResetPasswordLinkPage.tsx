import { PageTitle } from '../../components/PageTitle';

/** Placeholder until sign-in (issue 3) replaces it: shows the route's title. */
export function SendResetPasswordLinkPage() {
  return <PageTitle />;
}
