import { useQuery } from '@tanstack/react-query';
import { buildingEndpoints, propertyManagerEndpoints, type NewPropertyManager } from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';

export const propertyManagerKeys = {
  list: ['property-managers'] as const,
  buildings: (id: number) => ['property-managers', id, 'buildings'] as const,
  allBuildings: ['buildings'] as const,
};

export const usePropertyManagers = () =>
  useQuery({ queryKey: propertyManagerKeys.list, queryFn: ({ signal }) => callEndpoint(propertyManagerEndpoints.list, { signal }) });

export const useAssignedBuildings = (id: number | null) =>
  useQuery({
    queryKey: propertyManagerKeys.buildings(id ?? 0),
    queryFn: ({ signal }) => callEndpoint(propertyManagerEndpoints.buildings, { params: { id: id! }, signal }),
    enabled: id !== null,
  });

/** Every building of the dataset, for the edit-buildings dialog's choices. */
export const useAllBuildings = () =>
  useQuery({ queryKey: propertyManagerKeys.allBuildings, queryFn: ({ signal }) => callEndpoint(buildingEndpoints.list, { signal }) });

export const addPropertyManager = (body: NewPropertyManager) => callEndpoint(propertyManagerEndpoints.add, { body });
export const setAssignedBuildings = (id: number, codes: string[]) => callEndpoint(propertyManagerEndpoints.setBuildings, { params: { id }, body: codes });
export const deletePropertyManager = (id: number) => callEndpoint(propertyManagerEndpoints.delete, { params: { id } });
