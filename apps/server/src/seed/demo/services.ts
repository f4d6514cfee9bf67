import { awaitsReviewRun, billingMonth, lastBilledMonth, METER_SLOTS, meterId, load, sqlBuilders, temp, type DemoContext } from './context';
import { rulePins } from './rule-customers';

interface UsageSeed {
  priceClass: string;
  meterType: string;
  description: string;
  /** [band start, unit rate] per step, for the past, current and future rate. */
  steps: [string, string][];
  /** A minimum charge of every rate (billing-rules §4): per day, or per period (prorated). */
  minimum?: { charge: string; perDay: boolean };
  /** The item category, when not the product's usage category. */
  itemCategory?: string;
}
interface PlanSeed {
  code: string;
  description: string;
  product: string;
  subType: string;
  network: string;
  timingProfile?: string;
  /** Daily supply charge (unit rate per day). */
  supply: string;
  /** Credit per unit exported when the plan has no SOLAR usage schedule. */
  solarRate?: string;
  usage: UsageSeed[];
}

/** The demo's price plans; each gets a past and a current rate, some a recent or a future change. */
const DEMO_PLANS: PlanSeed[] = [
  {
    code: 'EN-RES-SR',
    description: 'Residential single rate',
    product: 'POWER',
    subType: 'POWER_RES',
    network: 'EN_POWER',
    supply: '1.0512000',
    solarRate: '0.0600000',
    usage: [
      {
        priceClass: 'ANYTIME',
        meterType: 'PWR_GENERAL',
        description: 'Electricity usage',
        steps: [
          ['0', '0.2934000'],
          ['1000', '0.3215000'],
        ],
      },
      { priceClass: 'CONTROLLED', meterType: 'PWR_CONTROLLED', description: 'Controlled load usage', steps: [['0', '0.1543000']] },
    ],
  },
  {
    code: 'EN-RES-TOU',
    description: 'Residential time of use',
    product: 'POWER',
    subType: 'POWER_RES',
    network: 'EN_POWER',
    timingProfile: 'TOU_3RATE',
    supply: '1.1020000',
    usage: [
      { priceClass: 'PEAK', meterType: 'PWR_PEAK', description: 'Peak usage', steps: [['0', '0.4521000']] },
      { priceClass: 'SHOULDER', meterType: 'PWR_SHOULDER', description: 'Shoulder usage', steps: [['0', '0.2987000']] },
      { priceClass: 'OFFPEAK', meterType: 'PWR_OFFPEAK', description: 'Off-peak usage', steps: [['0', '0.1865000']] },
      {
        priceClass: 'SOLAR',
        meterType: 'PWR_SOLAR',
        description: 'Solar feed-in credit',
        steps: [['0', '0.0500000']],
        itemCategory: 'POWER_SOLAR',
      },
    ],
  },
  {
    code: 'EN-BUS-SR',
    description: 'Business single rate',
    product: 'POWER',
    subType: 'POWER_BUS',
    network: 'EN_POWER',
    supply: '1.4532000',
    usage: [
      {
        priceClass: 'ANYTIME',
        meterType: 'PWR_GENERAL',
        description: 'Electricity usage',
        steps: [
          ['0', '0.3120000'],
          ['1000', '0.3380000'],
          ['2000', '0.3510000'],
        ],
      },
    ],
  },
  {
    code: 'EN-BUS-BLOCK',
    description: 'Business five-block',
    product: 'POWER',
    subType: 'POWER_BUS',
    network: 'EN_POWER',
    supply: '1.3875000',
    usage: [
      {
        priceClass: 'ANYTIME',
        meterType: 'PWR_GENERAL',
        description: 'Electricity usage',
        steps: [
          ['0', '0.2950000'],
          ['200', '0.3120000'],
          ['400', '0.3290000'],
          ['600', '0.3460000'],
          ['800', '0.3630000'],
        ],
      },
    ],
  },
  {
    code: 'EN-BUS-TOU',
    description: 'Business time of use',
    product: 'POWER',
    subType: 'POWER_BUS',
    network: 'EN_POWER',
    timingProfile: 'TOU_2RATE',
    supply: '1.5210000',
    usage: [
      { priceClass: 'PEAK', meterType: 'PWR_PEAK', description: 'Peak usage', steps: [['0', '0.3890000']] },
      { priceClass: 'OFFPEAK', meterType: 'PWR_OFFPEAK', description: 'Off-peak usage', steps: [['0', '0.2010000']] },
    ],
  },
  {
    code: 'EN-GAS-RES',
    description: 'Residential gas',
    product: 'GAS',
    subType: 'GAS_RES',
    network: 'EN_GAS',
    supply: '0.6710000',
    usage: [
      {
        priceClass: 'GAS_ANYTIME',
        meterType: 'GAS_BASIC',
        description: 'Gas usage',
        steps: [
          ['0', '0.0412000'],
          ['1000', '0.0385000'],
        ],
        minimum: { charge: '1.5000', perDay: true },
      },
    ],
  },
  {
    code: 'EN-GAS-BUS',
    description: 'Business gas',
    product: 'GAS',
    subType: 'GAS_BUS',
    network: 'EN_GAS',
    supply: '0.9120000',
    usage: [
      {
        priceClass: 'GAS_ANYTIME',
        meterType: 'GAS_BASIC',
        description: 'Gas usage',
        steps: [
          ['0', '0.0398000'],
          ['1000', '0.0385000'],
          ['2000', '0.0372000'],
          ['3000', '0.0360000'],
        ],
        minimum: { charge: '180.0000', perDay: false },
      },
    ],
  },
  {
    code: 'EN-WATER-RES',
    description: 'Residential hot water',
    product: 'WATER',
    subType: 'WATER_HOT',
    network: 'EN_WATER',
    supply: '0.3500000',
    usage: [{ priceClass: 'WATER_HOT', meterType: 'WATER_HOT_METER', description: 'Hot water usage', steps: [['0', '12.4500000']] }],
  },
  {
    code: 'NBN-100',
    description: 'NBN 100 Mbps unlimited',
    product: 'ISP',
    subType: 'NBN_FIBRE',
    network: 'NBN',
    supply: '2.6301000',
    usage: [{ priceClass: 'ISP_DATA', meterType: '', description: 'Extra data', steps: [['0', '0.0000000']] }],
  },
];

