export const navigation = {
  unsavedEdits: 'Your unsaved edits will be discarded.',
  leaveWarning: 'You have unsaved changes. Are you sure you want to exit?',
  unsavedEditsTitle: 'Are you sure?',
} as const;
