/** Signs in over HTTP like the web app does and returns the Cookie header for later requests. */
export async function signIn(baseUrl: string, useDemoMode: boolean, username = 'admin', password = 'Admin123!'): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf': '1' },
    body: JSON.stringify({ username, password, useDemoMode }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
