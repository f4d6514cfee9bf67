import type { AlertColor } from '@mui/material/Alert';
import { create } from 'zustand';
import { texts, type Message } from '@wattle/contract';
import { errorMessageOf, messagesOf } from '../../api/ApiError';

interface Popup {
  kind: 'error' | 'success';
  message: string;
}

interface Snack {
  key: number;
  message: string;
  severity: AlertColor;
}

interface Banner {
  type: AlertColor;
  message: string;
}

interface ConfirmRequest {
  title: string;
  text: string;
  resolve: (confirmed: boolean) => void;
}

interface NoticeState {
  popup: Popup | null;
  snack: Snack | null;
  banner: Banner | null;
  confirmRequest: ConfirmRequest | null;
}

/** What the notice components (Notices, AlertBanner) render; changed only through the functions below. */
export const useNoticeStore = create<NoticeState>()(() => ({ popup: null, snack: null, banner: null, confirmRequest: null }));

const set = useNoticeStore.setState;

/** Error popup 'Oops...something went wrong.'; without a message it says 'Unknown application error has occurred.' */
export const showError = (message?: string | null) => set({ popup: { kind: 'error', message: message || texts.notices.unknownError } });

/** The error popup for a failed call: the server's first message, else the generic text. */
export const showErrorOf = (error: unknown) => showError(errorMessageOf(error));

/** 'Success!' popup. */
export const showSuccess = (message = '') => set({ popup: { kind: 'success', message } });

export const closePopup = () => set({ popup: null });

let snackKey = 0;
/** A snackbar that closes itself after 2000 ms. */
export const showSnackbar = (message: string, severity: AlertColor = 'success') => set({ snack: { key: ++snackKey, message, severity } });

export const closeSnackbar = () => set({ snack: null });

const BANNER_DEFAULTS: Record<AlertColor, string> = {
  success: texts.notices.bannerSuccess,
  error: texts.notices.bannerError,
  info: '',
  warning: '',
};

const isBannerType = (type: string): type is AlertColor => Object.hasOwn(BANNER_DEFAULTS, type);

/** Alert banner: success (default 'Success'), error (default 'Error'), info, warning; any other type clears it. */
export function setBanner(type: string, message?: string) {
  set({ banner: isBannerType(type) ? { type, message: message || BANNER_DEFAULTS[type] } : null });
}

/**
 * Shows a call's outcome from its first message (spec 1 §8): Success → success popup, Error (also
 * Exception, NotFound) → error popup, Information/Warning → snackbar. Accepts an envelope or a message list.
 */
export function showOutcome(body: unknown) {
  const first: Message | undefined = messagesOf(body)[0];
  if (!first) return;
  switch (first.messageType) {
    case 'Success':
      showSuccess(first.message);
      return;
    case 'Information':
      showSnackbar(first.message, 'info');
      return;
    case 'Warning':
      showSnackbar(first.message, 'warning');
      return;
    default:
      showError(first.message);
  }
}

/** Asks a yes/no question in a dialog; resolves true when confirmed. A newer question cancels an open one. */
export function confirm(title: string, text: string): Promise<boolean> {
  useNoticeStore.getState().confirmRequest?.resolve(false);
  return new Promise((resolve) => {
    set({
      confirmRequest: {
        title,
        text,
        resolve: (confirmed) => {
          set({ confirmRequest: null });
          resolve(confirmed);
        },
      },
    });
  });
}
