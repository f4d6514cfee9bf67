/**
 * In-memory utility accounts for the rating figure: a quarter (90 days) of daily reads each, half
 * on a stepped plan (one anytime meter) and half on a time-of-use plan (peak and off-peak
 * registers), with a price change mid-quarter, a concession on every tenth account and the 90
 * days before the period for HIGH_USAGE. Deterministic (seeded), so runs compare.
 */
import type { MeterReadInput, PricePlanInput, RatingInput } from '../../apps/server/src/modules/rating/types';

const PERIOD_START = '2026-01-01';
const PERIOD_END = '2026-03-31';
const DAYS = 90;

const CLASS = { ANYTIME: 1, PEAK: 2, OFFPEAK: 3 } as const;
const METER_TYPE = { ANYTIME: 11, PEAK: 12, OFFPEAK: 13 } as const;

/** mulberry32: a small seeded generator. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const dayText = (offset: number) => new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10);
const periodDays = Array.from({ length: DAYS }, (_, i) => dayText(i));
const historyDays = Array.from({ length: DAYS }, (_, i) => dayText(i - DAYS));

const rate = (id: number, startDate: string, endDate: string | null, steps: [string, string][]) => ({
  id,
  invoiceDescription: '',
  startDate,
  endDate,
  minimumCharge: '0',
  minimumChargePerDay: false,
  isActive: true,
  isDeleted: false,
  steps: steps.map(([bandStart, unitRate], i) => ({ stepNumber: i + 1, bandStart, unitRate })),
});

const supply = (id: number) => ({
  id,
  invoiceDescription: 'Daily supply',
  isDeleted: false,
  rates: [
    {
      id: id * 10,
      invoiceDescription: '',
      startDate: '2020-01-01',
      endDate: '2026-02-14',
      minimumCharge: '0',
      unitRate: '1.2345',
      isActive: true,
      isDeleted: false,
    },
    {
      id: id * 10 + 1,
      invoiceDescription: '',
      startDate: '2026-02-15',
      endDate: null,
      minimumCharge: '0',
      unitRate: '1.3010',
      isActive: true,
      isDeleted: false,
    },
  ],
});

const usage = (id: number, priceClassId: number, steps: [[string, string][], [string, string][]]) => ({
  id,
  invoiceDescription: 'Usage',
  isDeleted: false,
  priceClassId,
  meterTypeId: null,
  rates: [rate(id * 10, '2020-01-01', '2026-02-14', steps[0]), rate(id * 10 + 1, '2026-02-15', null, steps[1])],
});

const STEPPED: PricePlanInput = {
  id: 1,
  code: 'STEPPED',
  isTimeOfUse: false,
  solarRate: '0.05',
  timingProfile: null,
  fixedSchedules: [supply(1)],
  usageSchedules: [
    usage(2, CLASS.ANYTIME, [
      [
        ['0', '0.2500000'],
        ['1000', '0.3000000'],
        ['2000', '0.3300000'],
      ],
      [
        ['0', '0.2700000'],
        ['1000', '0.3200000'],
        ['2000', '0.3500000'],
      ],
    ]),
  ],
};

const TIME_OF_USE: PricePlanInput = {
  id: 2,
  code: 'TOU',
  isTimeOfUse: true,
  solarRate: null,
  timingProfile: null,
  fixedSchedules: [supply(3)],
  usageSchedules: [usage(4, CLASS.PEAK, [[['0', '0.4100000']], [['0', '0.4300000']]]), usage(5, CLASS.OFFPEAK, [[['0', '0.1500000']], [['0', '0.1600000']]])],
};

const PRICE_CLASSES: RatingInput['priceClasses'] = [
  { id: CLASS.ANYTIME, code: 'ANYTIME', categoryCode: null },
  { id: CLASS.PEAK, code: 'PEAK', categoryCode: 'PEAK' },
  { id: CLASS.OFFPEAK, code: 'OFFPEAK', categoryCode: 'OFFPEAK' },
];
const METER_TYPES: RatingInput['meterTypes'] = [
  { id: METER_TYPE.ANYTIME, code: 'ANYTIME', priceClassId: CLASS.ANYTIME, isInterval: false },
  { id: METER_TYPE.PEAK, code: 'PEAK', priceClassId: CLASS.PEAK, isInterval: false },
  { id: METER_TYPE.OFFPEAK, code: 'OFFPEAK', priceClassId: CLASS.OFFPEAK, isInterval: false },
];

/** `count` accounts from `firstId` on; the same ids always give the same accounts. */
export function ratingAccounts(firstId: number, count: number): RatingInput[] {
  const next = random(firstId);
  /** Daily usage in kWh, 3 places, around `mean`. */
  const quantity = (mean: number) => (mean * (0.5 + next())).toFixed(3);
  const dailyReads = (meterId: number, days: string[], mean: number): MeterReadInput[] =>
    days.map((readDate) => ({ meterId, readDate, quantity: quantity(mean), periodDays: 1, readType: next() < 0.05 ? 'ESTIMATED' : 'ACTUAL' }));
  return Array.from({ length: count }, (_, i) => {
    const id = firstId + i;
    const timeOfUse = id % 2 === 1;
    const meters = timeOfUse ? [METER_TYPE.PEAK, METER_TYPE.OFFPEAK] : [METER_TYPE.ANYTIME];
    const mean = 5 + next() * 25;
    return {
      utilityAccount: { id, openDate: '2024-07-01', closeDate: null, lastBilledDate: '2025-12-31', state: 'NSW' },
      periodEnd: PERIOD_END,
      standardDays: 91,
      productType: { id: 1, code: 'POWER', unitOfMeasure: 'kWh', isMetered: true, isTaxable: true },
      pricePlan: timeOfUse ? TIME_OF_USE : STEPPED,
      priceClasses: PRICE_CLASSES,
      meterTypes: METER_TYPES,
      meters: meters.map((meterTypeId, m) => ({ id: id * 10 + m, meterCode: `M${id}-${m}`, meterTypeId, isInterval: false, multiplier: '1' })),
      reads: meters.flatMap((_, m) => dailyReads(id * 10 + m, periodDays, mean / meters.length)),
      intervalReads: [],
      previousReads: meters.flatMap((_, m) => dailyReads(id * 10 + m, historyDays, mean / meters.length)),
      publicHolidays: [],
      concessions:
        id % 10 === 0
          ? [
              {
                concessionCardId: id,
                concessionId: 1,
                description: 'Energy rebate',
                productTypeId: 1,
                dailyRebate: '0.90',
                usagePercent: '10',
                validFrom: PERIOD_START,
                validTo: null,
              },
            ]
          : [],
    };
  });
}
