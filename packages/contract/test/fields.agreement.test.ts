import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeAddress, fieldTypes, formSchema, validateAnswers, type NamedFieldRuleSpec } from '../src/index';

/**
 * The client path (the zod schema a react-hook-form resolver runs, errors keyed by path as the resolver
 * keys them) and the server path (validateAnswers on the submitted answers) must agree on every input.
 */
function clientErrors(fields: NamedFieldRuleSpec[], values: Record<string, unknown>): Record<string, string> {
  const result = formSchema(fields).safeParse(values);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const name = issue.path.join('.');
    errors[name] ??= issue.message;
  }
  return errors;
}

const serverErrors = (fields: NamedFieldRuleSpec[], values: Record<string, unknown>) =>
  Object.fromEntries(validateAnswers(fields, values).map((issue) => [issue.name, issue.message]));

const fieldSpec = fc.record({
  fieldType: fc.constantFrom(...fieldTypes),
  mandatory: fc.boolean(),
  visible: fc.option(fc.boolean(), { nil: undefined }),
  maxDigits: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
  maxDecimalPlaces: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
});

const digits = fc.stringMatching(/^-?\d{1,12}(\.\d{0,6})?$/);
const isoDate = fc
  .record({ y: fc.integer({ min: 1, max: 9999 }), mo: fc.integer({ min: 0, max: 13 }), d: fc.integer({ min: 0, max: 32 }) })
  .map(({ y, mo, d }) => `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
const address = fc
  .record({
    street: fc.constantFrom('', ' ', '1 Main St'),
    suburb: fc.constantFrom('', 'Carlton'),
    state: fc.constantFrom('', 'VIC'),
    postcode: fc.constantFrom('', '3053'),
  })
  .map(encodeAddress);

/** Text aimed at every rule, plus values no form should hold. */
const anyValue = fc.oneof(
  fc.string(),
  fc.constantFrom('', ' ', '\t', 'Y', 'N', 'y', 'Invalid Date', '#FF0000', '#ff00zz', 'ann@example.com', 'ann@', '2024-02-29T10:00:00', '{"street":1}'),
  digits,
  isoDate,
  address,
  fc.emailAddress(),
  fc.constant(undefined),
  fc.constant(null),
  fc.integer(),
  fc.boolean(),
  fc.array(fc.string(), { maxLength: 2 }),
);

describe('client and server field validation agree', () => {
  it('on every field definition and value', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fieldSpec, anyValue, fc.boolean()), { minLength: 1, maxLength: 8 }), (entries) => {
        const fields = entries.map(([spec], i) => ({ ...spec, name: `field_${i}` }));
        // Some answers are missing altogether, as in a forged or partial submission.
        const values = Object.fromEntries(entries.flatMap(([, value, present], i) => (present ? [[`field_${i}`, value]] : [])));
        expect(clientErrors(fields, values)).toEqual(serverErrors(fields, values));
      }),
      { numRuns: 2000 },
    );
  });

  it('ignores answers to fields the form does not have', () => {
    fc.assert(
      fc.property(fieldSpec, anyValue, fc.dictionary(fc.stringMatching(/^x_[a-z]{1,5}$/), anyValue), (spec, value, extra) => {
        const fields = [{ ...spec, name: 'only' }];
        const values = { ...extra, only: value };
        expect(clientErrors(fields, values)).toEqual(serverErrors(fields, values));
      }),
    );
  });
});
