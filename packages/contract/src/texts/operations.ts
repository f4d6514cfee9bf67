/** What the health and metrics routes answer when they refuse (docs/operations.md). */
export const operations = {
  metricsRefused: 'Metrics are answered to this machine or with the metrics token only.',
  draining: 'This server is shutting down.',
  databaseUnreachable: 'This server cannot reach its database.',
} as const;
