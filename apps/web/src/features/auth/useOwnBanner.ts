import { useEffect } from 'react';
import { setBanner } from '../../components/notices/noticeStore';

/** A banner belongs to the screen that raised it: cleared when the screen goes. */
export function useOwnBanner() {
  useEffect(() => () => setBanner('none'), []);
}
