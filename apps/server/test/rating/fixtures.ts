/** Builders of rating-engine inputs for the rating tests: one power (or water) account with one meter unless told otherwise. */
import type {
  ConcessionInput,
  FixedScheduleInput,
  MeterInput,
  MeterReadInput,
  PriceClassInput,
  PricePlanInput,
  ProductTypeInput,
  RatingInput,
  UsageRateInput,
  UsageScheduleInput,
} from '../../src/modules/rating/types';

export const POWER: ProductTypeInput = { id: 1, code: 'POWER', unitOfMeasure: 'kWh', isMetered: true, isTaxable: true };
export const WATER: ProductTypeInput = { id: 3, code: 'WATER', unitOfMeasure: 'kL', isMetered: true, isTaxable: false };

export const CLASS = { ANYTIME: 10, PEAK: 11, OFFPEAK: 12, SHOULDER: 13, CONTROLLED: 14, SOLAR: 15 } as const;
export const PRICE_CLASSES: PriceClassInput[] = [
  { id: CLASS.ANYTIME, code: 'ANYTIME', categoryCode: null },
  { id: CLASS.PEAK, code: 'PEAK', categoryCode: 'PEAK' },
  { id: CLASS.OFFPEAK, code: 'OFFPEAK', categoryCode: 'OFFPEAK' },
  { id: CLASS.SHOULDER, code: 'SHOULDER', categoryCode: 'SHOULDER' },
  { id: CLASS.CONTROLLED, code: 'CONTROLLED', categoryCode: 'CONTROLLED' },
  { id: CLASS.SOLAR, code: 'SOLAR', categoryCode: null },
];
/** One meter type per price class, with the class's id + 10; the anytime one is an interval meter. */
export const METER_TYPE = { ANYTIME: 20, PEAK: 21, OFFPEAK: 22, SHOULDER: 23, CONTROLLED: 24, SOLAR: 25 } as const;
export const METER_TYPES = Object.entries(METER_TYPE).map(([code, id]) => ({ id, code, priceClassId: id - 10, isInterval: code === 'ANYTIME' }));

let nextId = 100;
const newId = () => nextId++;

export const fixedSchedule = (rates: { unitRate: string; startDate?: string; endDate?: string | null; minimumCharge?: string }[]): FixedScheduleInput => ({
  id: newId(),
  invoiceDescription: 'Daily supply',
  isDeleted: false,
  rates: rates.map((r) => ({
    id: newId(),
    invoiceDescription: '',
    startDate: r.startDate ?? '2020-01-01',
    endDate: r.endDate ?? null,
    minimumCharge: r.minimumCharge ?? '0',
    unitRate: r.unitRate,
    isActive: true,
    isDeleted: false,
  })),
});

export interface RateSpec {
  /** [bandStart, unitRate] per step. */
  steps: [string, string][];
  startDate?: string;
  endDate?: string | null;
  minimumCharge?: string;
  minimumChargePerDay?: boolean;
}

export const usageRate = (r: RateSpec): UsageRateInput => ({
  id: newId(),
  invoiceDescription: '',
  startDate: r.startDate ?? '2020-01-01',
  endDate: r.endDate ?? null,
  minimumCharge: r.minimumCharge ?? '0',
  minimumChargePerDay: r.minimumChargePerDay ?? false,
  isActive: true,
  isDeleted: false,
  steps: r.steps.map(([bandStart, unitRate], i) => ({ stepNumber: i + 1, bandStart, unitRate })),
});

export const usageSchedule = (rates: RateSpec[], priceClassId: number = CLASS.ANYTIME, invoiceDescription = 'Usage'): UsageScheduleInput => ({
  id: newId(),
  invoiceDescription,
  isDeleted: false,
  priceClassId,
  meterTypeId: null,
  rates: rates.map(usageRate),
});

/** Worked example B's stepped usage with a price change: 25c / 30c above 1,000 to 28 Feb, 28c / 33c from 1 Mar. */
export const priceChangeUsage = () =>
  usageSchedule([
    {
      steps: [
        ['0', '0.25'],
        ['1000', '0.30'],
      ],
      endDate: '2026-02-28',
    },
    {
      steps: [
        ['0', '0.28'],
        ['1000', '0.33'],
      ],
      startDate: '2026-03-01',
    },
  ]);

export const plan = (fixed: FixedScheduleInput[], usage: UsageScheduleInput[], extra: Partial<PricePlanInput> = {}): PricePlanInput => ({
  id: 1,
  code: 'PLAN',
  isTimeOfUse: false,
  solarRate: null,
  timingProfile: null,
  fixedSchedules: fixed,
  usageSchedules: usage,
  ...extra,
});

export const meter = (id: number, meterTypeId: number = METER_TYPE.ANYTIME, extra: Partial<MeterInput> = {}): MeterInput => ({
  id,
  meterCode: `M${id}`,
  meterTypeId,
  isInterval: false,
  multiplier: '1',
  ...extra,
});

export const read = (meterId: number, readDate: string, quantity: string, extra: Partial<MeterReadInput> = {}): MeterReadInput => ({
  meterId,
  readDate,
  quantity,
  periodDays: 1,
  readType: 'ACTUAL',
  ...extra,
});

export const concession = (dailyRebate: string, usagePercent: string, validFrom = '2020-01-01', validTo: string | null = null): ConcessionInput => ({
  concessionCardId: 1,
  concessionId: 1,
  description: 'Energy rebate',
  productTypeId: null,
  dailyRebate,
  usagePercent,
  validFrom,
  validTo,
});

/** A power account on a quarterly cycle (D = 91) billed 1 Jan – 31 Mar 2026 (90 days) with meter 1 (anytime), no reads. */
export const rating = (pricePlan: PricePlanInput | null, extra: Partial<RatingInput> = {}): RatingInput => ({
  utilityAccount: { id: 7, openDate: '2025-01-01', closeDate: null, lastBilledDate: '2025-12-31', state: 'NSW' },
  periodEnd: '2026-03-31',
  standardDays: 91,
  productType: POWER,
  pricePlan,
  priceClasses: PRICE_CLASSES,
  meterTypes: METER_TYPES,
  meters: [meter(1)],
  reads: [],
  intervalReads: [],
  previousReads: [],
  publicHolidays: [],
  concessions: [],
  ...extra,
});

/** The worked examples' usual plan: daily supply $1.2345; usage 0–1,000 kWh at $0.25, above at $0.30. */
export const examplePlan = () =>
  plan(
    [fixedSchedule([{ unitRate: '1.2345' }])],
    [
      usageSchedule([
        {
          steps: [
            ['0', '0.25'],
            ['1000', '0.30'],
          ],
        },
      ]),
    ],
  );
