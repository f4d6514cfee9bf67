/** csvRecords: the CSV reader of meter-read uploads (RFC 4180). */
import { describe, expect, it } from 'vitest';
import { csvRecords, CsvSyntaxError } from '../src/lib/csv-records';

describe('csvRecords', () => {
  it.each([
    [
      'a,b,c\n1,2,3',
      [
        ['a', 'b', 'c'],
        ['1', '2', '3'],
      ],
    ],
    [
      'a,"b,x",c\r\n1,"2""q",3\r\n',
      [
        ['a', 'b,x', 'c'],
        ['1', '2"q', '3'],
      ],
    ],
    [
      '"multi\nline",x\ny,z',
      [
        ['multi\nline', 'x'],
        ['y', 'z'],
      ],
    ],
    ['a, "b" ,c\n', [['a', 'b', 'c']]],
    [
      'a,b,\n1,2,',
      [
        ['a', 'b', ''],
        ['1', '2', ''],
      ],
    ],
    ['a\rb\rc', [['a'], ['b'], ['c']]],
    [' x , y ', [[' x ', ' y ']]],
    ['a,b"c,d', [['a', 'b"c', 'd']]],
  ])('reads %j', (text, records) => {
    expect(csvRecords(text)).toEqual(records);
  });

  it('leaves out records whose fields are all blank', () => {
    expect(csvRecords('a,b\n\n , \n1,2\n\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it.each(['"open,x\n1,2', '"a"b,c'])('refuses %j', (text) => {
    expect(() => csvRecords(text)).toThrow(CsvSyntaxError);
  });
});
