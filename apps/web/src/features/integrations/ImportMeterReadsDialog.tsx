import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { integrationEndpoints, isIsoDate, METERING_PLATFORM, texts } from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';
import { FormDialog } from '../../components/FormDialog';
import { DatePickerField } from '../../components/fields/DatePickerField';

const t = texts.integrations;

/**
 * "Import meter reads" for the selected sites (spec 3 §2.18, §5.7): Start date and End date, both
 * needed (and End not before Start) before Import is offered; disabled while the pull runs. The
 * answer (reads queued, rejected, already received) shows as the outcome.
 */
export function ImportMeterReadsDialog({ siteIds, onClose }: { siteIds: readonly string[]; onClose: () => void }) {
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const endBeforeStart = isIsoDate(startDate) && isIsoDate(endDate) && endDate < startDate;
  return (
    <FormDialog
      title={t.importMeterReads}
      titleId="import-meter-reads-title"
      closeLabel={t.cancel}
      saveLabel={t.importButton}
      canSave={isIsoDate(startDate) && isIsoDate(endDate) && !endBeforeStart}
      save={() =>
        callEndpoint(integrationEndpoints.getMeterReads, { params: { provider: METERING_PLATFORM }, body: { startDate, endDate, siteIds: [...siteIds] } })
      }
      onSaved={onClose}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <DatePickerField label={t.startDate} value={startDate} error={null} required onChange={setStartDate} />
        <DatePickerField label={t.endDate} value={endDate} error={endBeforeStart ? t.endBeforeStart : null} required onChange={setEndDate} />
      </Stack>
    </FormDialog>
  );
}
