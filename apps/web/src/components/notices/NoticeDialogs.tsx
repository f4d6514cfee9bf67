import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { SNACKBAR_MS, texts } from '@wattle/contract';
import { closePopup, closeSnackbar, useNoticeStore } from './noticeStore';

function Popup() {
  const popup = useNoticeStore((s) => s.popup);
  const isError = popup?.kind === 'error';
  return (
    <Dialog open={popup !== null} onClose={closePopup} maxWidth="xs" fullWidth aria-labelledby="notice-popup-title">
      <DialogTitle id="notice-popup-title" color={isError ? 'error' : 'success'}>
        {isError ? texts.notices.errorTitle : texts.notices.successTitle}
      </DialogTitle>
      <DialogContent>
        {popup?.message ? <DialogContentText>{popup.message}</DialogContentText> : null}
        {isError ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {texts.notices.errorFooter}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={closePopup} autoFocus>
          {texts.common.ok}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ConfirmDialog() {
  const request = useNoticeStore((s) => s.confirmRequest);
  return (
    <Dialog open={request !== null} onClose={() => request?.resolve(false)} maxWidth="xs" fullWidth aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{request?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{request?.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => request?.resolve(false)}>{texts.common.cancel}</Button>
        <Button onClick={() => request?.resolve(true)} variant="contained" autoFocus>
          {texts.common.yes}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function SnackbarNotice() {
  const snack = useNoticeStore((s) => s.snack);
  return (
    <Snackbar key={snack?.key} open={snack !== null} autoHideDuration={SNACKBAR_MS} onClose={closeSnackbar}>
      <Alert severity={snack?.severity} onClose={closeSnackbar} variant="filled">
        {snack?.message}
      </Alert>
    </Snackbar>
  );
}

/** The app-wide popups, confirm dialog and snackbar (spec 1 §8). */
export function NoticeDialogs() {
  return (
    <>
      <Popup />
      <ConfirmDialog />
      <SnackbarNotice />
    </>
  );
}
