import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Maintenance codes (upper case) whose /maintenance/{code} page is a screen of its own instead of the code's sections. */
export const maintenanceScreens: Record<string, LazyExoticComponent<ComponentType>> = {
  HTMLTEMPLATES: lazy(() => import('../correspondence/templateEditor/TemplateEditorPage').then((m) => ({ default: m.TemplateEditorPage }))),
};