const planList = (codes: string[]) => (alias: string) => `${alias}.code IN (${codes.map((c) => `'${c}'`).join(', ')})`;
/** Plans with a price change announced: their current rate ends before a future one. */
const changing = planList(['EN-RES-SR', 'EN-GAS-RES', 'EN-BUS-TOU']);
/**
 * Plans whose price changed on the 15th of the last billed month (so always within the last 90
 * days, and inside the last monthly bill, which rates it with both rates and prorated bands).
 */
const changed = planList(['EN-RES-TOU', 'EN-BUS-BLOCK']);
/** Time of use with peak, shoulder and off-peak registers rather than a general interval meter. */
export const REGISTER_TOU_PLAN = 'EN-RES-TOU';

/**
 * Price plans with fixed and usage schedules; each schedule has a past and a current rate, some a
 * future one, some a rate that started in the last billed month. Work per plan, not per customer.
 */
export async function insertPricePlans(ctx: DemoContext) {
  const { owner, mine, asOf } = sqlBuilders(ctx);
  const plans = DEMO_PLANS.map(
    (p) =>
      `(${[p.code, p.description, p.product, p.subType, p.network, p.timingProfile ?? ''].map((v) => `'${v}'`).join(', ')}, ${p.solarRate ?? 'NULL'}::numeric)`,
  );
  await load(
    ctx,
    `INSERT INTO price_plans (company_id, dataset, code, description, product_type_id, product_sub_type_id, network_id, is_time_of_use,
       start_date, meter_timing_profile_id, solar_rate)
     SELECT ${owner}, v.code, v.description, pt.id, st.id, n.id, v.profile <> '', ${asOf} - 730, tp.id, v.solar_rate
     FROM (VALUES ${plans.join(', ')}) v(code, description, product, sub_type, network, profile, solar_rate)
     JOIN product_types pt ON ${mine('pt')} AND pt.code = v.product
     JOIN product_sub_types st ON ${mine('st')} AND st.code = v.sub_type
     JOIN networks n ON ${mine('n')} AND n.network_code = v.network
     LEFT JOIN timing_profiles tp ON ${mine('tp')} AND tp.code = v.profile`,
  );
  // Rate periods: past (ended six months ago), current (open-ended, or ending before a future or recent rate), future, recent.
  const recent = `${lastBilledMonth(asOf)} + 14`;
  const periods = `(VALUES (1, ${asOf} - 730, ${asOf} - 183, 0.94), (2, ${asOf} - 182, NULL::date, 1.0), (3, ${asOf} + 30, NULL::date, 1.04),
    (4, ${recent}, NULL::date, 1.03)) r(n, start_date, end_date, factor)`;
  const endDate = (plan: string) =>
    `CASE WHEN r.n = 2 AND ${changing(plan)} THEN ${asOf} + 29 WHEN r.n = 2 AND ${changed(plan)} THEN ${recent} - 1 ELSE r.end_date END`;
  const ratePeriods = (plan: string) => `(r.n < 3 OR (r.n = 3 AND ${changing(plan)}) OR (r.n = 4 AND ${changed(plan)}))`;
  const fixed = DEMO_PLANS.map((p) => `('${p.code}', ${p.supply})`).join(', ');
  await load(
    ctx,
    `INSERT INTO fixed_schedules (company_id, dataset, price_plan_id, invoice_description, invoice_grouping, schedule_type_id, gl_account_id,
       item_category_id, line_item_code, sort_order)
     SELECT ${owner}, pp.id, 'Daily supply charge', 'Supply', st.id, gl.id, ic.id, 'SUPPLY', 10
     FROM price_plans pp
     JOIN product_types pt ON pt.id = pp.product_type_id
     JOIN schedule_types st ON ${mine('st')} AND st.code = pt.code || '_FIXED'
     JOIN item_categories ic ON ${mine('ic')} AND ic.schedule_type_id = st.id
     JOIN gl_accounts gl ON ${mine('gl')} AND gl.code = '4100'
     WHERE ${mine('pp')}`,
  );
  await load(
    ctx,
    `INSERT INTO fixed_rates (company_id, dataset, fixed_schedule_id, invoice_description, start_date, end_date, minimum_charge, unit_rate)
     SELECT ${owner}, fs.id, 'Daily supply charge', r.start_date, ${endDate('pp')}, 0, round(v.supply * r.factor, 7)
     FROM fixed_schedules fs
     JOIN price_plans pp ON pp.id = fs.price_plan_id
     JOIN (VALUES ${fixed}) v(code, supply) ON v.code = pp.code
     CROSS JOIN ${periods}
     WHERE ${mine('fs')} AND ${ratePeriods('pp')}`,
  );
  const usage = DEMO_PLANS.flatMap((p) =>
    p.usage.map(
      (u, k) =>
        `('${p.code}', ${k + 1}, '${u.priceClass}', '${u.meterType}', '${u.description}', '${JSON.stringify(u.steps)}'::jsonb, ` +
        `${u.minimum?.charge ?? 0}::numeric, ${u.minimum?.perDay ?? false}, '${u.itemCategory ?? ''}')`,
    ),
  );
  const usageValues = `(VALUES ${usage.join(', ')}) v(code, k, price_class, meter_type, description, steps, minimum_charge, per_day, item_category)`;
  await load(
    ctx,
    `INSERT INTO usage_schedules (company_id, dataset, price_plan_id, invoice_description, invoice_grouping, schedule_type_id, gl_account_id,
       item_category_id, line_item_code, sort_order, price_class_id, meter_type_id, meter_timing_profile_id, multi_rate, default_plan)
     SELECT ${owner}, pp.id, v.description, 'Usage', st.id, gl.id, ic.id, 'USAGE', v.k * 10, pc.id, mt.id, pp.meter_timing_profile_id,
       jsonb_array_length(v.steps) > 1, v.k = 1
     FROM ${usageValues}
     JOIN price_plans pp ON ${mine('pp')} AND pp.code = v.code
     JOIN product_types pt ON pt.id = pp.product_type_id
     JOIN schedule_types st ON ${mine('st')} AND st.code = pt.code || '_USAGE'
     JOIN item_categories ic ON ${mine('ic')}
       AND ic.code = coalesce(nullif(v.item_category, ''), pt.code || CASE WHEN pt.code = 'ISP' THEN '_DATA' ELSE '_USAGE' END)
     JOIN gl_accounts gl ON ${mine('gl')} AND gl.code = CASE pt.code WHEN 'POWER' THEN '4000' WHEN 'GAS' THEN '4010' WHEN 'WATER' THEN '4020' ELSE '4030' END
     JOIN price_classes pc ON ${mine('pc')} AND pc.code = v.price_class
     LEFT JOIN meter_types mt ON ${mine('mt')} AND mt.code = v.meter_type`,
  );
  await load(
    ctx,
    `INSERT INTO usage_rates (company_id, dataset, usage_schedule_id, invoice_description, start_date, end_date, minimum_charge, minimum_charge_per_day)
     SELECT ${owner}, us.id, us.invoice_description, r.start_date, ${endDate('pp')}, v.minimum_charge, v.per_day
     FROM usage_schedules us
     JOIN price_plans pp ON pp.id = us.price_plan_id
     JOIN ${usageValues} ON v.code = pp.code AND v.k * 10 = us.sort_order
     CROSS JOIN ${periods}
     WHERE ${mine('us')} AND ${ratePeriods('pp')}`,
  );
  await load(
    ctx,
    `INSERT INTO usage_rate_steps (company_id, dataset, usage_rate_id, step_number, band_start, unit_rate)
     SELECT ${owner}, ur.id, s.n, (s.step->>0)::numeric, round((s.step->>1)::numeric * CASE
         WHEN ur.start_date < ${asOf} - 365 THEN 0.94 WHEN ur.start_date > ${asOf} THEN 1.04 WHEN ur.start_date > ${asOf} - 90 THEN 1.03 ELSE 1.0 END, 7)
     FROM usage_rates ur
     JOIN usage_schedules us ON us.id = ur.usage_schedule_id
     JOIN price_plans pp ON pp.id = us.price_plan_id
     JOIN ${usageValues} ON v.code = pp.code AND v.k * 10 = us.sort_order
     CROSS JOIN LATERAL jsonb_array_elements(v.steps) WITH ORDINALITY s(step, n)
     WHERE ${mine('ur')}`,
  );
}

