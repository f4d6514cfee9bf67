import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Maintenance menu codes (upper case) whose page is a screen of its own rather than the code's section. */
export const maintenanceScreens: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  BULKMESSAGING: lazy(() => import('../bulkMessaging/BulkMessagingPage').then((m) => ({ default: m.BulkMessagingPage }))),
  READS: lazy(() => import('../meterReads/MeterReadsPage').then((m) => ({ default: m.MeterReadsPage }))),
  HTMLTEMPLATES: lazy(() => import('../correspondence/templateEditor/TemplateEditorPage').then((m) => ({ default: m.TemplateEditorPage }))),
};
