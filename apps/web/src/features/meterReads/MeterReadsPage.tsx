import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { texts, type CrmIdentifiers, type MeterOption } from '@wattle/contract';
import { PageTitle } from '../../components/PageTitle';
import { SectionsView } from '../../sections/SectionsView';
import { useSessionStore } from '../../stores/sessionStore';
import { MeterPicker } from './MeterPicker';
import { useMeter } from './metersApi';

/** The one parent section of this maintenance page (spec 3 §2.3), for the picked meter. */
const READS = ['READS'];

const readsOf = (meterId: number): CrmIdentifiers => ({ partyId: null, customerId: null, accountId: null, siteId: null, meterId });

/**
 * Maintenance › Meter Reads: a meter picked by serial number, NMI or customer, then its reads (the
 * READS section). It opens on the session's meter (the one last chosen on a customer's Services
 * page), if any.
 */
export function MeterReadsPage() {
  const sessionMeterId = useSessionStore((s) => s.meterId);
  /** undefined until the user picks (or clears) a meter: the session's meter stands until then. */
  const [picked, setPicked] = useState<MeterOption | null | undefined>(undefined);
  const sessionMeter = useMeter(picked === undefined ? sessionMeterId : null);
  const meter = picked === undefined ? (sessionMeter.data ?? null) : picked;

  return (
    <>
      <PageTitle />
      <Stack spacing={3}>
        <MeterPicker value={meter} onChange={setPicked} />
        {meter ? (
          <SectionsView key={meter.meterId} codes={READS} ids={readsOf(meter.meterId)} />
        ) : (
          <Typography color="text.secondary">{texts.services.pickMeter}</Typography>
        )}
      </Stack>
    </>
  );
}