/**
 * Sites (power for every customer but sundry ones, gas and hot water where the building has them),
 * one utility account per site on a fitting price plan, and a meter per site: a general interval
 * meter for power, or peak, shoulder and off-peak registers on the register time-of-use plan; a
 * controlled-load meter beside some power meters and a solar export meter beside others.
 */
export async function insertServices(ctx: DemoContext) {
  const { rnd, owner, mine, asOf } = sqlBuilders(ctx);
  await temp(
    ctx,
    'demo_site',
    `     SELECT d.i, p.k, p.product, ${ctx.base.sites} + (d.i - 1) * 3 + p.k AS site_id, ${ctx.base.utilityAccounts} + (d.i - 1) * 3 + p.k AS ua_id,
       ${meterId(ctx, 'd.i', 'p.k')} AS meter_id,
       CASE p.product
         WHEN 'POWER' THEN coalesce(${rulePins.powerPlan('d.i')}, CASE WHEN d.type = 'COMPANY' THEN 'EN-BUS-' ELSE 'EN-RES-' END
           || CASE WHEN ${rnd('d.i', 70, 100)} < 30 THEN 'TOU' WHEN d.type = 'COMPANY' AND ${rnd('d.i', 71, 100)} < 30 THEN 'BLOCK' ELSE 'SR' END)
         WHEN 'GAS' THEN CASE WHEN d.type = 'COMPANY' THEN 'EN-GAS-BUS' ELSE 'EN-GAS-RES' END
         ELSE 'EN-WATER-RES' END AS plan_code
     FROM demo_customer d
     CROSS JOIN (VALUES (0, 'POWER'), (1, 'GAS'), (2, 'WATER')) p(k, product)
     WHERE d.type <> 'SUNDRY' AND (p.k = 0 OR (p.k = 1 AND d.has_gas) OR (p.k = 2 AND d.has_water))`,
    'site_id',
  );
  await load(
    ctx,
    `INSERT INTO sites (id, company_id, dataset, network_node_id, product_type_id, site_identifier, unit_number, street_number, street_name,
       suburb, state, postcode, location)
     SELECT s.site_id, ${owner}, b.id, pt.id,
       CASE s.product WHEN 'POWER' THEN '41' WHEN 'GAS' THEN '52' ELSE 'W0' END || lpad(s.i::text, 8, '0'),
       d.unit_no::text, b.street_number, b.street_name, b.suburb, b.state, b.postcode,
       CASE WHEN d.type = 'COMPANY' THEN 'Suite ' ELSE 'Unit ' END || d.unit_no || ', ' || b.street_number || ' ' || b.street_name || ', '
         || b.suburb || ' ' || b.state || ' ' || b.postcode
     FROM demo_site s
     JOIN demo_customer d ON d.i = s.i
     JOIN network_nodes b ON ${mine('b')} AND b.id = ${ctx.base.buildings} + d.building - 1
     JOIN product_types pt ON ${mine('pt')} AND pt.code = s.product`,
  );
  await load(
    ctx,
    `INSERT INTO utility_accounts (id, company_id, dataset, customer_account_id, site_id, price_plan_id, account_status, open_date, close_date,
       last_billed_date)
     SELECT s.ua_id, ${owner}, d.account_id, s.site_id, pp.id,
       CASE d.status WHEN 'PROSPECT' THEN 'PENDING' ELSE d.status END,
       CASE WHEN d.status = 'PROSPECT' THEN ${asOf} + 14 ELSE d.open_date END, d.close_date,
       CASE WHEN d.status = 'PROSPECT' THEN NULL WHEN d.status = 'CLOSED' THEN d.close_date
            WHEN ${awaitsReviewRun(ctx.n)} THEN (${billingMonth(asOf)} - make_interval(months => d.cycle_months))::date - 1
            ELSE ${billingMonth(asOf)} - 1 END
     FROM demo_site s
     JOIN demo_customer d ON d.i = s.i
     JOIN price_plans pp ON ${mine('pp')} AND pp.code = s.plan_code`,
  );
  await load(
    ctx,
    `INSERT INTO meters (id, company_id, dataset, site_id, utility_account_id, product_type_id, meter_type_id, meter_code, description,
       meter_status_code, is_interval, install_date)
     SELECT m.meter_id, ${owner}, s.site_id, s.ua_id, pt.id, mt.id, m.prefix || lpad(s.i::text, 8, '0') || m.suffix, mt.description, 'ACTIVE',
       mt.is_interval, d.open_date - 30
     FROM demo_site s
     JOIN demo_customer d ON d.i = s.i
     CROSS JOIN LATERAL (${siteMeters(ctx)}) m
     JOIN product_types pt ON ${mine('pt')} AND pt.code = s.product
     JOIN meter_types mt ON ${mine('mt')} AND mt.code = m.meter_type`,
  );
}

