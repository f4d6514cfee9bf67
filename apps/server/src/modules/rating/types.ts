/**
 * Inputs and outputs of the rating engine (docs/billing.md, /work/shared/billing-rules.md).
 * Inputs name their fields like the tables they are loaded from (pricing.ts, metering.ts,
 * products.ts, assistance.ts, jobs.ts public_holidays). Quantities, rates and amounts are decimal
 * strings as PostgreSQL `numeric` returns them; dates are 'YYYY-MM-DD'.
 */

/** A calendar date, 'YYYY-MM-DD'. */
export type Day = string;
/** An exact decimal as text, e.g. '1234.567'. */
export type DecimalText = string;

export const AUSTRALIAN_STATES = ['NSW', 'ACT', 'VIC', 'TAS', 'SA', 'QLD', 'NT', 'WA'] as const;
export type AustralianState = (typeof AUSTRALIAN_STATES)[number];

export type PriceClassCategory = 'PEAK' | 'OFFPEAK' | 'SHOULDER' | 'CONTROLLED';
/** The price class whose meters export (billing-rules §4 Solar feed-in). */
export const SOLAR_PRICE_CLASS_CODE = 'SOLAR';

/** product_types, with the GST flag that billing-rules §1 keeps on the product type. */
export interface ProductTypeInput {
  id: number;
  code: string;
  unitOfMeasure: string;
  isMetered: boolean;
  isTaxable: boolean;
}

export interface PriceClassInput {
  id: number;
  code: string;
  /** null for anytime and solar classes. */
  categoryCode: PriceClassCategory | null;
}

export interface MeterTypeInput {
  id: number;
  code: string;
  priceClassId: number | null;
  isInterval: boolean;
}

export interface FixedRateInput {
  id: number;
  invoiceDescription: string;
  startDate: Day;
  endDate: Day | null;
  minimumCharge: DecimalText;
  unitRate: DecimalText;
  isActive: boolean;
  isDeleted: boolean;
}

export interface FixedScheduleInput {
  id: number;
  invoiceDescription: string;
  isDeleted: boolean;
  rates: FixedRateInput[];
}

interface UsageRateStepInput {
  stepNumber: number;
  bandStart: DecimalText;
  unitRate: DecimalText;
}

export interface UsageRateInput {
  id: number;
  invoiceDescription: string;
  startDate: Day;
  endDate: Day | null;
  minimumCharge: DecimalText;
  /** The minimum is per day (× the rate's days) rather than per period (prorated). */
  minimumChargePerDay: boolean;
  isActive: boolean;
  isDeleted: boolean;
  steps: UsageRateStepInput[];
}

export interface UsageScheduleInput {
  id: number;
  invoiceDescription: string;
  isDeleted: boolean;
  priceClassId: number | null;
  /** When set, only meters of this meter type feed the schedule. */
  meterTypeId: number | null;
  rates: UsageRateInput[];
}

/** One day-and-time window of a timing profile (time-windows.ts parses the display text into these). */
export interface TimeWindow {
  /** Days the window starts on, 0 = Sunday … 6 = Saturday. */
  days: number[];
  /** Minutes after local midnight, 0…1439. */
  startMinute: number;
  /** Minutes after midnight, 1…1440; at or before startMinute the window crosses midnight. */
  endMinute: number;
}

/** timing_profile_meter_types: the windows of one register (meter type) of the profile. */
interface TimingProfileRegisterInput {
  meterTypeId: number;
  priceClassId: number;
  windows: TimeWindow[];
}

export interface TimingProfileInput {
  id: number;
  registers: TimingProfileRegisterInput[];
}

export interface PricePlanInput {
  id: number;
  code: string;
  isTimeOfUse: boolean;
  /** Credit per exported unit when the plan has no SOLAR usage schedule; null or 0: none. */
  solarRate: DecimalText | null;
  timingProfile: TimingProfileInput | null;
  fixedSchedules: FixedScheduleInput[];
  usageSchedules: UsageScheduleInput[];
}

export interface MeterInput {
  id: number;
  meterCode: string;
  meterTypeId: number | null;
  isInterval: boolean;
  multiplier: DecimalText;
}

/** A read's quality (docs/metering.md "Quality and revisions"); CUSTOMER is the customer's own reading. */
export type ReadType = 'ACTUAL' | 'ESTIMATED' | 'SUBSTITUTED' | 'FINAL_SUBSTITUTE' | 'MISSING' | 'CUSTOMER';

