/** The NEM13 reader (issue 31, item 2) on hand-written files: accumulation-meter register reads (250) and their B2B details (550). */
import { describe, expect, it } from 'vitest';
import { texts } from '@wattle/contract';
import { meterDataReads } from '../src/modules/metering/meter-data-reads';
import { parseNem13 } from '../src/modules/metering/nem13';

const t = texts.dashboard.nem12;
const t13 = texts.dashboard.nem13;
const HEADER = '100,NEM13,202611250900,MDPX,RETAILER';
interface Read {
  suffix?: string;
  serial?: string;
  previous?: string;
  previousAt?: string;
  current?: string;
  currentAt?: string;
  quality?: string;
  quantity?: string;
  uom?: string;
}
/** A 250 record in the specification's field order (RecordIndicator … MSATSLoadDateTime, 23 fields). */
const basic = ({
  suffix = 'E1',
  serial = 'M1',
  previous = '001000.5',
  previousAt = '20260701093000',
  current = '001250.75',
  currentAt = '20261001101500',
  quality = 'A',
  quantity = '250.25',
  uom = 'kWh',
}: Read = {}) =>
  `250,4100000099,E1E2,1,${suffix},${suffix},${serial},E,${previous},${previousAt},A,,,${current},${currentAt},${quality},,,${quantity},${uom},20270107,20261002120000,20261002130000`;
const file = (...records: string[]) => [HEADER, ...records, '900'].join('\r\n');

describe('NEM13 reader', () => {
  it("reads each 250 record as a register read of the NMI suffix's register, with its usage, quality and 550 record", () => {
    const { reads, problem } = parseNem13(
      file(basic(), '550,N,,A,S0001234', basic({ suffix: 'E2', current: '340', previous: '300', quantity: '40', quality: 'E64' })),
    );
    expect(problem).toBeUndefined();
    expect(reads).toEqual([
      {
        line: 2,
        nmi: '4100000099',
        meterCode: 'M1',
        register: 'E1',
        readDate: '2026-10-01',
        reading: '1250.750',
        quality: 'A',
        previousReadDate: '2026-07-01',
        quantity: '250.250',
        updated: '20261002120000',
        transactions: [{ previousTransCode: 'N', previousRetServiceOrder: '', currentTransCode: 'A', currentRetServiceOrder: 'S0001234' }],
      },
      expect.objectContaining({ line: 4, register: 'E2', reading: '340.000', quantity: '40.000', quality: 'E', transactions: [] }),
    ]);
  });

  it('converts Wh and MWh registers to kWh and skips a register that is not energy, with its 550 record', () => {
    const { reads, problem } = parseNem13(
      file(
        basic({ current: '1234567', quantity: '34567', uom: 'Wh' }),
        basic({ suffix: 'Q1', uom: 'kVArh' }),
        '550,N,,A,',
        basic({ suffix: 'E2', current: '1.5', quantity: '.25', uom: 'MWh' }),
      ),
    );
    expect(problem).toBeUndefined();
    expect(reads.map((r) => [r.register, r.reading, r.quantity, r.transactions.length])).toEqual([
      ['E1', '1234.567', '34.567', 0],
      ['E2', '1500.000', '250.000', 0],
    ]);
  });

  it('keeps each quality flag, reads a null (N) read without a reading, and a blank quantity, previous read or trailing fields as absent', () => {
    const { reads, problem } = parseNem13(
      file(
        basic({ quality: 'F16' }),
        basic({ quality: 'S14' }),
        basic({ quality: 'N', current: '' }),
        '250,4100000099,E1,1,E1,E1,,E,,,,,,500,202610011015,A,,,,kWh',
      ),
    );
    expect(problem).toBeUndefined();
    expect(reads.map((r) => [r.quality, r.reading, r.quantity, r.previousReadDate, r.meterCode])).toEqual([
      ['F', '1250.750', '250.250', '2026-07-01', 'M1'],
      ['S', '1250.750', '250.250', '2026-07-01', 'M1'],
      ['N', null, '250.250', '2026-07-01', 'M1'],
      ['A', '500.000', null, null, ''],
    ]);
  });

  it('queues each quality flag as the read type a NEM12 interval of it gives (F a final substitute, N missing), with the flag and the update time that weigh a revision', () => {
    const content = file(...['A', 'E64', 'S14', 'F16'].map((quality) => basic({ quality })), basic({ quality: 'N', current: '' }));
    const { reads, problem } = meterDataReads('nem13.csv', content, 'NEM13');
    expect(problem).toBeUndefined();
    const updated = '2026-10-02 12:00:00';
    expect(reads.map((r) => [r.readType, r.reading, r.qualities, r.marketUpdated])).toEqual([
      ['ACTUAL', '1250.750', 'A', updated],
      ['ESTIMATED', '1250.750', 'E', updated],
      ['SUBSTITUTED', '1250.750', 'S', updated],
      ['FINAL_SUBSTITUTE', '1250.750', 'F', updated],
      ['MISSING', null, 'N', updated],
    ]);
  });

  it.each([
    [basic({ quality: 'V' }), t13.badQuality('V')],
    [basic({ current: '12a' }), t13.badRegisterRead('CurrentRegisterRead', '12a')],
    [basic({ current: '' }), t13.badRegisterRead('CurrentRegisterRead', '')],
    [basic({ currentAt: '20261301101500' }), t13.badDateTime('CurrentRegisterReadDateTime', '20261301101500')],
    [basic({ previousAt: '2026' }), t13.badDateTime('PreviousRegisterReadDateTime', '2026')],
    [basic({ quantity: 'x' }), t13.badRegisterRead('Quantity', 'x')],
    [basic({ quantity: '-10.0' }), t13.negativeRegisterRead('Quantity', '-10.0')],
    [basic({ current: '-5' }), t13.negativeRegisterRead('CurrentRegisterRead', '-5')],
    [basic({ quantity: '-x' }), t13.badRegisterRead('Quantity', '-x')],
    [`${basic()},extra`, t13.fieldCount(24, 20, 23)],
    ['300,20261001,1,A', t.recordNotInVersion('300', 'NEM13')],
    ['550,N,,A,', t13.transactionBeforeRead],
  ])('refuses %s with the line and the reason', (record, message) => {
    expect(parseNem13(file(record)).problem).toEqual({ line: 2, message });
  });

  it('refuses a 250 record broken over lines with the line where it starts, and a short one followed by a record', () => {
    const fields = basic().split(',');
    const broken = [HEADER, fields.slice(0, 14).join(','), fields.slice(14).join(','), '900'].join('\n');
    expect(parseNem13(broken).problem).toEqual({ line: 2, message: t.brokenRecord('250') });
    expect(parseNem13(file(fields.slice(0, 14).join(','), basic())).problem).toEqual({ line: 2, message: t13.fieldCount(14, 20, 23) });
  });

  it('refuses two 100…900 blocks, says an empty file is empty, and a NEM12 header is no NEM13 file', () => {
    expect(parseNem13(`${file(basic())}\r\n${file(basic())}`).problem).toEqual({ line: 4, message: t.secondHeader });
    expect(parseNem13('').problem).toEqual({ line: 1, message: t.empty });
    expect(parseNem13('100,NEM12,202611250900,MDPX,RETAILER\r\n900').problem).toEqual({ line: 1, message: t.noHeader('NEM13') });
  });
});