/**
 * SQL (a LATERAL over demo_site s and demo_customer d): the meters of a site, with their meter
 * type, code prefix and suffix, and `share`, the part of the site's daily usage each records
 * (solar: the export, a share of nothing; reads.ts gives it its own curve).
 */
export function siteMeters(ctx: DemoContext) {
  const registers = `s.plan_code = '${REGISTER_TOU_PLAN}'`;
  return `SELECT s.meter_id, CASE s.product WHEN 'POWER' THEN 'E' WHEN 'GAS' THEN 'G' ELSE 'W' END AS prefix, '' AS suffix,
         CASE WHEN ${registers} THEN 'PWR_PEAK' WHEN s.product = 'POWER' THEN 'PWR_GENERAL' WHEN s.product = 'GAS' THEN 'GAS_BASIC'
              ELSE 'WATER_HOT_METER' END AS meter_type,
         CASE WHEN ${registers} THEN 0.35 ELSE 1 END AS share
       UNION ALL SELECT ${meterId(ctx, 's.i', METER_SLOTS.controlled)}, 'C', '', 'PWR_CONTROLLED', 0.4 WHERE s.product = 'POWER' AND d.has_controlled_load
       UNION ALL SELECT ${meterId(ctx, 's.i', METER_SLOTS.shoulder)}, 'E', '-S', 'PWR_SHOULDER', 0.3 WHERE ${registers}
       UNION ALL SELECT ${meterId(ctx, 's.i', METER_SLOTS.offPeak)}, 'E', '-O', 'PWR_OFFPEAK', 0.35 WHERE ${registers}
       UNION ALL SELECT ${meterId(ctx, 's.i', METER_SLOTS.solar)}, 'X', '', 'PWR_SOLAR', 0 WHERE s.product = 'POWER' AND d.has_solar`;
}
