export const confirm = {
  deletingTitle: 'Deleting',
  delete: 'Are you sure you want to delete?',
  deleteSelectedItem: 'Are you sure you want to delete the selected item?',
  deleteSelectedItems: 'Are you sure you want to delete the selected items?',
  closeSelectedItems: 'Are you sure you want to close the selected items?',
  deleteTask: 'Are you sure you want to delete this task?',
  runJob: 'Are you sure you want to run this job?',
  deleteReportSchedule: 'Are you sure you want to delete this report schedule?',
} as const;
