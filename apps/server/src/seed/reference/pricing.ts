import type { Db, Tx } from '../../db/client';
import {
  glAccounts,
  itemCategories,
  meterTypes,
  priceClasses,
  productTypes,
  scheduleTypes,
  timingProfileMeterTypes,
  timingProfiles,
} from '../../db/schema/index';
import type { SeedScope } from '../reference';
import { windowSpecs } from '../../modules/price-plans/window-specs';
import { idsByCode } from './ids';

const GL_ACCOUNTS = [
  { code: '1000', description: 'Operating bank account', accountType: 'BANK' },
  { code: '1100', description: 'Accounts receivable', accountType: 'RECEIVABLE' },
  { code: '2100', description: 'GST collected', accountType: 'LIABILITY' },
  { code: '4000', description: 'Electricity sales', accountType: 'REVENUE' },
  { code: '4010', description: 'Gas sales', accountType: 'REVENUE' },
  { code: '4020', description: 'Water sales', accountType: 'REVENUE' },
  { code: '4030', description: 'Internet sales', accountType: 'REVENUE' },
  { code: '4040', description: 'Telephone sales', accountType: 'REVENUE' },
  { code: '4100', description: 'Supply charges', accountType: 'REVENUE' },
  { code: '4200', description: 'Fees and charges', accountType: 'REVENUE' },
  { code: '5100', description: 'Concession rebates', accountType: 'EXPENSE' },
] as const;

/** Per product: a fixed (supply) and a usage schedule type, and their item categories. */
const SCHEDULE_TYPES: [product: string, code: string, description: string, isFixedCharge: boolean, categories: [string, string][]][] = [
  ['POWER', 'POWER_FIXED', 'Electricity daily supply', true, [['POWER_SUPPLY', 'Electricity supply charge']]],
  [
    'POWER',
    'POWER_USAGE',
    'Electricity usage',
    false,
    [
      ['POWER_USAGE', 'Electricity usage'],
      ['POWER_SOLAR', 'Solar feed-in credit'],
    ],
  ],
  ['GAS', 'GAS_FIXED', 'Gas daily supply', true, [['GAS_SUPPLY', 'Gas supply charge']]],
  ['GAS', 'GAS_USAGE', 'Gas usage', false, [['GAS_USAGE', 'Gas usage']]],
  ['WATER', 'WATER_FIXED', 'Water service charge', true, [['WATER_SUPPLY', 'Water service charge']]],
  ['WATER', 'WATER_USAGE', 'Water usage', false, [['WATER_USAGE', 'Water usage']]],
  ['ISP', 'ISP_FIXED', 'Internet plan', true, [['ISP_PLAN', 'Internet plan fee']]],
  ['ISP', 'ISP_USAGE', 'Internet extra data', false, [['ISP_DATA', 'Extra data']]],
  ['TELCO', 'TELCO_FIXED', 'Phone plan', true, [['TELCO_PLAN', 'Phone plan fee']]],
  ['TELCO', 'TELCO_USAGE', 'Phone calls', false, [['TELCO_CALLS', 'Calls']]],
];

/** Item categories outside any schedule: fees, concessions, adjustments. */
const OTHER_CATEGORIES: [string, string][] = [
  ['FEES', 'Fees and charges'],
  ['CONCESSION', 'Concession rebate'],
  ['ADJUSTMENT', 'Adjustment'],
];

const PRICE_CLASSES: [product: string, code: string, description: string, category: 'PEAK' | 'OFFPEAK' | 'SHOULDER' | 'CONTROLLED' | null][] = [
  ['POWER', 'ANYTIME', 'Anytime', null],
  ['POWER', 'PEAK', 'Peak', 'PEAK'],
  ['POWER', 'OFFPEAK', 'Off peak', 'OFFPEAK'],
  ['POWER', 'SHOULDER', 'Shoulder', 'SHOULDER'],
  ['POWER', 'CONTROLLED', 'Controlled load', 'CONTROLLED'],
  ['POWER', 'SOLAR', 'Solar feed-in', null],
  ['GAS', 'GAS_ANYTIME', 'Gas anytime', null],
  ['WATER', 'WATER_COLD', 'Cold water', null],
  ['WATER', 'WATER_HOT', 'Hot water', null],
  ['ISP', 'ISP_DATA', 'Data', null],
  ['TELCO', 'TELCO_CALLS', 'Calls', null],
];

