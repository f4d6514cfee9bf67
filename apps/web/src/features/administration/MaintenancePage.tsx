import { useParams } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { SectionsView } from '../../sections/SectionsView';

const NO_IDENTIFIERS = {};

/** /maintenance/{code}: reference data maintenance, one parent section whose code is the route parameter. */
export function MaintenancePage() {
  const { code = '' } = useParams();
  return (
    <>
      <PageTitle />
      <SectionsView key={code} codes={[code]} ids={NO_IDENTIFIERS} />
    </>
  );
}
