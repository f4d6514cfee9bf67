import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { REPORT_FILE_FORMATS, REPORT_RECIPIENT_LOOKUP, texts, type ReportFileFormat, type ReportScheduleInput } from '@wattle/contract';
import { LookupMultiSelect } from '../../components/fields/LookupMultiSelect';

const t = texts.reportSchedules;

interface Props {
  draft: ReportScheduleInput;
  /** One of the typed addresses is no email address (the form's rule). */
  invalidAddress: boolean;
  onChange: (change: Partial<ReportScheduleInput>) => void;
}

/** Whom each run's file is emailed to (users chosen from the company's, other addresses typed) and the file's format. */
export function ScheduleDeliveryFields({ draft, invalidAddress, onChange }: Props) {
  const addresses = draft.recipientAddresses ?? [];
  return (
    <>
      <LookupMultiSelect
        label={t.recipientUsers}
        lookupCode={REPORT_RECIPIENT_LOOKUP}
        value={(draft.recipientUserIds ?? []).map(String)}
        onChange={(ids) => onChange({ recipientUserIds: ids.map(Number) })}
      />
      <Autocomplete<string, true, false, true>
        multiple
        freeSolo
        size="small"
        options={[]}
        value={addresses}
        onChange={(_, typed) => onChange({ recipientAddresses: typed.map((a) => a.trim()).filter(Boolean) })}
        renderInput={(params) => (
          <TextField {...params} label={t.recipientAddresses} error={invalidAddress} helperText={invalidAddress ? t.notAnAddress : t.recipientAddressesHint} />
        )}
      />
      <TextField select size="small" label={t.format} value={draft.format ?? 'XLSX'} onChange={(e) => onChange({ format: e.target.value as ReportFileFormat })}>
        {REPORT_FILE_FORMATS.map((format) => (
          <MenuItem key={format} value={format}>
            {t.formats[format]}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
