import { PageTitle } from '../../components/PageTitle';

/** Placeholder until the metering-provider reads screen is built: shows the route's title. */
export function MeteringReadsPage() {
  return <PageTitle />;
}
