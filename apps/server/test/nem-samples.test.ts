/**
 * The NEM12 and NEM13 readers (issue 31) on the public sample files of AEMO's Meter Data File Format
 * (fixtures/nem-samples/README.md says where each comes from): every energy day and register read
 * they load equals what nem-reader, an independent reader, read from the same file (the
 * `<sample>.expected.json` beside it, written once by `expected.py`). The few samples Wattle refuses
 * are listed with the reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { text } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { METER_DATA_ZIP_PACKING, texts } from '@wattle/contract';
import { zipFiles } from '../src/lib/zip-entries';
import { parseNem12 } from '../src/modules/metering/nem12';
import { parseNem13 } from '../src/modules/metering/nem13';

const t = texts.dashboard.nem12;
const t13 = texts.dashboard.nem13;
const FOLDER = fileURLToPath(new URL('./fixtures/nem-samples/', import.meta.url));

interface ExpectedDay {
  nmi: string;
  suffix: string;
  date: string;
  intervals: number;
  /** The day's kWh, exact: the sum of its intervals that are not N. */
  kwh: string;
  nullIntervals: number[];
}
interface ExpectedRead {
  nmi: string;
  suffix: string;
  readDate: string;
  previousReadDate: string | null;
  quality: string;
  reading: string;
  quantity: string;
}
type Expected = { version: 'NEM12'; days: ExpectedDay[] } | { version: 'NEM13'; reads: ExpectedRead[] };

const samples = readdirSync(FOLDER)
  .filter((name) => !/\.(json|md|py)$/.test(name))
  .sort();

/** A sample's text: AEMO's samples come zipped, one file a zip, as the market sends them. */
async function content(name: string): Promise<string> {
  const file = readFileSync(FOLDER + name);
  if (!/\.zip$/i.test(name)) return file.toString('utf8');
  const [only, ...more] = zipFiles(file, { maxBytes: 1_000_000, maxFiles: 1, packing: METER_DATA_ZIP_PACKING });
  expect(more).toEqual([]);
  return text(only!.open());
}

const expected = (name: string) => JSON.parse(readFileSync(`${FOLDER}${name}.expected.json`, 'utf8')) as Expected;

/** Entries by NMI and suffix, in file order: nem-reader gathers a stream's days wherever its 200 records are. */
function byStream<T extends { nmi: string }>(entries: T[], suffix: (entry: T) => string): Record<string, T[]> {
  const streams: Record<string, T[]> = {};
  for (const entry of entries) (streams[`${entry.nmi}/${suffix(entry)}`] ??= []).push(entry);
  return streams;
}

const kwh = (value: string) => new Decimal(value).toFixed(3);

/**
 * Samples Wattle refuses, with the line and reason. Scenario 10 of ETSAMDP breaks a 300 record over
 * three lines (nem-reader skips that day; POWERMDP's copy of the scenario has it on one line).
 * Scenario 12 of NEM13 is a register whose Quantity is negative, which Wattle does not read as a
 * usage (nem-reader reads it). Western Power's file (WA, outside the NEM) leaves off the 300
 * records' MSATSLoadDateTime field.
 */
const REFUSED: Record<string, { line: number; message: string }> = {
  'NEM12#Scenario10#ETSAMDP#NEMMCO.zip': { line: 27, message: t.brokenRecord('300') },
  'NEM13#000000000000012#CNRGYMDP#NEMMCO.zip': { line: 2, message: t13.negativeRegisterRead('Quantity', '-1490') },
  'NEM13#SEN1312023#AGILITY#NEMMCO.zip': { line: 2, message: t13.negativeRegisterRead('Quantity', '-10') },
  'NEM13#Scenario12#ETSAMDP#NEMMCO.zip': { line: 2, message: t13.negativeRegisterRead('Quantity', '-987') },
  'NEM13#Scenario12#POWERMDP#NEMMCO.zip': { line: 2, message: t13.negativeRegisterRead('Quantity', '-987') },
  'NEM13#Scenario12#UNITEDDP#NEMMCO.zip': { line: 2, message: t13.negativeRegisterRead('Quantity', '-10.0') },
  'nem13#12#INTEGM#NEMMCO.zip': { line: 2, message: t13.negativeRegisterRead('Quantity', '-10.000') },
  'nem13#SCENARIO12#TCAUSTM#NEMMCO.zip': { line: 2, message: t13.negativeRegisterRead('Quantity', '-5.100') },
  'Example_WesternPower.csv': { line: 3, message: t.fieldsAfterValues(4, 5) },
};

const read = samples.filter((name) => !(name in REFUSED));
const nem12 = read.filter((name) => expected(name).version === 'NEM12');
const nem13 = read.filter((name) => expected(name).version === 'NEM13');

describe('the public NEM12 and NEM13 sample files', () => {
  it('are all here, each with what nem-reader read from it', () => {
    expect(samples).toHaveLength(163);
    expect([nem12.length, nem13.length]).toEqual([98, 56]);
    const days = nem12.flatMap((name) => (expected(name) as Extract<Expected, { version: 'NEM12' }>).days);
    const reads = nem13.flatMap((name) => (expected(name) as Extract<Expected, { version: 'NEM13' }>).reads);
    expect([days.length, reads.length]).toEqual([501, 105]);
    expect(days.filter((d) => d.nullIntervals.length > 0).length).toBeGreaterThan(0);
  });

  it.each(Object.entries(REFUSED))('refuses %s with the reason', async (name, problem) => {
    const { version } = expected(name);
    const parse = version === 'NEM12' ? parseNem12 : parseNem13;
    expect(parse(await content(name)).problem).toEqual(problem);
  });

  it.each(nem12)('reads every energy day of %s as nem-reader does, to the Wh', async (name) => {
    const { days, problem } = parseNem12(await content(name));
    expect(problem).toBeUndefined();
    const ours = days.map((day) => ({
      nmi: day.nmi,
      suffix: day.register,
      date: day.readDate,
      intervals: day.intervals.length,
      kwh: day.intervals.reduce((sum, value) => (value === null ? sum : sum.plus(value)), new Decimal(0)).toFixed(3),
      nullIntervals: day.intervals.flatMap((value, i) => (value === null ? [i + 1] : [])),
    }));
    const theirs = (expected(name) as Extract<Expected, { version: 'NEM12' }>).days.map((day) => ({ ...day, kwh: kwh(day.kwh) }));
    expect(byStream(ours, (day) => day.suffix)).toEqual(byStream(theirs, (day) => day.suffix));
  });

  it.each(nem13)('reads every energy register read of %s as nem-reader does', async (name) => {
    const { reads, problem } = parseNem13(await content(name));
    expect(problem).toBeUndefined();
    const ours = reads.map((r) => ({
      nmi: r.nmi,
      suffix: r.register,
      readDate: r.readDate,
      previousReadDate: r.previousReadDate,
      quality: r.quality,
      reading: r.reading,
      quantity: r.quantity,
    }));
    const theirs = (expected(name) as Extract<Expected, { version: 'NEM13' }>).reads.map((r) => ({
      ...r,
      reading: kwh(r.reading),
      quantity: kwh(r.quantity),
    }));
    expect(byStream(ours, (r) => r.suffix)).toEqual(byStream(theirs, (r) => r.suffix));
  });
});
