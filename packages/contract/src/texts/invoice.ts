export const invoice = {
  generated: 'Invoice generated successfully!',
} as const;
