export const pricePlan = {
  title: 'Add/Edit Price Plan',
  saveConfirm: 'The changes made to this price plan and will impact all attached accounts .  Are you sure?',
  unsavedSave: 'You have unsaved changes. Click YES to save or CANCEL to continue without saving.',
  defaultTimingProfile: 'Default Timing Profile',
} as const;
