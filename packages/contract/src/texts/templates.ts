export const templates = {
  saved: 'Template saved successfully',
} as const;
