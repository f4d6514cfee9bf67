import { PageTitle } from '../../components/PageTitle';

/** Placeholder until the instant invoice is built: shows the route's title. */
export function InstantInvoicePage() {
  return <PageTitle />;
}
