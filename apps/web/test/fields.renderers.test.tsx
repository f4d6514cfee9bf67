import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldTypes, formSchema, typeDefaultValue, type FieldType, type FieldValues } from '@wattle/contract';
import { registerCustomField } from '../src/components/fields/customFields';
import { FieldFormContext } from '../src/components/fields/FieldFormContext';
import { FieldGrid } from '../src/components/fields/FieldGrid';
import type { RenderableField } from '../src/components/fields/fieldTypes';
import { setSystemParameters } from './systemParameters';

/** One field of every type, named after its type. */
const fields: RenderableField[] = fieldTypes.map((fieldType) => ({
  name: fieldType,
  prompt: `${fieldType} field`,
  fieldType,
  lookupCode: ['LookUp', 'RadioButton', 'MultiSelect'].includes(fieldType) ? 'COLOURS' : null,
  value: fieldType === 'HelpLink' ? 'https://help.example.com/start' : null,
}));

let values: FieldValues = {};
const displayValues: Record<string, string> = {};
function Probe() {
  values = useWatch();
  return null;
}

function Form() {
  const form = useForm<FieldValues>({
    resolver: zodResolver(formSchema(fields.map((f) => ({ ...f, name: f.name })))),
    mode: 'onChange',
    defaultValues: Object.fromEntries(fieldTypes.map((t: FieldType) => [t, typeDefaultValue(t)])),
  });
  return (
    <FormProvider {...form}>
      <FieldFormContext.Provider value={{ outerAnswers: {}, onDisplayValue: (name, display) => (displayValues[name] = display) }}>
        <FieldGrid fields={fields} />
        <Probe />
      </FieldFormContext.Provider>
    </FormProvider>
  );
}

beforeEach(() => {
  // Dates are typed in the company's DATE_FORMAT and stored as ISO.
  setSystemParameters({ DATE_FORMAT: 'DD/MM/YYYY' });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const path = new URL(input instanceof Request ? input.url : input, 'http://localhost').pathname;
      const lookups: Record<string, unknown> = {
        '/api/lookups/COLOURS/values': [
          { display: 'Amber', value: 'A' },
          { display: 'Blue', value: 'B' },
          { display: 'Cyan', value: 'C' },
        ],
        '/api/lookups/STATES/values': [{ display: 'Victoria', value: 'VIC' }],
      };
      const body = lookups[path] ?? 'loc-123';
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  registerCustomField('Custom', ({ id, onChange }) => (
    <button id={id} type="button" onClick={() => onChange('custom value')}>
      Custom control
    </button>
  ));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Form />
    </QueryClientProvider>,
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('one renderer per field type, storing the spec formats', () => {
  it('renders every type but Hidden, with the colour default', async () => {
    expect(document.getElementById('field-Hidden')).toBeNull();
    for (const type of fieldTypes.filter((t) => !['Hidden', 'Custom', 'AddressInput'].includes(t))) {
      expect(document.getElementById(`field-${type}`), type).not.toBeNull();
    }
    expect(screen.getByRole('textbox', { name: 'ColorPicker field' })).toHaveProperty('value', '#FF0000');
    expect(screen.getByRole('link', { name: 'HelpLink field' }).getAttribute('href')).toBe('https://help.example.com/start');
  });

  it('stores multi-select ids joined by "|", Y/N choices, lookups, dates as ISO, uploads as locations', async () => {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Amber' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cyan' }));
    await user.click(screen.getAllByRole('radio', { name: 'Blue' })[0]!);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('checkbox', { name: 'Boolean field' }));
    await user.click(screen.getByRole('combobox', { name: /LookUp field/ }));
    await user.click(await screen.findByRole('option', { name: 'Cyan' }));
    await user.type(screen.getByRole('textbox', { name: 'Date field' }), '31012025');
    await user.type(screen.getByRole('textbox', { name: 'CodeEditor field' }), 'select 1');
    await user.upload(document.getElementById('field-FileUpload') as HTMLInputElement, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Custom control' }));
    await waitFor(() =>
      expect(values).toMatchObject({
        MultiSelect: 'A|C',
        RadioButton: 'B',
        YesNo: 'Y',
        Boolean: 'Y',
        LookUp: 'C',
        Date: '2025-01-31',
        CodeEditor: 'select 1',
        FileUpload: 'loc-123',
        Custom: 'custom value',
      }),
    );
    expect(displayValues).toMatchObject({ MultiSelect: 'Amber, Cyan', LookUp: 'Cyan', FileUpload: 'notes.txt', Date: '31/01/2025' });
  });
});
