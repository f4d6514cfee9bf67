import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import type { ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { fieldTypes, formSchema, texts, validateAnswers, type FieldValues, type NamedFieldRuleSpec } from '@wattle/contract';
import { FieldGrid } from '../src/components/fields/FieldGrid';
import type { RenderableField } from '../src/components/fields/fieldTypes';

/** The real react-hook-form zod resolver, as the wizard and section forms run it. */
async function resolverErrors(fields: NamedFieldRuleSpec[], values: FieldValues) {
  const result = await zodResolver(formSchema(fields))(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(result.errors).map(([name, error]) => [name, (error as { message?: string }).message]));
}

describe('the form resolver and the server rules agree', () => {
  it('on every field type and value', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(
            fc.record({
              fieldType: fc.constantFrom(...fieldTypes),
              mandatory: fc.boolean(),
              maxDigits: fc.option(fc.integer({ min: 1, max: 12 })),
              maxDecimalPlaces: fc.option(fc.integer({ min: 0, max: 4 })),
            }),
            fc.oneof(
              fc.string(),
              fc.stringMatching(/^-?\d{1,8}(\.\d{1,5})?$/),
              fc.constantFrom('', 'Y', 'N', '2024-02-30', '2024-02-28', '#FF0000', 'a@b.co'),
              fc.constant(undefined),
            ),
          ),
          { minLength: 1, maxLength: 6 },
        ),
        async (entries) => {
          const fields = entries.map(([spec], i) => ({ ...spec, name: `f${i}` }));
          const values = Object.fromEntries(entries.map(([, value], i) => [`f${i}`, value]));
          const server = Object.fromEntries(validateAnswers(fields, values).map((issue) => [issue.name, issue.message]));
          expect(await resolverErrors(fields, values)).toEqual(server);
        },
      ),
      { numRuns: 300 },
    );
  });
});

function Form({ fields, children }: { fields: (RenderableField & NamedFieldRuleSpec)[]; children?: ReactNode }) {
  const form = useForm<FieldValues>({
    resolver: zodResolver(formSchema(fields)),
    mode: 'onChange',
    defaultValues: Object.fromEntries(fields.map((f) => [f.name, ''])),
  });
  return (
    <QueryClientProvider client={new QueryClient()}>
      <FormProvider {...form}>
        <FieldGrid fields={fields} />
        {children}
      </FormProvider>
    </QueryClientProvider>
  );
}

describe('field renderers show the rule messages', () => {
  it('under the typed text field once it is changed', async () => {
    const user = userEvent.setup();
    render(
      <Form
        fields={[
          { name: 'count', prompt: 'Count', fieldType: 'Int', mandatory: true },
          { name: 'email', prompt: 'Email', fieldType: 'Email' },
          { name: 'amount', prompt: 'Amount', fieldType: 'Money' },
          { name: 'ratio', prompt: 'Ratio', fieldType: 'Decimal', maxDecimalPlaces: 2 },
        ]}
      />,
    );
    await user.type(screen.getByLabelText(/Count/), '1.5');
    await user.type(screen.getByLabelText(/Email/), 'ann@');
    await user.type(screen.getByLabelText(/Amount/), '10.5');
    await user.type(screen.getByLabelText(/Ratio/), '0.125');
    expect(await screen.findByText(texts.fields.wholeNumber)).toBeTruthy();
    expect(screen.getByText(texts.fields.invalidEmail)).toBeTruthy();
    expect(screen.getByText(texts.fields.money)).toBeTruthy();
    expect(screen.getByText(texts.fields.maxDecimalPlaces(2))).toBeTruthy();
    await user.clear(screen.getByLabelText(/Count/));
    expect(await screen.findByText(texts.fields.required)).toBeTruthy();
  });

  it('stores Y or N from a checkbox and the four parts of an address, the state chosen from the states lookup', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        const states = new URL(input instanceof Request ? input.url : input, 'http://localhost').pathname === '/api/lookups/STATES/values';
        return new Response(JSON.stringify(states ? [{ display: 'Victoria', value: 'VIC' }] : []), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const user = userEvent.setup();
    let values: FieldValues = {};
    function Probe() {
      values = useWatch();
      return null;
    }
    render(
      <Form
        fields={[
          { name: 'agree', prompt: 'I agree', fieldType: 'TermsCondition', mandatory: true },
          { name: 'post', prompt: 'Postal address', fieldType: 'AddressInput', mandatory: true },
        ]}
      >
        <Probe />
      </Form>,
    );
    await user.click(screen.getByLabelText('I agree'));
    await user.type(screen.getByLabelText(/Street/), '1 Main St');
    await user.type(screen.getByLabelText(/Suburb/), 'Carlton');
    expect(values.agree).toBe('Y');
    expect(JSON.parse(values.post as string)).toEqual({ street: '1 Main St', suburb: 'Carlton', state: '', postcode: '' });
    expect(await screen.findByText(texts.fields.required)).toBeTruthy();
    await user.click(await screen.findByRole('combobox', { name: /State/ }));
    await user.click(await screen.findByRole('option', { name: 'Victoria' }));
    expect(JSON.parse(values.post as string)).toMatchObject({ state: 'VIC' });
    vi.unstubAllGlobals();
  });
});
