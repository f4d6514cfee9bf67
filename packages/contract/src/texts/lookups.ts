export const lookups = {
  badParameters: 'The lookup parameters are not valid.',
  notFound: (code: string) => `Lookup ${code} was not found.`,
} as const;
