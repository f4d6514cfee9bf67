export const server = {
  notFound: 'The requested resource was not found.',
  routeNotFound: (method: string, url: string) => `Route ${method} ${url} not found.`,
  csrfMissing: 'The request is missing the X-CSRF header.',
  unauthenticated: 'You are not signed in.',
  forbidden: 'You do not have permission to do that.',
  tooLarge: 'The request is too large.',
  badUrl: 'The request address is not valid.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  internal: 'Unknown application error has occurred.',
  staleSave: 'This record was changed by someone else since you opened it. Reload and try again.',
  ticketingUnavailable: 'The support-ticket service is not answering. Please try again later.',
  ticketsNotAllowed: 'Your company does not have support tickets.',
} as const;
