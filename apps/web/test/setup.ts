import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { useNoticeStore } from '../src/components/notices/noticeStore';
import { clearSignedInState } from '../src/stores/signOut';

// jsdom has no media queries: every test sees a desktop-sized window.
// The DOM types promise a matchMedia that jsdom lacks; the stub keeps the deprecated listener methods older code may call.
/* eslint-disable @typescript-eslint/unbound-method, @typescript-eslint/no-deprecated */
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
/* eslint-enable @typescript-eslint/unbound-method, @typescript-eslint/no-deprecated */

// Lazy pages load through dynamic imports; on a busy 2-core machine the first one can take seconds.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  clearSignedInState();
  useNoticeStore.setState({ popup: null, snack: null, banner: null, confirmRequest: null });
  localStorage.clear();
  sessionStorage.clear();
});
