/**
 * What the billing exceptions need of a utility account's usage reads (billing-rules §7: not
 * solar export), gathered in the one pass over the period's reads that also feeds the rates:
 * how many, how many zero, the negative ones, and each meter's exact sum for HIGH_USAGE.
 */
import { signOf } from './decimal';
import { countRead, newTally, type ReadTally } from './read-tally';
import type { MeterInput, MeterReadInput } from './types';

export class UsageReads {
  reads = 0;
  zeroReads = 0;
  readonly negativeReads: MeterReadInput[] = [];
  /** Each usage meter's reads in the period. */
  readonly byMeter = new Map<number, ReadTally>();

  addMeter(meter: MeterInput): ReadTally {
    const tally = newTally(meter);
    this.byMeter.set(meter.id, tally);
    return tally;
  }

  /** A read of the period, its quantity already read by `thousandths` (null: decimal.js reads it). */
  count(tally: ReadTally, read: MeterReadInput, units: number | null): void {
    this.reads += 1;
    countRead(tally, units, read.quantity, read.readType);
    const sign = units === null ? signOf(read.quantity) : Math.sign(units);
    if (sign === 0) this.zeroReads += 1;
    else if (sign < 0) this.negativeReads.push(read);
  }
}
