import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { supportTicketEndpoints, texts } from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';
import { FormDialog } from '../../components/FormDialog';

const t = texts.topBar;

/** The Help menu's 'Raise a support ticket': subject and description, sent to the company's help desk. */
export function RaiseTicketDialog({ onClose }: { onClose: () => void }) {
  const client = useQueryClient();
  const [subject, setSubject] = useState('');
  const [description, setDescription] = useState('');
  return (
    <FormDialog
      title={t.raiseTicket}
      titleId="raise-ticket-title"
      closeLabel={t.cancel}
      saveLabel={t.raiseTicketSave}
      canSave={subject.trim() !== '' && description.trim() !== ''}
      save={() => callEndpoint(supportTicketEndpoints.raiseTicket, { body: { subject: subject.trim(), description: description.trim() } })}
      onSaved={async () => {
        await client.invalidateQueries({ queryKey: ['users'] });
        onClose();
      }}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={t.ticketSubject}
          value={subject}
          required
          onChange={(e) => setSubject(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 150 } }}
        />
        <TextField label={t.ticketDescription} value={description} required multiline minRows={4} onChange={(e) => setDescription(e.target.value)} />
      </Stack>
    </FormDialog>
  );
}
