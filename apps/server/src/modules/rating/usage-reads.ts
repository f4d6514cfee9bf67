/**
 * What the billing exceptions need of a utility account's usage reads (billing-rules §7: not
 * solar export), gathered in the one pass over the period's reads that also feeds the rates:
 * how many, how many zero, the negative ones, and the exact sums for HIGH_USAGE. A read a rate's
 * tally holds is summed there only; `periodTallies` are those tallies and the reads no rate holds.
 */
import { signOf, thousandths } from './decimal';
import { newTally, type ReadTally } from './read-tally';
import type { MeterInput, MeterReadInput } from './types';

/** Only the sums of these tallies count (meteredTotal), not their reads. */
interface MeterUsage {
  meterId: number;
  /** The period's reads no rate's tally holds (NO_RATE; an interval meter's register reads). */
  unrated: ReadTally;
  /** The 90 days before the period. */
  history: ReadTally;
}

export class UsageReads {
  reads = 0;
  zeroReads = 0;
  historyReads = 0;
  readonly negativeReads: MeterReadInput[] = [];
  /** Together they hold every usage read of the period once. */
  readonly periodTallies: ReadTally[] = [];
  /** By meter; a utility account has a few, so an array (the last of a meter id wins, as in a map). */
  private readonly meters: MeterUsage[] = [];

  /** A usage meter; its tally of the period's reads no rate holds. */
  addMeter(meter: MeterInput): ReadTally {
    const usage = { meterId: meter.id, unrated: newTally(meter), history: newTally(meter) };
    this.meters.push(usage);
    this.periodTallies.push(usage.unrated);
    return usage.unrated;
  }

  /** A usage read of the period, its quantity already read by `thousandths` (null: decimal.js reads it). */
  count(read: MeterReadInput, units: number | null): void {
    this.reads += 1;
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
      if (read.meterId !== meterId) usage = this.usageOf((meterId = read.meterId));
      if (!usage) continue;
      this.historyReads += 1;
      usage.history.total.addRead(thousandths(read.quantity), read.quantity);
    }
  }

  private usageOf(meterId: number): MeterUsage | undefined {
    for (let i = this.meters.length - 1; i >= 0; i--) if (this.meters[i]!.meterId === meterId) return this.meters[i];
    return undefined;
  }

  /** One per meter id (the last meter of an id, as addMeter keeps it). */
  get historyTallies(): ReadTally[] {
    const tallies: ReadTally[] = [];
    for (const usage of this.meters) if (this.usageOf(usage.meterId) === usage) tallies.push(usage.history);
    return tallies;
  }
}
