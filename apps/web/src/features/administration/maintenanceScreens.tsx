import type { ComponentType } from 'react';
import { lazyWithPreload } from '../../components/lazyWithPreload';

/** Maintenance menu codes (upper case) whose page is a screen of its own rather than the code's section. */
export const maintenanceScreens: Readonly<Record<string, ComponentType>> = {
  BULKMESSAGING: lazyWithPreload(() => import('../bulkMessaging/BulkMessagingPage').then((m) => m.BulkMessagingPage)),
};
