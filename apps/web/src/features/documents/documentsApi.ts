import { useQuery } from '@tanstack/react-query';
import { documentEndpoints } from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';

export const documentKeys = {
  list: (customerId: number) => ['customers', customerId, 'documents'] as const,
  lookups: ['documents', 'lookups'] as const,
};

export function useCustomerDocuments(customerId: number) {
  return useQuery({
    queryKey: documentKeys.list(customerId),
    queryFn: ({ signal }) => callEndpoint(documentEndpoints.list, { params: { customerId }, signal }),
  });
}

export function useDocumentCategories() {
  return useQuery({
    queryKey: documentKeys.lookups,
    queryFn: ({ signal }) => callEndpoint(documentEndpoints.lookups, { signal }),
    select: (lookups) => lookups.documentCategories,
  });
}

export const uploadDocument = (form: FormData) => callEndpoint(documentEndpoints.upload, { body: form });
export const deleteDocument = (id: number) => callEndpoint(documentEndpoints.delete, { params: { id } });
export const fetchDocumentFile = (id: number, signal?: AbortSignal) => callEndpoint(documentEndpoints.fileStream, { params: { id }, signal });