/** meter_reads: usage since the previous read, counted wholly on readDate. */
export interface MeterReadInput {
  meterId: number;
  readDate: Day;
  quantity: DecimalText;
  periodDays: number;
  readType: ReadType;
}

/** meter_interval_reads: one day of intervals in the state's standard time (NEM12). */
export interface IntervalReadInput {
  meterId: number;
  readDate: Day;
  intervalMinutes: number;
  /** null where the market sent no data (quality N): missing, never zero. */
  quantities: (DecimalText | null)[];
  /** One NEM12 quality letter per interval; none: all actual. */
  qualities?: string | null;
}

export interface PublicHolidayInput {
  holidayDate: Day;
  /** null: a national holiday. */
  state: string | null;
}

/** A customer's concession card (concession_cards) with its scheme (concessions). */
export interface ConcessionInput {
  concessionCardId: number;
  concessionId: number;
  description: string;
  productTypeId: number | null;
  dailyRebate: DecimalText;
  usagePercent: DecimalText;
  validFrom: Day;
  validTo: Day | null;
}

export interface UtilityAccountInput {
  id: number;
  openDate: Day;
  closeDate: Day | null;
  lastBilledDate: Day | null;
  /** The site's state: its time zone and public holidays. */
  state: AustralianState;
}

export interface RatingInput {
  utilityAccount: UtilityAccountInput;
  /** The run's period end. */
  periodEnd: Day;
  /** The billing cycle's standard length D (billing-rules §2): band starts and per-period minimums are for D days. */
  standardDays: number;
  productType: ProductTypeInput;
  pricePlan: PricePlanInput | null;
  priceClasses: PriceClassInput[];
  meterTypes: MeterTypeInput[];
  meters: MeterInput[];
  reads: MeterReadInput[];
  intervalReads: IntervalReadInput[];
  /** Reads of the 90 days before the period (HIGH_USAGE); empty when there are none. */
  previousReads: MeterReadInput[];
  publicHolidays: PublicHolidayInput[];
  concessions: ConcessionInput[];
}

export type LineKind = 'FIXED' | 'USAGE' | 'MINIMUM' | 'SOLAR' | 'CONCESSION' | 'ADJUSTMENT';

export interface BandDerivation {
  start: DecimalText;
  proratedStart: DecimalText;
  /** The next step's prorated band start; null for the last step ("and greater"). */
  next: DecimalText | null;
}

export interface MeterDerivation {
  meterId: number;
  /** Actual reads (ACTUAL, CUSTOMER; interval days). */
  reads: number;
  /** Estimated reads (ESTIMATED, SUBSTITUTED). */
  estimatedReads: number;
  /** Sum of the reads × the meter's multiplier, 3 places. */
  quantity: DecimalText;
}

interface LineDerivation {
  pricePlanId: number | null;
  scheduleId: number | null;
  rateId: number | null;
  rateStartDate: Day | null;
  rateEndDate: Day | null;
  touClass: PriceClassCategory | null;
  band: BandDerivation | null;
  meters: MeterDerivation[];
  /** The rule in words, e.g. "90 days × $1.2345 a day". */
  text: string;
}

/** One invoice line, shaped like the bill run API's line. */
export interface RatedLine {
  lineNumber: number;
  kind: LineKind;
  utilityAccountId: number;
  productTypeCode: string;
  description: string;
  periodFrom: Day;
  periodTo: Day;
  days: number;
  quantity: DecimalText;
  unitOfMeasure: string;
  unitRate: DecimalText;
  amount: DecimalText;
  gst: DecimalText;
  derivation: LineDerivation;
}

export type BillingExceptionCode =
  'NO_PRICE_PLAN' | 'NO_RATE' | 'NO_READS' | 'NEGATIVE_READ' | 'ZERO_USAGE' | 'HIGH_USAGE' | 'BUILDING_UNRECONCILED' | 'MISSING_DATA';

export interface BillingException {
  code: BillingExceptionCode;
  utilityAccountId: number;
  /** What raised it, in words (the user-facing title of each code lives with the bill run's texts). */
  detail: string;
  scheduleId: number | null;
  meterId: number | null;
  date: Day | null;
}

export interface RatingResult {
  utilityAccountId: number;
  /** null when the account has nothing to bill (from > to). */
  periodFrom: Day | null;
  periodTo: Day | null;
  days: number;
  lines: RatedLine[];
  exceptions: BillingException[];
}
