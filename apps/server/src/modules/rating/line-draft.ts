/** A line as the rules work it out, before it is numbered, taxed and written as text (lines.ts). */
import type { DateRange } from './period';
import type { BandDerivation, DecimalText, LineKind, MeterDerivation, PriceClassCategory } from './types';

export interface LineDraft {
  kind: LineKind;
  description: string;
  range: DateRange;
  /** 3 places, as the line stores it. */
  quantity: DecimalText;
  unitOfMeasure: string;
  /** 7 places, as the line stores it. */
  unitRate: DecimalText;
  /** In cents: already rounded to 2 places (billing-rules §1); never zero once a line is kept. */
  amount: bigint;
  scheduleId: number | null;
  rate: { id: number; startDate: string; endDate: string | null } | null;
  touClass: PriceClassCategory | null;
  band: BandDerivation | null;
  meters: MeterDerivation[];
  text: string;
}

/** What every line of one schedule and rate shares. */
export type LineSource = Pick<LineDraft, 'scheduleId' | 'rate' | 'touClass' | 'meters'>;

/** A line of a schedule's rate, built field by field (object spreads are slow in the rating loop). */
export const rateLine = (
  source: LineSource,
  range: DateRange,
  fields: Pick<LineDraft, 'kind' | 'description' | 'quantity' | 'unitOfMeasure' | 'unitRate' | 'amount' | 'band' | 'text'>,
): LineDraft => ({
  kind: fields.kind,
  description: fields.description,
  range,
  quantity: fields.quantity,
  unitOfMeasure: fields.unitOfMeasure,
  unitRate: fields.unitRate,
  amount: fields.amount,
  scheduleId: source.scheduleId,
  rate: source.rate,
  touClass: source.touClass,
  band: fields.band,
  meters: source.meters,
  text: fields.text,
});
