import { describe, expect, it } from 'vitest';
import { decodeAddress, encodeAddress, fieldError, parseAddressLine, texts } from '../src/index';

const address = (street: string, suburb: string, state: string, postcode: string) => ({ street, suburb, state, postcode });

describe('parseAddressLine: an Australian address on one line', () => {
  it.each([
    ['1 Main Street, Sydney NSW 2000', address('1 Main Street', 'Sydney', 'NSW', '2000')],
    ['3/12 King St, Newtown NSW 2042', address('3/12 King St', 'Newtown', 'NSW', '2042')],
    ['Unit 3, 12 King St, Newtown, NSW, 2042', address('Unit 3, 12 King St', 'Newtown', 'NSW', '2042')],
    ['  12   Smith St ,  Victoria Park   wa 6100 ', address('12 Smith St', 'Victoria Park', 'WA', '6100')],
    ['1 Main St Sydney NSW 2000', address('1 Main St', 'Sydney', 'NSW', '2000')],
    ['45 Hay Rd. North Hobart TAS 7000', address('45 Hay Rd.', 'North Hobart', 'TAS', '7000')],
    ['PO Box 123, Darwin Northern Territory 0800', address('PO Box 123', 'Darwin', 'NT', '0800')],
    ['10 Collins Street, Melbourne, Victoria 3000', address('10 Collins Street', 'Melbourne', 'VIC', '3000')],
  ])('reads %j', (line, expected) => {
    expect(parseAddressLine(line)).toEqual(expected);
  });

  it.each([
    '1 Main Street Sydney',
    '1 Main Street, Sydney NSW',
    '1 Main Street, Sydney NSW 200',
    '1 Main Street, Sydney XYZ 2000',
    'Sydney NSW 2000',
    ', Sydney NSW 2000',
    '1 Main Street Sydney NSW 2000 x',
    'Main Sydney NSW 2000',
  ])('refuses %j', (line) => {
    expect(parseAddressLine(line)).toBeNull();
  });
});

describe('an AddressInput value', () => {
  const field = { name: 'postalAddress', fieldType: 'AddressInput' as const, mandatory: true };

  it('is the structured value or one address line', () => {
    const structured = address('1 Main Street', 'Sydney', 'NSW', '2000');
    expect(decodeAddress(encodeAddress(structured))).toEqual(structured);
    expect(decodeAddress('1 Main Street, Sydney NSW 2000')).toEqual(structured);
    expect(fieldError(field, '1 Main Street, Sydney NSW 2000')).toBeNull();
    expect(fieldError(field, encodeAddress(structured))).toBeNull();
  });

  it('says what is expected when it is neither', () => {
    expect(texts.fields.invalidAddress).toContain('1 Main Street, Sydney NSW 2000');
    expect(fieldError(field, 'somewhere in Sydney')).toBe(texts.fields.invalidAddress);
    expect(fieldError(field, '{"street": "1 Main Street"}')).toBe(texts.fields.invalidAddress);
    expect(fieldError(field, encodeAddress(address('1 Main Street', '', 'NSW', '2000')))).toBe(texts.fields.required);
  });
});
