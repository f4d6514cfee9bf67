import { useEffect } from 'react';
import { texts } from '@wattle/contract';

/** While active, leaving or reloading the page asks 'You have unsaved changes. Are you sure you want to exit?' */
export function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers show their own wording; the spec's text is kept for those that still display it.
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- older browsers prompt only when returnValue is set.
      event.returnValue = texts.navigation.leaveWarning;
      return texts.navigation.leaveWarning;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
