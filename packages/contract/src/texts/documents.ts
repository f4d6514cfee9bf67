export const documents = {
  uploaded: 'Document uploaded successfully',
  deleted: 'File successfully deleted',
  categoryRequired: 'Category is required',
  documentRequired: 'Document is required',
  tooBig: 'Document size is too big',
  requiredPlaceholder: '* Required *',
  allDocuments: 'All Documents',
  uploadTitle: 'DOCUMENT UPLOAD',
  unableToGenerate: 'Unable to generate document',
  noCorrespondingDocument: 'No corresponding document found',
  notFound: 'Document not found',
  imageNotFound: 'Image not found',
} as const;
