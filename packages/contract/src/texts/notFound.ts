export const notFound = {
  code: '404',
  message: 'Page not found. Try going back or contact helpdesk for support.',
} as const;
