import { describe, expect, it } from 'vitest';
import { mailAddressOf } from '../../src/modules/correspondence/posted-address';

describe('mailAddressOf: a letter’s printed address as the mail house’s address object', () => {
  it('reads the last line as suburb, state and postcode, the first as the street, those between as the second line', () => {
    expect(mailAddressOf(' Dana Smith ', 'Unit 4\n12 Gum Street\nLevel 2\nNorth Fremantle wa 6159')).toEqual({
      name: 'Dana Smith',
      address_line1: 'Unit 4',
      address_line2: '12 Gum Street, Level 2',
      address_city: 'North Fremantle',
      address_state: 'WA',
      address_zip: '6159',
      address_country: 'AU',
    });
    expect(mailAddressOf('Evan', '7 Wattle Road\n\nPerth WA 6000')).not.toHaveProperty('address_line2');
    expect(mailAddressOf('Evan Post', 'EVAN POST\n7 Wattle Road\nPerth WA 6000')).toMatchObject({ address_line1: '7 Wattle Road' });
    expect(mailAddressOf('Evan Post', 'Evan Post\nPerth WA 6000')).toBeNull();
  });

  it('answers null without a street, a known state or a four-digit postcode', () => {
    expect(mailAddressOf('Evan', 'Perth WA 6000')).toBeNull();
    expect(mailAddressOf('Evan', '7 Wattle Road\nPerth XY 6000')).toBeNull();
    expect(mailAddressOf('Evan', '7 Wattle Road\nPerth WA 600')).toBeNull();
    expect(mailAddressOf('Evan', '')).toBeNull();
  });
});
