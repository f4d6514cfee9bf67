/**
 * Customers pinned so that even a small demo dataset shows every rating rule (billing-rules.md);
 * customer number C000000i. docs/data-model.md lists what a tester finds on each, and
 * test/demo-rules.test.ts rates them.
 */
export const RULE_CUSTOMERS = {
  /** A verified concession card in its state's scheme, valid over the last billed period. */
  concession: 11,
  /** Residential time of use with peak, shoulder and off-peak register meters, and solar export (a SOLAR feed-in schedule); a price change inside the last billed month. */
  registerTimeOfUse: 13,
  /** Business time of use with a general interval meter split by the two-rate profile. */
  intervalTimeOfUse: 14,
  /** Business five-step power with a price change inside the last billed month, and four-step gas with a minimum charge per period. */
  steppedBusiness: 15,
  /** Residential two-step power with solar export credited at the plan's solar rate, gas with a daily minimum charge, and hot water. */
  residentialAllProducts: 16,
  /** Opened inside the last billed month. */
  openedLastPeriod: 17,
  /** Closed inside the last billed month (its final bill). */
  closedLastPeriod: 18,
} as const;

/** The highest pinned customer number. */
export const LAST_RULE_CUSTOMER = Math.max(...Object.values(RULE_CUSTOMERS));

/** Pinned to a type, an active (or closed) status and a monthly bill; the concession customer keeps its own status and cycle. */
const RESIDENTS = [RULE_CUSTOMERS.registerTimeOfUse, RULE_CUSTOMERS.residentialAllProducts, RULE_CUSTOMERS.openedLastPeriod, RULE_CUSTOMERS.closedLastPeriod];
const BUSINESSES = [RULE_CUSTOMERS.intervalTimeOfUse, RULE_CUSTOMERS.steppedBusiness];

/** SQL: whether customer index `i` is one of `list`. */
const among = (i: string, list: readonly number[]) => `${i} IN (${list.join(', ')})`;

/** SQL conditions on a customer's index for the pins above. */
export const rulePins = {
  resident: (i: string) => among(i, [...RESIDENTS, RULE_CUSTOMERS.concession]),
  business: (i: string) => among(i, BUSINESSES),
  billedMonthly: (i: string) => among(i, [...RESIDENTS, ...BUSINESSES]),
  withGas: (i: string) => among(i, [RULE_CUSTOMERS.steppedBusiness, RULE_CUSTOMERS.residentialAllProducts]),
  withWater: (i: string) => among(i, [RULE_CUSTOMERS.residentialAllProducts]),
  withSolar: (i: string) => among(i, [RULE_CUSTOMERS.registerTimeOfUse, RULE_CUSTOMERS.residentialAllProducts]),
  /** The power plan of a pinned customer, else null. */
  powerPlan: (i: string) =>
    `CASE ${i} WHEN ${RULE_CUSTOMERS.registerTimeOfUse} THEN 'EN-RES-TOU' WHEN ${RULE_CUSTOMERS.intervalTimeOfUse} THEN 'EN-BUS-TOU'
       WHEN ${RULE_CUSTOMERS.steppedBusiness} THEN 'EN-BUS-BLOCK' WHEN ${RULE_CUSTOMERS.residentialAllProducts} THEN 'EN-RES-SR' END`,
};
