import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  encodeAddress,
  fieldError,
  fieldTypes,
  formatDisplayDate,
  joinMultiSelect,
  lookupParameterReferences,
  parseDisplayDate,
  resolveLookupParameters,
  typeDefaultValue,
  splitMultiSelect,
  texts,
  type FieldRuleSpec,
  type FieldType,
} from '../src/index';

const m = texts.fields;
const rule =
  (fieldType: FieldType, extra: Partial<FieldRuleSpec> = {}) =>
  (value: unknown) =>
    fieldError({ fieldType, ...extra }, value);

describe('field rules (spec 1 §5), by example', () => {
  it('requires a value of every checked type, blank text counting as none', () => {
    for (const type of fieldTypes.filter((t) => !['Hidden', 'HelpLink', 'TermsCondition'].includes(t))) {
      expect(rule(type, { mandatory: true })(''), type).toBe(m.required);
      expect(rule(type, { mandatory: true })('   '), type).toBe(m.required);
      expect(rule(type, { mandatory: true })(undefined), type).toBe(m.required);
      expect(rule(type, { mandatory: false })(''), type).toBeNull();
    }
  });

  it('never checks Hidden, HelpLink or a field that is not shown', () => {
    expect(rule('Hidden', { mandatory: true })('')).toBeNull();
    expect(rule('HelpLink', { mandatory: true })(42)).toBeNull();
    expect(rule('Int', { mandatory: true, visible: false })('x')).toBeNull();
  });

  it('checks emails', () => {
    expect(rule('Email')('ann@example.com.au')).toBeNull();
    expect(rule('Email')("o'brien+bills@mail.example.org")).toBeNull();
    for (const bad of ['ann', 'ann@', '@example.com', 'ann@example', 'ann example@x.com', 'ann@ex ample.com'])
      expect(rule('Email')(bad), bad).toBe(m.invalidEmail);
  });

  it('checks whole numbers', () => {
    for (const ok of ['0', '42', '-7', '007']) expect(rule('Int')(ok), ok).toBeNull();
    for (const bad of ['1.5', '1e3', 'x', '+4', '1 000', '--1']) expect(rule('Int')(bad), bad).toBe(m.wholeNumber);
  });

  it('limits the digits and decimal places of a decimal', () => {
    const limited = rule('Decimal', { maxDigits: 5, maxDecimalPlaces: 2 });
    expect(limited('123.45')).toBeNull();
    expect(limited('0.25')).toBeNull();
    expect(limited('00012.5')).toBeNull();
    expect(limited('1234.56')).toBe(m.maxDigits(5));
    expect(limited('1.234')).toBe(m.maxDecimalPlaces(2));
    expect(limited('abc')).toBe(m.number);
    expect(rule('Decimal')('123456789.123456789')).toBeNull();
  });

  it('applies the same limits to whole numbers and money', () => {
    expect(rule('Int', { maxDigits: 3 })('365')).toBeNull();
    expect(rule('Int', { maxDigits: 3 })('1000')).toBe(m.maxDigits(3));
    expect(rule('Money', { maxDigits: 4 })('123.45')).toBe(m.maxDigits(4));
    expect(rule('Money', { mandatory: true, maxDecimalPlaces: 2 })('1.234')).toBe(m.maxDecimalPlaces(2));
  });

  it('wants money with exactly 2 places, except on a required field', () => {
    expect(rule('Money')('10.50')).toBeNull();
    expect(rule('Money')('-0.05')).toBeNull();
    for (const bad of ['10', '10.5', '10.505', 'ten']) expect(rule('Money')(bad), bad).toBe(m.money);
    expect(rule('Money', { mandatory: true })('10')).toBeNull();
    expect(rule('Money', { mandatory: true })('10.505')).toBeNull();
    expect(rule('Money', { mandatory: true })('ten')).toBe(m.number);
  });

  it('stores dates as ISO and refuses text that is not a date', () => {
    expect(rule('Date')('2024-02-29')).toBeNull();
    expect(rule('Date')('2023-02-29')).toBe(m.invalidDate);
    expect(rule('Date')('29/02/2024')).toBe(m.invalidDate);
    expect(rule('Date')('Invalid Date')).toBe(m.invalidDate);
    expect(rule('DateTime')('2024-02-29T13:45:00')).toBeNull();
    expect(rule('DateTime')('2024-02-29')).toBe(m.invalidDate);
  });

  it('reads and shows dates in the company DATE_FORMAT', () => {
    expect(parseDisplayDate('31/01/2025', 'DD/MM/YYYY')).toBe('2025-01-31');
    expect(parseDisplayDate('01/31/2025', 'DD/MM/YYYY')).toBeNull();
    expect(parseDisplayDate('2025-01-31', 'DD/MM/YYYY')).toBeNull();
    expect(formatDisplayDate('2025-01-31', 'D MMM YYYY')).toBe('31 Jan 2025');
  });

  it('wants Y for required terms and conditions, Y or N otherwise', () => {
    expect(rule('TermsCondition', { mandatory: true })('Y')).toBeNull();
    expect(rule('TermsCondition', { mandatory: true })('N')).toBe(m.terms);
    expect(rule('TermsCondition', { mandatory: true })('')).toBe(m.terms);
    expect(rule('TermsCondition')('N')).toBeNull();
    expect(rule('TermsCondition')('yes')).toBe(m.invalidValue);
  });

  it('keeps yes/no and checkbox values to Y or N', () => {
    for (const type of ['YesNo', 'Boolean'] as const) {
      expect(rule(type)('Y')).toBeNull();
      expect(rule(type, { mandatory: true })('N')).toBeNull();
      expect(rule(type)('true')).toBe(m.invalidValue);
    }
  });

  it('wants a #RRGGBB colour', () => {
    expect(rule('ColorPicker')('#FF0000')).toBeNull();
    expect(rule('ColorPicker')('red')).toBe(m.invalidValue);
  });

  it('wants every part of a required address', () => {
    const full = encodeAddress({ street: '1 Main St', suburb: 'Carlton', state: 'VIC', postcode: '3053' });
    const partial = encodeAddress({ street: '1 Main St', suburb: '', state: 'VIC', postcode: '3053' });
    expect(rule('AddressInput', { mandatory: true })(full)).toBeNull();
    expect(rule('AddressInput', { mandatory: true })(partial)).toBe(m.required);
    expect(rule('AddressInput')(partial)).toBeNull();
    expect(rule('AddressInput')('{"street":1}')).toBe(m.invalidAddress);
  });

  it('refuses values that are not text', () => {
    expect(rule('Text')(12)).toBe(m.invalidValue);
    expect(rule('YesNo')(true)).toBe(m.invalidValue);
    expect(rule('MultiSelect')(['1'])).toBe(m.invalidValue);
  });
});

