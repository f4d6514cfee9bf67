import { useParams } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { SectionsView } from '../../sections/SectionsView';
import { useCrmIdentifiers } from '../../sections/useCrmIdentifiers';

/**
 * /maintenance/{code}: reference data maintenance, one parent section whose code is the route
 * parameter. The session identifiers go along for the few that belong to one (READS: the meter's reads).
 */
export function MaintenancePage() {
  const { code = '' } = useParams();
  const ids = useCrmIdentifiers();
  return (
    <>
      <PageTitle />
      <SectionsView key={code} codes={[code]} ids={ids} />
    </>
  );
}
