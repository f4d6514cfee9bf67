import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { useNoticeStore } from '../src/components/notices/noticeStore';
import { clearSignedInState } from '../src/stores/signOut';

afterEach(() => {
  cleanup();
  clearSignedInState();
  useNoticeStore.setState({ popup: null, snack: null, banner: null, confirmRequest: null });
  localStorage.clear();
  sessionStorage.clear();
});
