import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { NO, systemSettingValueProblem, texts, YES, type SystemParameter } from '@wattle/contract';
import { FormDialog } from '../../components/FormDialog';
import { saveSystemSetting } from './systemSettingsApi';

const t = texts.systemSettings;

/** The value's field by the parameter's type: Y/N for a boolean, a number field for a number, else text. */
function ValueField({ setting, value, error, onChange }: { setting: SystemParameter; value: string; error: string | null; onChange: (value: string) => void }) {
  const common = { label: t.value, value, required: true, error: Boolean(error), helperText: error ?? ' ', autoFocus: true };
  if (setting.parameterType === 'boolean') {
    return (
      <TextField select {...common} onChange={(e) => onChange(e.target.value)}>
        {[YES, NO].map((v) => (
          <MenuItem key={v} value={v}>
            {v}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <TextField
      {...common}
      type={setting.parameterType === 'number' ? 'number' : 'text'}
      multiline={setting.parameterType !== 'number'}
      slotProps={{ htmlInput: { maxLength: 500 } }}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export interface EditSystemSettingDialogProps {
  setting: SystemParameter;
  showCode: boolean;
  onClose: () => void;
  onSaved: () => void | Promise<void>;
}

/** Edit System Setting (spec 3 §2.17): the parameter's description and its value; Save once changed and valid. */
export function EditSystemSettingDialog({ setting, showCode, onClose, onSaved }: EditSystemSettingDialogProps) {
  const [value, setValue] = useState(setting.parameter);
  const problem = systemSettingValueProblem(setting, value);
  return (
    <FormDialog
      title={t.editTitle}
      titleId="edit-system-setting-title"
      closeLabel={texts.common.close}
      saveLabel={t.save}
      canSave={!problem && value !== setting.parameter}
      save={() => saveSystemSetting(setting.id, value)}
      onSaved={async () => {
        await onSaved();
        onClose();
      }}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1, minWidth: { sm: 420 } }}>
        <TextField label={t.category} value={setting.parameterCategoryDescription} slotProps={{ input: { readOnly: true } }} />
        {showCode ? <TextField label={t.parameterCode} value={setting.code} slotProps={{ input: { readOnly: true } }} /> : null}
        <TextField label={t.description} value={setting.description} multiline slotProps={{ input: { readOnly: true } }} />
        <ValueField setting={setting} value={value} error={value === setting.parameter ? null : problem} onChange={setValue} />
      </Stack>
    </FormDialog>
  );
}
