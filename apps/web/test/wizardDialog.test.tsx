import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DisplayField, WizardDefinition, WizardSubmission } from '@wattle/contract';
import { Notices } from '../src/components/notices/Notices';
import { useAuthStore } from '../src/stores/authStore';
import { useUnsavedChangesStore } from '../src/stores/unsavedChangesStore';
import WizardDialogView from '../src/wizards/WizardDialogView';

const field = (name: string, extra: Partial<DisplayField> = {}): DisplayField => ({
  id: 1,
  name,
  prompt: name,
  fieldType: 'Text',
  value: null,
  displayValue: null,
  row: 0,
  span: 12,
  visible: true,
  editable: true,
  mandatory: true,
  defaultValue: null,
  tooltip: null,
  lookupCode: null,
  lookupParameters: null,
  maxDigits: null,
  maxDecimalPlaces: null,
  ...extra,
});

/** A small wizard: a free-trial welcome page, a product page, a meter page whose lookup reads the product. */
const definition: WizardDefinition = {
  wizardCode: 'TEST',
  name: 'Test wizard',
  pages: [
    { pageCode: 'WELCOME', title: 'Welcome', description: '', allowFinish: false, freeTrialOnly: true, displayFields: [] },
    {
      pageCode: 'PRODUCT',
      title: 'Product',
      description: '',
      allowFinish: false,
      freeTrialOnly: false,
      displayFields: [field('product', { fieldType: 'LookUp', lookupCode: 'PRODUCT' })],
    },
    { pageCode: 'SKIPPED', title: 'Never shown', description: '', allowFinish: false, freeTrialOnly: false, displayFields: [] },
    {
      pageCode: 'METER',
      title: 'Meter',
      description: '',
      allowFinish: true,
      freeTrialOnly: false,
      displayFields: [
        field('meterCode', { prompt: 'Meter number' }),
        field('meterType', { prompt: 'Meter type', fieldType: 'LookUp', lookupCode: 'METERTYPE', lookupParameters: '{"productId":"@product"}' }),
      ],
    },
  ],
};

/** The server side of the four calls, recording what the dialog sends; the branch skips SKIPPED. */
function fakeServer(submitAnswer: { status: number; body: unknown }) {
  const calls: { path: string; body: unknown }[] = [];
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
      const body = init?.body ? (JSON.parse(init.body as string) as { currentPageIndex: number }) : undefined;
      calls.push({ path: `${url.pathname}${url.search}`, body });
      if (url.pathname === '/api/wizards') return json(200, definition);
      if (url.pathname.endsWith('/initial-values')) return json(200, url.pathname.includes('/METER/') ? [{ name: 'meterCode', value: 'M-1' }] : []);
      if (url.pathname.endsWith('/next-page-index')) return json(200, body!.currentPageIndex === 1 ? 3 : body!.currentPageIndex + 1);
      if (url.pathname === '/api/lookups/PRODUCT/values') return json(200, [{ display: 'Electricity', value: '7' }]);
      if (url.pathname === '/api/lookups/METERTYPE/values') {
        const productId = JSON.parse(url.searchParams.get('parameters')!).productId;
        return json(200, productId === '7' ? [{ display: 'Smart meter', value: '70' }] : []);
      }
      if (url.pathname === '/api/wizards/TEST/submit') return json(submitAnswer.status, submitAnswer.body);
      return json(404, { isSuccess: false, messages: [] });
    }),
  );
  return calls;
}

async function renderWizard(onClose = vi.fn(), onSaved = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WizardDialogView wizardCode="TEST" open onClose={onClose} onSaved={onSaved} />
      <Notices />
    </QueryClientProvider>,
  );
  await screen.findByRole('dialog', { name: 'Test wizard' });
  return { onClose, onSaved };
}

const dialog = () => screen.getByRole('dialog', { name: 'Test wizard' });
const button = (name: string) => within(dialog()).queryByRole('button', { name });

async function chooseProduct(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await within(dialog()).findByRole('combobox', { name: /product/ }));
  await user.click(await screen.findByRole('option', { name: 'Electricity' }));
}

beforeEach(() =>
  useAuthStore.getState().setUser({
    username: 'u',
    displayName: 'U',
    firstName: 'U',
    lastName: 'U',
    companyCode: 'C',
    emailAddress: '',
    userRoles: 'ADMIN',
    demoMode: false,
    freeTrial: false,
  }),
);
afterEach(() => vi.unstubAllGlobals());

