import { Suspense } from 'react';
import { useParams } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { SectionsView } from '../../sections/SectionsView';
import { useCrmIdentifiers } from '../../sections/useCrmIdentifiers';
import { maintenanceScreens } from './maintenanceScreens';

/**
 * /maintenance/{code}: a screen of its own when maintenanceScreens names the code, else reference
 * data maintenance, one parent section whose code is the route parameter (READS, the reads of one
 * meter, is a screen of its own with a meter picker).
 */
export function MaintenancePage() {
  const { code = '' } = useParams();
  const Screen = maintenanceScreens[code.toUpperCase()];
  return Screen ? (
    <Suspense fallback={<PageLoading />}>
      <Screen key={code} />
    </Suspense>
  ) : (
    <MaintenanceSections code={code} />
  );
}

function MaintenanceSections({ code }: { code: string }) {
  const ids = useCrmIdentifiers();
  return (
    <>
      <PageTitle />
      <SectionsView key={code} codes={[code]} ids={ids} />
    </>
  );
}
