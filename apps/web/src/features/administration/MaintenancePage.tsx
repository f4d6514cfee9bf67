import { Suspense } from 'react';
import { useParams } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { SectionsView } from '../../sections/SectionsView';
import { useCrmIdentifiers } from '../../sections/useCrmIdentifiers';
import { maintenanceScreens } from './maintenanceScreens';

/**
 * /maintenance/{code}: reference data maintenance, one parent section whose code is the route
 * parameter, unless the code has a screen of its own (maintenanceScreens). The session identifiers
 * go along for the few sections that belong to one (READS: the meter's reads).
 */
export function MaintenancePage() {
  const { code = '' } = useParams();
  const ids = useCrmIdentifiers();
  const Screen = maintenanceScreens[code.toUpperCase()];
  if (Screen)
    return (
      <Suspense fallback={<PageLoading />}>
        <Screen key={code} />
      </Suspense>
    );
  return (
    <>
      <PageTitle />
      <SectionsView key={code} codes={[code]} ids={ids} />
    </>
  );
}