describe('WizardDialog (spec 1 §4)', () => {
  it('skips the free-trial-only first page, follows the server branch and resolves "@" lookup parameters from earlier pages', async () => {
    const user = userEvent.setup();
    const calls = fakeServer({ status: 200, body: { isSuccess: true, messages: [{ message: 'Done it', messageType: 'Success' }] } });
    await renderWizard();
    expect(await within(dialog()).findByRole('heading', { name: 'Product' })).toBeTruthy();
    expect(button('Previous')).toBeNull();
    expect(button('Next')!.hasAttribute('disabled')).toBe(true);
    await chooseProduct(user);
    await waitFor(() => expect(button('Next')!.hasAttribute('disabled')).toBe(false));
    await user.click(button('Next')!);
    expect(await within(dialog()).findByRole('heading', { name: 'Meter' })).toBeTruthy();
    const next = calls.find((c) => c.path.endsWith('/next-page-index'))!;
    expect(next.body).toMatchObject({
      currentPageIndex: 1,
      wizardSubmissionData: {
        wizardCode: 'TEST',
        pages: [{ pageCode: 'PRODUCT', items: [{ name: 'product', value: '7', displayValue: 'Electricity', isDirty: true }] }],
      },
    });
    expect(within(dialog()).getByRole('textbox', { name: /Meter number/ })).toHaveProperty('value', 'M-1');
    await user.click(within(dialog()).getByRole('combobox', { name: /Meter type/ }));
    expect(await screen.findByRole('option', { name: 'Smart meter' })).toBeTruthy();
  });

  it('keeps answers through Previous and Next, confirms Save, closes and signals saved', async () => {
    const user = userEvent.setup();
    const calls = fakeServer({ status: 200, body: { isSuccess: true, messages: [{ message: 'Meter M-2 added.', messageType: 'Success' }] } });
    const { onClose, onSaved } = await renderWizard();
    await chooseProduct(user);
    await user.click(button('Next')!);
    const meterNumber = await within(dialog()).findByRole('textbox', { name: /Meter number/ });
    await user.clear(meterNumber);
    await user.type(meterNumber, 'M-2');
    expect(useUnsavedChangesStore.getState().hasUnsavedChanges).toBe(true);
    await user.click(button('Previous')!);
    expect(await within(dialog()).findByRole('heading', { name: 'Product' })).toBeTruthy();
    expect(within(dialog()).getByRole('combobox', { name: /product/ }).textContent).toContain('Electricity');
    await user.click(button('Next')!);
    expect(await within(dialog()).findByRole('textbox', { name: /Meter number/ })).toHaveProperty('value', 'M-2');
    await user.click(within(dialog()).getByRole('combobox', { name: /Meter type/ }));
    await user.click(await screen.findByRole('option', { name: 'Smart meter' }));
    await user.click(button('Save')!);
    await user.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Meter M-2 added.')).toBeTruthy();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(useUnsavedChangesStore.getState().hasUnsavedChanges).toBe(false);
    const submitted = calls.find((c) => c.path === '/api/wizards/TEST/submit')!.body as { wizardSubmissionData: WizardSubmission };
    expect(submitted.wizardSubmissionData.pages.map((p) => p.pageCode)).toEqual(['PRODUCT', 'METER']);
    expect(submitted.wizardSubmissionData.pages[1]!.items).toEqual([
      { name: 'meterCode', value: 'M-2', displayValue: 'M-2', isDirty: true },
      { name: 'meterType', value: '70', displayValue: 'Smart meter', isDirty: true },
    ]);
  });

  it("stays open on a refused Save and shows the server's message; the next Save sends the pages once", async () => {
    const user = userEvent.setup();
    const calls = fakeServer({ status: 400, body: { isSuccess: false, messages: [{ message: 'Meter number: already taken', messageType: 'Error' }] } });
    const { onClose, onSaved } = await renderWizard();
    await chooseProduct(user);
    await user.click(button('Next')!);
    await user.click(await within(dialog()).findByRole('combobox', { name: /Meter type/ }));
    await user.click(await screen.findByRole('option', { name: 'Smart meter' }));
    for (let attempt = 0; attempt < 2; attempt++) {
      await screen.findByRole('dialog', { name: 'Test wizard' }); // hidden from the accessibility tree while a popup is open
      await user.click(button('Save')!);
      await user.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Yes' }));
      expect(await screen.findByText('Meter number: already taken')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'OK' }));
    }
    const submits = calls
      .filter((c) => c.path === '/api/wizards/TEST/submit')
      .map((c) => (c.body as { wizardSubmissionData: WizardSubmission }).wizardSubmissionData.pages.length);
    expect(submits).toEqual([2, 2]);
    expect(onClose).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    expect(await screen.findByRole('dialog', { name: 'Test wizard' })).toBeTruthy();
  });
});
