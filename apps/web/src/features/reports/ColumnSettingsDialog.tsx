import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useState } from 'react';
import { texts, type ProcessColumn } from '@wattle/contract';
import { FormDialog } from '../../components/FormDialog';
import { saveColumnSettings } from './reportsApi';

interface ColumnSettingsDialogProps {
  reportId: number;
  columns: readonly ProcessColumn[];
  onSaved: () => Promise<void>;
  onClose: () => void;
}

/** The column settings dialog (spec 2 §2.8): a show flag per column, stored for this user and report. */
export function ColumnSettingsDialog({ reportId, columns, onSaved, onClose }: ColumnSettingsDialogProps) {
  const listed = columns.filter((c) => !c.excel_only);
  const [shown, setShown] = useState(() => Object.fromEntries(listed.map((c) => [c.field, c.visible])));
  return (
    <FormDialog
      title={texts.reports.columnSettingsTitle}
      titleId="report-column-settings-title"
      closeLabel={texts.common.close}
      saveLabel={texts.reports.save}
      canSave
      save={() =>
        saveColumnSettings(
          reportId,
          Object.entries(shown).map(([columnName, show]) => ({ columnName, show })),
        )
      }
      isSaved={() => true}
      onSaved={async () => {
        await onSaved();
        onClose();
      }}
      onClose={onClose}
    >
      <FormGroup>
        {listed.map((c) => (
          <FormControlLabel
            key={c.field}
            label={c.headerText}
            control={<Checkbox checked={shown[c.field] ?? false} onChange={(e) => setShown((s) => ({ ...s, [c.field]: e.target.checked }))} />}
          />
        ))}
      </FormGroup>
    </FormDialog>
  );
}
