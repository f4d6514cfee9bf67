/**
 * What the billing exceptions need of a utility account's usage reads (billing-rules §7: not
 * solar export), gathered in the one pass over the period's reads that also feeds the rates:
 * how many, how many zero, the negative ones, and each meter's exact sums for HIGH_USAGE.
 */
import { signOf, thousandths } from './decimal';
import { newTally, type ReadTally } from './read-tally';
import type { MeterInput, MeterReadInput } from './types';

/** Only the sums of these tallies count (meteredTotal), not their reads. */
interface MeterUsage {
  period: ReadTally;
  /** The 90 days before the period. */
  history: ReadTally;
}

export class UsageReads {
  reads = 0;
  zeroReads = 0;
  historyReads = 0;
  readonly negativeReads: MeterReadInput[] = [];
  private readonly byMeter = new Map<number, MeterUsage>();

  /** A usage meter; its tally of the period's reads. */
  addMeter(meter: MeterInput): ReadTally {
    const usage = { period: newTally(meter), history: newTally(meter) };
    this.byMeter.set(meter.id, usage);
    return usage.period;
  }

  /** A read of the period, its quantity already read by `thousandths` (null: decimal.js reads it). */
  count(tally: ReadTally, read: MeterReadInput, units: number | null): void {
    this.reads += 1;
    tally.total.addRead(units, read.quantity);
    const sign = units === null ? signOf(read.quantity) : Math.sign(units);
    if (sign === 0) this.zeroReads += 1;
    else if (sign < 0) this.negativeReads.push(read);
  }

  /** The reads of the 90 days before the period (those of usage meters). */
  countHistory(reads: MeterReadInput[]): void {
    let meterId = NaN;
    let usage: MeterUsage | undefined;
    for (let i = 0; i < reads.length; i++) {
      const read = reads[i]!;
      // Reads come grouped by meter: one lookup per meter, not per read.
      if (read.meterId !== meterId) usage = this.byMeter.get((meterId = read.meterId));
      if (!usage) continue;
      this.historyReads += 1;
      usage.history.total.addRead(thousandths(read.quantity), read.quantity);
    }
  }

  get periodTallies(): ReadTally[] {
    return [...this.byMeter.values()].map((u) => u.period);
  }

  get historyTallies(): ReadTally[] {
    return [...this.byMeter.values()].map((u) => u.history);
  }
}
