import MailOutlineIcon from '@mui/icons-material/MailOutline';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { texts } from '@wattle/contract';
import { SendLetterDialog } from './SendLetterDialog';

/** Send Letter or Email, and its dialog: on the Documents page and on the customer's Correspondence and Email Messages pages. */
export function SendLetterButton({ customerId }: { customerId: number }) {
  const [writing, setWriting] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<MailOutlineIcon />} onClick={() => setWriting(true)}>
        {texts.documents.sendLetter}
      </Button>
      {writing ? <SendLetterDialog customerId={customerId} onClose={() => setWriting(false)} /> : null}
    </>
  );
}
