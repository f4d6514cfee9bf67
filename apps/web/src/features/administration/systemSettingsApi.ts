import { useQuery } from '@tanstack/react-query';
import { errorEnvelope, systemSettingEndpoints, texts } from '@wattle/contract';
import { ApiError } from '../../api/ApiError';
import { callEndpoint } from '../../api/callEndpoint';

const systemSettingKeys = { list: ['system-settings'] as const };

export function useSystemSettings() {
  return useQuery({ queryKey: systemSettingKeys.list, queryFn: ({ signal }) => callEndpoint(systemSettingEndpoints.list, { signal }) });
}

/** Saves a value; a failure without a server message reads "Error occurred while updating the parameter" (spec 3 §8). */
export async function saveSystemSetting(id: number, parameter: string) {
  try {
    return await callEndpoint(systemSettingEndpoints.update, { params: { id }, body: { parameter } });
  } catch (error) {
    if (error instanceof ApiError && error.messages.length) throw error;
    throw new ApiError(error instanceof ApiError ? error.status : 0, errorEnvelope(texts.settings.parameterUpdateError).messages);
  }
}