const METER_TYPES: [product: string, code: string, description: string, priceClass: string, isInterval: boolean][] = [
  ['POWER', 'PWR_GENERAL', 'General supply (interval)', 'ANYTIME', true],
  ['POWER', 'PWR_PEAK', 'Peak register', 'PEAK', true],
  ['POWER', 'PWR_OFFPEAK', 'Off-peak register', 'OFFPEAK', true],
  ['POWER', 'PWR_SHOULDER', 'Shoulder register', 'SHOULDER', true],
  ['POWER', 'PWR_CONTROLLED', 'Controlled load', 'CONTROLLED', true],
  ['POWER', 'PWR_SOLAR', 'Solar export', 'SOLAR', true],
  ['GAS', 'GAS_BASIC', 'Gas meter', 'GAS_ANYTIME', false],
  ['WATER', 'WATER_COLD_METER', 'Cold water meter', 'WATER_COLD', false],
  ['WATER', 'WATER_HOT_METER', 'Hot water meter', 'WATER_HOT', false],
];

const TIMING_PROFILES: [product: string, code: string, description: string, windows: [meterType: string, window: string][]][] = [
  [
    'POWER',
    'TOU_3RATE',
    'Time of use (peak, shoulder, off peak)',
    [
      ['PWR_PEAK', 'Mon-Fri 14:00-20:00'],
      ['PWR_SHOULDER', 'Mon-Fri 07:00-14:00, Mon-Fri 20:00-22:00'],
      ['PWR_OFFPEAK', 'Mon-Fri 22:00-07:00, weekends'],
    ],
  ],
  [
    'POWER',
    'TOU_2RATE',
    'Two rate (peak, off peak)',
    [
      ['PWR_PEAK', 'Every day 07:00-23:00'],
      ['PWR_OFFPEAK', 'Every day 23:00-07:00'],
    ],
  ],
  ['POWER', 'CONTROLLED_LOAD', 'Controlled load (overnight)', [['PWR_CONTROLLED', 'Every day 22:00-07:00']]],
];

/** GL accounts, schedule types, item categories, price classes, meter types and timing profiles. */
export async function seedPricingCatalogues(tx: Tx | Db, scope: SeedScope) {
  const product = await idsByCode(tx, productTypes, productTypes.code, scope);
  await tx.insert(glAccounts).values(GL_ACCOUNTS.map((g) => ({ ...scope, ...g })));

  const schedules = await tx
    .insert(scheduleTypes)
    .values(SCHEDULE_TYPES.map(([p, code, description, isFixedCharge]) => ({ ...scope, productTypeId: product(p), code, description, isFixedCharge })))
    .returning({ id: scheduleTypes.id, code: scheduleTypes.code });
  const scheduleId = (code: string) => schedules.find((s) => s.code === code)!.id;
  await tx
    .insert(itemCategories)
    .values([
      ...SCHEDULE_TYPES.flatMap(([, schedule, , , categories]) =>
        categories.map(([code, description]) => ({ ...scope, scheduleTypeId: scheduleId(schedule), code, description })),
      ),
      ...OTHER_CATEGORIES.map(([code, description]) => ({ ...scope, code, description })),
    ]);

  const classes = await tx
    .insert(priceClasses)
    .values(PRICE_CLASSES.map(([p, code, description, categoryCode]) => ({ ...scope, productTypeId: product(p), code, description, categoryCode })))
    .returning({ id: priceClasses.id, code: priceClasses.code });
  const classId = (code: string) => classes.find((c) => c.code === code)!.id;
  const meters = await tx
    .insert(meterTypes)
    .values(
      METER_TYPES.map(([p, code, description, priceClass, isInterval]) => ({
        ...scope,
        productTypeId: product(p),
        priceClassId: classId(priceClass),
        code,
        description,
        isInterval,
      })),
    )
    .returning({ id: meterTypes.id, code: meterTypes.code });
  const meterTypeId = (code: string) => meters.find((m) => m.code === code)!.id;

  for (const [p, code, description, windows] of TIMING_PROFILES) {
    const [profile] = await tx
      .insert(timingProfiles)
      .values({ ...scope, productTypeId: product(p), code, description })
      .returning({ id: timingProfiles.id });
    await tx.insert(timingProfileMeterTypes).values(
      windows.map(([meterType, timeWindow]) => ({
        ...scope,
        timingProfileId: profile!.id,
        meterTypeId: meterTypeId(meterType),
        timeWindow,
        windows: windowSpecs(timeWindow),
      })),
    );
  }
}
