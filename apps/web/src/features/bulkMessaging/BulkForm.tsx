import AttachFileIcon from '@mui/icons-material/AttachFile';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BULK_CORRESPONDENCE_TYPES, BULK_LIMITS, BULK_LOOKUPS, texts, type BulkCorrespondenceType } from '@wattle/contract';
import { FilePicker } from '../../components/FilePicker';
import { useLookupValues } from '../../components/fields/useLookupValues';
import type { BulkFormIssues, BulkFormValues } from './bulkForm';
import { LookupMultiSelect } from '../../components/fields/LookupMultiSelect';

const t = texts.bulkMessaging;

export interface BulkFormProps {
  values: BulkFormValues;
  onChange: <K extends keyof BulkFormValues>(field: K, value: BulkFormValues[K]) => void;
  /** Shown once the user has asked for a preview. */
  issues: BulkFormIssues;
}

/** The Bulk Messaging form: the type, whom it goes to, and what the type sends. */
export function BulkForm({ values, onChange, issues }: BulkFormProps) {
  const templates = useLookupValues(values.type === 'TEMPLATE' ? BULK_LOOKUPS.mailMergeTemplates : null, null);
  const text = (field: 'emailSubject' | 'emailBody' | 'smsContent', label: string, more: { multiline?: boolean; maxLength?: number } = {}) => (
    <TextField
      label={label}
      value={values[field]}
      onChange={(e) => onChange(field, e.target.value)}
      error={Boolean(issues[field])}
      helperText={issues[field] ?? (field === 'emailSubject' ? undefined : t.mergeFieldsHint)}
      multiline={more.multiline}
      minRows={more.multiline ? 4 : undefined}
      slotProps={{ htmlInput: { maxLength: more.maxLength } }}
    />
  );
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <TextField
        select
        label={t.correspondenceType}
        value={values.type}
        onChange={(e) => onChange('type', e.target.value as BulkCorrespondenceType)}
        error={Boolean(issues.type)}
        helperText={issues.type}
      >
        {BULK_CORRESPONDENCE_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t.types[type]}
          </MenuItem>
        ))}
      </TextField>
      <LookupMultiSelect
        label={t.buildings}
        lookupCode={BULK_LOOKUPS.buildings}
        value={values.buildingIds}
        onChange={(ids) => onChange('buildingIds', ids)}
        error={issues.buildingIds}
      />
      <LookupMultiSelect
        label={t.customerTypes}
        lookupCode={BULK_LOOKUPS.customerTypes}
        value={values.customerTypeIds}
        onChange={(ids) => onChange('customerTypeIds', ids)}
        error={issues.customerTypeIds}
      />
      {values.type === 'TEMPLATE' ? (
        <>
          <TextField
            select
            label={t.mailMergeTemplate}
            value={values.templateId}
            onChange={(e) => onChange('templateId', e.target.value)}
            error={Boolean(issues.templateId)}
            helperText={issues.templateId}
          >
            {templates.values.map((v) => (
              <MenuItem key={v.value} value={v.value}>
                {v.display}
              </MenuItem>
            ))}
          </TextField>
          <LookupMultiSelect
            label={t.deliveryMethods}
            lookupCode={BULK_LOOKUPS.deliveryMethods}
            value={values.deliveryMethodIds}
            onChange={(ids) => onChange('deliveryMethodIds', ids)}
            error={issues.deliveryMethodIds}
          />
        </>
      ) : null}
      {values.type === 'ADHOC' ? (
        <>
          {text('emailSubject', t.emailSubject)}
          {text('emailBody', t.emailBody, { multiline: true })}
          <div>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t.attachments}
            </Typography>
            <FilePicker accept="*" icon={<AttachFileIcon />} files={values.attachments} onChange={(files) => onChange('attachments', files)} />
          </div>
        </>
      ) : null}
      {values.type === 'SMS' ? text('smsContent', t.smsContent, { multiline: true, maxLength: BULK_LIMITS.smsContent }) : null}
    </Stack>
  );
}
