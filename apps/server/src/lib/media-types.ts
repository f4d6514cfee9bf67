/** Media types of the files the API sends. */
export const MEDIA_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  octetStream: 'application/octet-stream',
} as const;