describe('field values', () => {
  it('start at #FF0000 for a colour and N for a checkbox or terms', () => {
    expect(typeDefaultValue('ColorPicker')).toBe('#FF0000');
    expect(typeDefaultValue('Boolean')).toBe('N');
    expect(typeDefaultValue('TermsCondition')).toBe('N');
    expect(typeDefaultValue('Text')).toBe('');
  });

  it('resolve lookup parameters that name other answers', () => {
    const text = JSON.stringify({ productTypeCode: '@productType', active: true, missing: '@nothing' });
    expect(lookupParameterReferences(text)).toEqual(['productType', 'nothing']);
    expect(resolveLookupParameters(text, { productType: 'GAS' })).toEqual({ productTypeCode: 'GAS', active: true, missing: null });
    expect(resolveLookupParameters('{not json', {})).toBeNull();
    expect(resolveLookupParameters('[1]', {})).toBeNull();
    expect(resolveLookupParameters(null, {})).toEqual({});
  });
});

describe('field rules, as properties', () => {
  it('accepts every whole number and refuses any other text as one', () => {
    fc.assert(fc.property(fc.bigInt(), (n) => rule('Int')(n.toString()) === null));
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== '' && !/^-?\d+$/.test(s)),
        (s) => rule('Int')(s) === m.wholeNumber,
      ),
    );
  });

  it('accepts a decimal exactly when its places and digits are within the limits', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.stringMatching(/^\d{0,8}$/),
        fc.boolean(),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 8 }),
        (whole, places, negative, maxDigits, maxDecimalPlaces) => {
          const value = `${negative ? '-' : ''}${whole}${places ? `.${places}` : ''}`;
          const digits = (whole === 0n ? 0 : whole.toString().length) + places.length;
          const expected = digits > maxDigits ? m.maxDigits(maxDigits) : places.length > maxDecimalPlaces ? m.maxDecimalPlaces(maxDecimalPlaces) : null;
          return rule('Decimal', { maxDigits, maxDecimalPlaces })(value) === expected;
        },
      ),
    );
  });

  it('accepts optional money exactly when it has 2 places', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 4 }), (units, places) => {
        const text = units.toString().replace('-', '');
        const value = `${units < 0n ? '-' : ''}${text}${places ? `.${'5'.repeat(places)}` : ''}`;
        return rule('Money')(value) === (places === 2 ? null : m.money) && rule('Money', { mandatory: true })(value) === null;
      }),
    );
  });

  it('shows any date in a DATE_FORMAT and reads it back to the same ISO date', () => {
    const formats = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD', 'D MMM YYYY', 'DD.MM.YYYY'];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...formats),
        (date, format) => {
          const iso = date.toISOString().slice(0, 10);
          return rule('Date')(iso) === null && parseDisplayDate(formatDisplayDate(iso, format), format) === iso;
        },
      ),
    );
  });

  it('keeps multi-select ids through join and split', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/), { maxLength: 10 }), (ids) => {
        expect(splitMultiSelect(joinMultiSelect(ids))).toEqual(ids);
      }),
    );
  });

  it('accepts generated email addresses with a dotted domain', () => {
    fc.assert(
      fc.property(
        fc.emailAddress().filter((e) => e.split('@')[1]!.includes('.')),
        (email) => rule('Email')(email) === null,
      ),
    );
  });
});
