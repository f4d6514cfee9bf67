import { usersEndpoints } from '@wattle/contract';
import { callEndpoint } from './callEndpoint';

/**
 * GET /users/system-parameters as a map by code. Loaded on first use, not with the first screen:
 * the endpoint's response schema would bring zod into the render-blocking JavaScript.
 */
export async function fetchSystemParameters(signal: AbortSignal): Promise<Record<string, string>> {
  return Object.fromEntries((await callEndpoint(usersEndpoints.systemParameters, { signal })).map((p) => [p.code, p.parameter]));
}
