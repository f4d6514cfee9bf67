import { expect, test } from './fixtures';

test.describe('platform', () => {
  test('serves the web app at /', async ({ page }) => {
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-type']).toContain('text/html');
    await expect(page.locator('#root')).not.toBeEmpty();
    expect(pageErrors).toEqual([]);
  });

  test('shows the not-found page for an unknown path', async ({ signedInPage: page }) => {
    const res = await page.goto('/no-such-page/at-all');
    expect(res?.status()).toBe(200);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText('Page not found. Try going back or contact helpdesk for support.')).toBeVisible();
  });

  test('answers an unknown API path with the JSON 404 envelope', async ({ request }) => {
    const res = await request.get('/api/unknown');
    expect(res.status()).toBe(404);
    expect(res.headers()['content-type']).toContain('application/json');
    expect(await res.json()).toEqual({ isSuccess: false, messages: [{ message: 'Route GET /api/unknown not found.', messageType: 'NotFound' }] });
  });

  test('shows the OpenAPI UI at /api/docs', async ({ page }) => {
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /Wattle API/ })).toBeVisible();
    await expect(page.getByText('/api/health', { exact: true })).toBeVisible();
  });
});
