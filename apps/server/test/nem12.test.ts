/** The NEM12 reader (issue 31, item 1) on hand-written files: what AEMO's Meter Data File Format allows, and what it refuses. */
import { describe, expect, it } from 'vitest';
import { texts } from '@wattle/contract';
import { parseNem12 } from '../src/modules/metering/nem12';

const t = texts.dashboard.nem12;
const HEADER = '100,NEM12,202611250900,MDPX,RETAILER';
const details = (uom = 'kWh', minutes = 30, { serial = 'M1', suffix = 'E1' } = {}) =>
  `200,4100000099,E1B1,${suffix},${suffix},N1,${serial},${uom},${minutes},20261231`;
const values = (value: string, n = 48) => Array.from({ length: n }, () => value);
const day = (date: string, vals: string[], quality = 'A', updated = '20261125090000') => `300,${date},${vals.join(',')},${quality},,,${updated},20261125090500`;
const file = (...records: string[]) => [HEADER, ...records, '900'].join('\r\n');

describe('NEM12 reader', () => {
  it('reads values in every form the format allows (.02, 0.020, 12, 12.)', () => {
    const vals = ['.02', '0.020', '12', '12.', ...values('0', 44)];
    const { days, problem } = parseNem12(file(details(), day('20261001', vals)));
    expect(problem).toBeUndefined();
    expect(days[0]!.intervals.slice(0, 5)).toEqual(['0.020', '0.020', '12.000', '12.000', '0.000']);
  });

  it.each([
    [5, 288],
    [15, 96],
    [30, 48],
  ])('reads a %i-minute energy stream as %i intervals a day', (minutes, count) => {
    const { days, problem } = parseNem12(file(details('kWh', minutes), day('20261001', values('1', count))));
    expect(problem).toBeUndefined();
    expect(days).toHaveLength(1);
    expect(days[0]!.intervals).toHaveLength(count);
  });

  it('skips a stream that is not energy whatever its interval length, keeping the kWh streams of the file', () => {
    const { days, problem } = parseNem12(
      file(details('kVArh', 10), day('20261001', values('3', 144)), '400,1,144,E52,,', details(), day('20261001', values('1'))),
    );
    expect(problem).toBeUndefined();
    expect(days.map((d) => [d.register, d.intervals.length])).toEqual([['E1', 48]]);
  });

  it.each(['A', 'E', 'S', 'F'])('keeps quality %s per interval and the update time', (flag) => {
    const method = flag === 'A' ? 'A' : `${flag}52`;
    const { days } = parseNem12(file(details(), day('20261001', values('1'), method, '20261126101500')));
    expect(days[0]!.qualities).toBe(flag.repeat(48));
    expect(days[0]!.updated).toBe('20261126101500');
  });

  it('reads a null (N) day as missing data, never zero', () => {
    const { days } = parseNem12(file(details(), day('20261001', values('0'), 'N')));
    expect(days[0]!.intervals).toEqual(values('').map(() => null));
    expect(days[0]!.qualities).toBe('N'.repeat(48));
  });

  it("reads a V day's quality from 400 records that cover every interval once, and keeps 500 records with the day", () => {
    const { days, problem } = parseNem12(
      file(
        details(),
        day('20261001', values('1'), 'V'),
        '400,1,20,A,,',
        '400,21,30,E52,,',
        '400,31,31,N,,',
        '400,32,48,S14,,',
        '500,O,S01234567,20261001120000,001234.5',
      ),
    );
    expect(problem).toBeUndefined();
    const d = days[0]!;
    expect(d.qualities).toBe(`${'A'.repeat(20)}${'E'.repeat(10)}N${'S'.repeat(17)}`);
    expect(d.intervals[30]).toBeNull();
    expect(d.intervals[29]).toBe('1.000');
    expect(d.transactions).toEqual([{ transCode: 'O', retServiceOrder: 'S01234567', readDateTime: '20261001120000', indexRead: '001234.5' }]);
  });

  it.each([
    ['a gap', ['400,1,20,A,,', '400,22,48,E52,,']],
    ['an overlap', ['400,1,24,A,,', '400,24,48,E52,,']],
    ['none', []],
  ])("refuses a V day whose 400 records leave %s, at the 300 record's line", (_case, events) => {
    expect(parseNem12(file(details(), day('20261001', values('1'), 'V'), ...events)).problem).toEqual({ line: 3, message: t.intervalsNotCovered(48) });
  });

  it('refuses a 400 record after a day that is not V, and one past the last interval', () => {
    expect(parseNem12(file(details(), day('20261001', values('1')), '400,1,48,E52,,')).problem).toEqual({ line: 4, message: t.detailsWithoutV });
    expect(parseNem12(file(details(), day('20261001', values('1'), 'V'), '400,1,49,A,,')).problem).toEqual({
      line: 4,
      message: t.badIntervalRange('1', '49', 48),
    });
  });

  it('refuses a file of two 100…900 blocks with the line of the second header', () => {
    const two = [HEADER, details(), day('20261001', values('1')), '900', HEADER, details(), day('20261002', values('1')), '900'].join('\n');
    expect(parseNem12(two).problem).toEqual({ line: 5, message: t.secondHeader });
  });

  it('refuses a record broken over lines with the line where it starts', () => {
    const vals = values('1');
    const broken = [HEADER, details(), `300,20261001,${vals.slice(0, 20).join(',')}`, `${vals.slice(20).join(',')},A,,,20261125090000,20261125090500`, '900'];
    expect(parseNem12(broken.join('\n')).problem).toEqual({ line: 3, message: t.brokenRecord('300') });
  });

  it('refuses a record of NEM13 (250, 550) in a NEM12 file, and a line that is no record after a 200 record as broken', () => {
    expect(parseNem12(file(details(), '250,4100000099,E1,1,E1,E1,M1,E,1,20261001000000,A,,,2,20261101000000,A,,,1,kWh')).problem).toEqual({
      line: 3,
      message: t.recordNotInVersion('250', 'NEM12'),
    });
    expect(parseNem12(file(details(), 'E1,M1,kWh')).problem).toEqual({ line: 3, message: t.brokenRecord('200') });
  });

  it('says an empty file is empty', () => {
    expect(parseNem12('').problem).toEqual({ line: 1, message: t.empty });
    expect(parseNem12('\r\n  \r\n').problem).toEqual({ line: 1, message: t.empty });
  });

  it('reads a blank meter serial number as blank, with the NMI and suffix to resolve it from', () => {
    const { days } = parseNem12(file(details('kWh', 30, { serial: '', suffix: 'B1' }), day('20261001', values('1'))));
    expect(days[0]).toMatchObject({ nmi: '4100000099', meterCode: '', register: 'B1' });
  });

  it('refuses an unknown quality method and a short 300 record followed by a record', () => {
    expect(parseNem12(file(details(), day('20261001', values('1'), 'X'))).problem).toEqual({ line: 3, message: t.badQuality('X') });
    expect(parseNem12(file(details(), day('20261001', values('1', 47)))).problem).toEqual({ line: 3, message: t.intervalCount(48, 47) });
  });

  it('refuses a 300 record whose values are all there but not the 5 fields after them, saying so (Western Power leaves off MSATSLoadDateTime)', () => {
    const withoutLoadTime = `300,20261001,${values('1').join(',')},A,,,20261125090000`;
    expect(parseNem12(file(details(), withoutLoadTime)).problem).toEqual({ line: 3, message: t.fieldsAfterValues(4, 5) });
  });
});
