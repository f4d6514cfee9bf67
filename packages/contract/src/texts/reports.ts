export const reports = {
  queueFailed: 'Failed to queue report.',
  queued: "Report will be generated and accessible in the 'My Reports' page shortly.",
} as const;
