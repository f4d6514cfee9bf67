import { useQuery } from '@tanstack/react-query';
import { buildingEndpoints, type Building } from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';

/** GET /buildings/{id} (spec 3 §7): the dialog works on its own copy, never refetched under it. */
export function useBuilding(id: number | null) {
  return useQuery({
    queryKey: ['building', id],
    queryFn: ({ signal }) => callEndpoint(buildingEndpoints.get, { params: { id: id! }, signal }),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

export const useBuildingNetworks = () =>
  useQuery({ queryKey: ['building-networks'], queryFn: ({ signal }) => callEndpoint(buildingEndpoints.networks, { signal }), staleTime: 60_000 });

export const useBuildingAttributeKeys = () =>
  useQuery({ queryKey: ['building-attribute-keys'], queryFn: ({ signal }) => callEndpoint(buildingEndpoints.attributeKeys, { signal }), staleTime: 60_000 });

export const saveBuilding = (building: Building) => callEndpoint(buildingEndpoints.update, { params: { id: building.id }, body: building });
