import Alert, { type AlertColor } from '@mui/material/Alert';
import { setBanner } from './noticeStore';

export function BannerAlert({ type, message }: { type: AlertColor; message: string }) {
  return (
    <Alert severity={type} onClose={() => setBanner('none')} sx={{ mb: 2 }} role="alert">
      {message}
    </Alert>
  );
}
