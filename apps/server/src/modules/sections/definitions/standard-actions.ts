import type { ActionSpec } from '../section-spec';

/** The everyday actions most sections offer, so definitions only name what is special. */
export const addAction: ActionSpec = { code: 'ADD', name: 'Add', actionType: 'Add', iconName: 'Add' };
export const editAction: ActionSpec = { code: 'EDIT', name: 'Edit', actionType: 'Edit', iconName: 'Edit' };
export const saveAction: ActionSpec = { code: 'SAVE', name: 'Save', actionType: 'Save', iconName: 'Save' };
/** The browser asks 'Are you sure you want to delete the selected item(s)?' before any delete. */
export const deleteAction: ActionSpec = { code: 'DELETE', name: 'Delete', actionType: 'Delete', iconName: 'Delete' };
