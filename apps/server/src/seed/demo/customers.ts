import {
  BUILDING_NAMES,
  BUILDING_SUFFIXES,
  BUSINESS_FORMS,
  BUSINESS_WORDS,
  CUSTOMER_ALERTS,
  CUSTOMER_NOTES,
  EMAIL_DOMAINS,
  FIRST_NAMES,
  LAST_NAMES,
  MANAGING_AGENTS,
  STAFF,
  STREET_NAMES,
  STREET_TYPES,
  SUBURBS,
  TITLES,
} from './names';
import { billingMonth, buildingCodeSql, buildingCount, DEMO_LIMITS, lastBilledMonth, lit, load, run, sqlBuilders, temp, type DemoContext } from './context';
import { numberSql } from '../../modules/numbering/numbering.service';
import { RULE_CUSTOMERS, rulePins } from './rule-customers';

const suburbValues = () =>
  SUBURBS.map(([suburb, state, postcode, area], k) => `(${k}, ${lit(suburb)}, ${lit(state)}, ${lit(postcode)}, ${lit(area)})`).join(', ');

/** Buildings of embedded networks: apartment towers with real-looking streets and suburbs, and their attributes. */
export async function insertBuildings(ctx: DemoContext) {
  const { rnd, pick, owner, mine } = sqlBuilders(ctx);
  const count = buildingCount(ctx.n);
  await load(
    ctx,
    `INSERT INTO network_nodes (id, company_id, dataset, network_id, node_type, building_code, description, street_number, street_name,
       suburb, state, postcode, billing_day, default_billing_cycle_id)
     SELECT ${ctx.base.buildings} + b - 1, ${owner}, (SELECT id FROM networks n WHERE ${mine('n')} AND network_code = 'EN_POWER'), 'BUILDING',
       ${buildingCodeSql('b')},
       ${pick(BUILDING_NAMES, 'b', 1)} || ' ' || ${pick(BUILDING_SUFFIXES, 'b', 2)},
       (1 + ${rnd('b', 3, 300)})::text,
       ${pick(STREET_NAMES, 'b', 4)} || ' ' || ${pick(STREET_TYPES, 'b', 5)},
       s.suburb, s.state, s.postcode, 1 + ${rnd('b', 7, 28)},
       (SELECT id FROM billing_cycles c WHERE ${mine('c')} AND code = 'MONTHLY')
     FROM generate_series(1, ${count}) b
     JOIN (VALUES ${suburbValues()}) s(k, suburb, state, postcode, area) ON s.k = ${rnd('b', 6, SUBURBS.length)}`,
  );
  await load(
    ctx,
    `INSERT INTO network_node_attributes (company_id, dataset, network_node_id, key, value)
     SELECT ${owner}, ${ctx.base.buildings} + b - 1, a.key,
       CASE a.key WHEN 'STRATA_PLAN' THEN 'SP' || (10000 + ${rnd('b', 8, 90000)})
                  WHEN 'MANAGING_AGENT' THEN ${pick(MANAGING_AGENTS, 'b', 9)}
                  WHEN 'EMBEDDED_NETWORK_ID' THEN 'EN' || lpad(b::text, 6, '0')
                  ELSE '4' || lpad((${rnd('b', 10, 1000000000)})::text, 9, '0') END
     FROM generate_series(1, ${count}) b
     CROSS JOIN (VALUES ('STRATA_PLAN'), ('MANAGING_AGENT'), ('EMBEDDED_NETWORK_ID'), ('PARENT_NMI')) a(key)`,
  );
}

/**
 * Every per-customer choice made once, in a temporary table the later steps read: type, status,
 * building and unit, names, contact details, products, billing habits and care flags. The first
 * customers are pinned so that even a tiny dataset has every type, status and case.
 */
export async function createCustomerPlan(ctx: DemoContext) {
  const { rnd, pick, asOf } = sqlBuilders(ctx);
  const buildings = buildingCount(ctx.n);
  await temp(
    ctx,
    'demo_customer',
    `     SELECT x.*,
       CASE WHEN type = 'COMPANY' THEN 1 WHEN type = 'SUNDRY' THEN 1 WHEN ${rulePins.billedMonthly('i')} THEN 1 WHEN ${rnd('i', 40, 100)} < 60 THEN 1 ELSE 3 END
         AS cycle_months,
       CASE WHEN i = ${RULE_CUSTOMERS.closedLastPeriod} THEN ${lastBilledMonth(asOf)} + 19
            WHEN status = 'CLOSED' THEN ${asOf} - (5 + ${rnd('i', 41, 120)}) END AS close_date,
       CASE WHEN has_email AND ${rnd('i', 42, 100)} >= 10 THEN 'EMAIL' ELSE 'POST' END AS delivery,
       type = 'RESIDENT' AND ${rnd('i', 43, 100)} < 25 AS has_partner,
       type <> 'SUNDRY' AND (${rulePins.withGas('i')} OR (building % 3 <> 0 AND ${rnd('i', 44, 100)} < 70)) AS has_gas,
       ${rulePins.withWater('i')} OR (type IN ('RESIDENT', 'OCCUPIER') AND building % 2 = 0) AS has_water,
       type = 'RESIDENT' AND status <> 'PROSPECT' AND (${rulePins.withSolar('i')} OR ${rnd('i', 63, 100)} < 12) AS has_solar,
       type = 'RESIDENT' AND ${rnd('i', 45, 100)} < 15 AS has_controlled_load,
       type = 'RESIDENT' AND status = 'ACTIVE' AND (i = 7 OR ${rnd('i', 46, 100)} < 3) AS hardship,
       type = 'RESIDENT' AND status = 'ACTIVE' AND (i IN (8, 9) OR ${rnd('i', 47, 100)} < 2) AS life_support,
       type = 'RESIDENT' AND status = 'ACTIVE' AND (i = 10 OR ${rnd('i', 48, 200)} = 0) AS family_harm,
       type = 'RESIDENT' AND status <> 'PROSPECT' AND (i = 11 OR ${rnd('i', 49, 100)} < 15) AS concession
     FROM (
       SELECT i,
         ${ctx.base.customers} + i - 1 AS customer_id,
         ${ctx.base.parties} + i - 1 AS party_id,
         ${ctx.base.parties} + ${ctx.n} + i - 1 AS partner_party_id,
         ${ctx.base.accounts} + i - 1 AS account_id,
         ((i - 1) % ${buildings}) + 1 AS building,
         ((((i - 1) / ${buildings}) / 8) + 1) * 100 + (((i - 1) / ${buildings}) % 8) + 1 AS unit_no,
         CASE WHEN i <= 4 THEN (ARRAY['RESIDENT', 'COMPANY', 'OCCUPIER', 'SUNDRY'])[i]
              WHEN ${rulePins.resident('i')} THEN 'RESIDENT' WHEN ${rulePins.business('i')} THEN 'COMPANY'
              WHEN ${rnd('i', 20, 100)} < 70 THEN 'RESIDENT' WHEN ${rnd('i', 20, 100)} < 82 THEN 'COMPANY'
              WHEN ${rnd('i', 20, 100)} < 95 THEN 'OCCUPIER' ELSE 'SUNDRY' END AS type,
         CASE WHEN i IN (5, ${RULE_CUSTOMERS.closedLastPeriod}) THEN 'CLOSED' WHEN i = 6 THEN 'PROSPECT'
              WHEN i <= 11 OR ${rulePins.billedMonthly('i')} THEN 'ACTIVE' WHEN ${rnd('i', 21, 100)} < 8 THEN 'CLOSED'
              WHEN ${rnd('i', 21, 100)} < 12 THEN 'PROSPECT' ELSE 'ACTIVE' END AS status,
         CASE WHEN i = ${RULE_CUSTOMERS.openedLastPeriod} THEN ${lastBilledMonth(asOf)} + 9 ELSE ${asOf} - (130 + ${rnd('i', 22, 2500)}) END AS open_date,
         ${pick(TITLES, 'i', 23)} AS title,
         ${pick(FIRST_NAMES, 'i', 24)} AS first_name,
         ${pick(FIRST_NAMES, 'i', 25)} AS partner_first_name,
         ${pick(LAST_NAMES, 'i', 26)} AS last_name,
         ${pick(LAST_NAMES, 'i', 27)} || ' ' || ${pick(BUSINESS_WORDS, 'i', 28)} || ' ' || ${pick(BUSINESS_FORMS, 'i', 29)} AS business_name,
         ${rnd('i', 30, 100)} < 85 AS has_email,
         ${pick(EMAIL_DOMAINS, 'i', 31)} AS email_domain,
         ${rnd('i', 32, 100)} < 85 AS has_mobile,
         '04' || lpad(${rnd('i', 33, 100000000)}::text, 8, '0') AS mobile_digits,
         ${rnd('i', 34, 100)} < 30 AS has_landline,
         lpad((90000000 + ${rnd('i', 35, 10000000)})::text, 8, '0') AS landline_digits,
         CASE WHEN ${rnd('i', 36, 100)} < 85 THEN 'WATTLE' ELSE 'HARBOUR' END AS brand,
         CASE WHEN ${rnd('i', 37, 100)} < 30 THEN 'DIRECT_DEBIT' WHEN ${rnd('i', 37, 100)} < 75 THEN 'BPAY' ELSE 'CARD' END AS payment_method,
         CASE WHEN i IN (2, 3) THEN 97 ELSE ${rnd('i', 38, 100)} END AS payer,
         i <= ${DEMO_LIMITS.historyCustomers} AS history
       FROM generate_series(1, ${ctx.n}) i
     ) x`,
    'i',
  );
}

/** Contacts, customers, their relationships and accounts, notes and alerts. */
export async function insertCustomers(ctx: DemoContext) {
  const { rnd, pick, owner, mine, asOf } = sqlBuilders(ctx);
  /** Invoices are raised on the 3rd for periods ending on the last day of the month before. */
  const lastInvoice = `CASE WHEN ${billingMonth(asOf)} + 2 <= ${asOf} THEN ${billingMonth(asOf)} + 2
    ELSE (${billingMonth(asOf)} - make_interval(months => d.cycle_months))::date + 2 END`;
  const emailLocal = (first: string) => `regexp_replace(wattle_fold(${first} || '.' || d.last_name), '[^a-z0-9.]', '', 'g') || (d.i % 97)`;
  const mobile = `substr(d.mobile_digits, 1, 4) || ' ' || substr(d.mobile_digits, 5, 3) || ' ' || substr(d.mobile_digits, 8, 3)`;
  const landline = `'(' || s.area || ') ' || substr(d.landline_digits, 1, 4) || ' ' || substr(d.landline_digits, 5, 4)`;
  const suburbs = `JOIN network_nodes b ON ${mine('b')} AND b.id = ${ctx.base.buildings} + d.building - 1
     JOIN (VALUES ${suburbValues()}) s(k, suburb, state, postcode, area) ON s.suburb = b.suburb AND s.postcode = b.postcode`;

  await load(
    ctx,
    `INSERT INTO parties (id, company_id, dataset, party_type, title, first_name, last_name, organisation_name, display_name,
       email_address, mobile_phone, home_phone, work_phone, date_of_birth, postal_address_line1, postal_suburb, postal_state,
       postal_postcode, preferred_contact_method)
     SELECT d.party_id, ${owner},
       CASE WHEN d.type = 'COMPANY' OR (d.type = 'SUNDRY' AND d.i % 2 = 0) THEN 'ORGANISATION' ELSE 'PERSON' END,
       CASE WHEN d.type IN ('RESIDENT', 'SUNDRY') THEN d.title END,
       CASE WHEN d.type = 'OCCUPIER' THEN 'The' WHEN d.type IN ('RESIDENT', 'SUNDRY') THEN d.first_name END,
       CASE WHEN d.type = 'OCCUPIER' THEN 'Occupier' WHEN d.type IN ('RESIDENT', 'SUNDRY') THEN d.last_name END,
       CASE WHEN d.type = 'COMPANY' OR (d.type = 'SUNDRY' AND d.i % 2 = 0) THEN d.business_name END,
       CASE WHEN d.type = 'OCCUPIER' THEN 'The Occupier'
            WHEN d.type = 'COMPANY' OR (d.type = 'SUNDRY' AND d.i % 2 = 0) THEN d.business_name
            ELSE d.first_name || ' ' || d.last_name END,
       CASE WHEN d.type = 'OCCUPIER' OR NOT d.has_email THEN NULL
            WHEN d.type = 'COMPANY' THEN 'accounts' || (d.i % 97) || '@' || d.email_domain
            ELSE ${emailLocal('d.first_name')} || '@' || d.email_domain END,
       CASE WHEN d.has_mobile AND d.type <> 'OCCUPIER' THEN ${mobile} END,
       CASE WHEN d.has_landline AND d.type = 'RESIDENT' THEN ${landline} END,
       CASE WHEN d.type = 'COMPANY' THEN ${landline} END,
       CASE WHEN d.type = 'RESIDENT' THEN ${asOf} - (6570 + ${rnd('d.i', 50, 20000)}) END,
       CASE WHEN d.type = 'COMPANY' AND d.i % 5 = 0 THEN 'PO Box ' || (100 + ${rnd('d.i', 51, 9000)})
            ELSE CASE WHEN d.type = 'COMPANY' THEN 'Suite ' ELSE 'Unit ' END || d.unit_no || ', ' || b.street_number || ' ' || b.street_name END,
       b.suburb, b.state, b.postcode,
       CASE WHEN d.type = 'OCCUPIER' THEN 'POST' WHEN d.has_email THEN 'EMAIL' WHEN d.has_mobile THEN 'MOBILE' ELSE 'POST' END
     FROM demo_customer d ${suburbs}`,
  );
  await load(
    ctx,
    `INSERT INTO parties (id, company_id, dataset, party_type, title, first_name, last_name, display_name, email_address, mobile_phone,
       postal_address_line1, postal_suburb, postal_state, postal_postcode, preferred_contact_method)
     SELECT d.partner_party_id, ${owner}, 'PERSON', ${pick(['Mr', 'Ms', 'Mrs', 'Dr'], 'd.i', 52)}, d.partner_first_name, d.last_name,
       d.partner_first_name || ' ' || d.last_name,
       ${emailLocal('d.partner_first_name')} || '@' || d.email_domain,
       '04' || substr(d.mobile_digits, 5, 2) || ' ' || substr(d.mobile_digits, 3, 3) || ' ' || substr(d.mobile_digits, 7, 3),
       CASE WHEN d.type = 'COMPANY' THEN 'Suite ' ELSE 'Unit ' END || d.unit_no || ', ' || b.street_number || ' ' || b.street_name,
       b.suburb, b.state, b.postcode, 'MOBILE'
     FROM demo_customer d ${suburbs}
     WHERE d.has_partner OR d.type = 'COMPANY'`,
  );
  await load(
    ctx,
    `INSERT INTO customers (id, company_id, dataset, customer_number, customer_type_id, name, trading_name, abn, status, primary_party_id,
       open_date, close_date)
     SELECT d.customer_id, ${owner}, ${numberSql('customer', 'd.i')}, t.id,
       CASE d.type WHEN 'RESIDENT' THEN d.first_name || CASE WHEN d.has_partner THEN ' & ' || d.partner_first_name ELSE '' END || ' ' || d.last_name
                   WHEN 'COMPANY' THEN d.business_name
                   WHEN 'OCCUPIER' THEN 'The Occupier'
                   ELSE CASE WHEN d.i % 2 = 0 THEN d.business_name ELSE d.first_name || ' ' || d.last_name END END,
       CASE WHEN d.type = 'COMPANY' THEN split_part(d.business_name, ' ', 1) || ' ' || split_part(d.business_name, ' ', 2) END,
       CASE WHEN d.type = 'COMPANY' THEN lpad((10 + ${rnd('d.i', 53, 90)})::text, 2, '0') || ' ' || lpad(${rnd('d.i', 54, 1000)}::text, 3, '0') || ' '
         || lpad(${rnd('d.i', 55, 1000)}::text, 3, '0') || ' ' || lpad(${rnd('d.i', 56, 1000)}::text, 3, '0') END,
       d.status, d.party_id,
       CASE WHEN d.status <> 'PROSPECT' THEN d.open_date END, d.close_date
     FROM demo_customer d
     JOIN customer_types t ON ${mine('t')} AND t.code = d.type`,
  );
  await load(
    ctx,
    `INSERT INTO customer_relationships (company_id, dataset, customer_id, party_id, relationship_type, is_primary, start_date)
     SELECT ${owner}, d.customer_id, d.party_id, 'ACCOUNT_HOLDER', true, d.open_date FROM demo_customer d
     UNION ALL
     SELECT ${owner}, d.customer_id, d.partner_party_id, CASE WHEN d.type = 'COMPANY' THEN 'BILLING_CONTACT' ELSE 'SECONDARY_HOLDER' END, false, d.open_date
     FROM demo_customer d WHERE d.has_partner OR d.type = 'COMPANY'`,
  );
  await load(
    ctx,
    `INSERT INTO customer_accounts (id, company_id, dataset, customer_id, account_number, brand_id, billing_cycle_id, delivery_method_id,
       account_status, open_date, close_date, payment_method, payment_terms_days, invoice_format, last_invoice_date, next_invoice_date)
     SELECT d.account_id, ${owner}, d.customer_id, (1000000 + d.i)::text, br.id, bc.id, dm.id, d.status,
       CASE WHEN d.status <> 'PROSPECT' THEN d.open_date END, d.close_date, d.payment_method,
       CASE WHEN d.type = 'COMPANY' THEN 30 ELSE 14 END,
       CASE WHEN d.type = 'COMPANY' THEN 'DETAILED' ELSE 'SUMMARY' END,
       CASE d.status WHEN 'PROSPECT' THEN NULL WHEN 'CLOSED' THEN d.close_date + 3 ELSE ${lastInvoice} END,
       CASE WHEN d.status = 'ACTIVE' THEN (${lastInvoice} + make_interval(months => d.cycle_months))::date END
     FROM demo_customer d
     JOIN brands br ON ${mine('br')} AND br.code = d.brand
     JOIN billing_cycles bc ON ${mine('bc')} AND bc.period_months = d.cycle_months
     JOIN delivery_methods dm ON ${mine('dm')} AND dm.code = d.delivery`,
  );
  await load(
    ctx,
    `INSERT INTO customer_notes (company_id, dataset, customer_id, note, insert_user, insert_date_time)
     SELECT ${owner}, d.customer_id, ${pick(CUSTOMER_NOTES, 'd.i', 57)}, ${pick(STAFF, 'd.i', 58)},
       least(d.open_date + ${rnd('d.i', 59, 100)}, ${asOf} - 1)::timestamptz + interval '10 hours'
     FROM demo_customer d WHERE ${rnd('d.i', 60, 100)} < 20`,
  );
  await load(
    ctx,
    `INSERT INTO customer_alerts (company_id, dataset, customer_id, alert_text, alert_type, start_date)
     SELECT ${owner}, d.customer_id, ${pick(CUSTOMER_ALERTS, 'd.i', 61)}, 'info', d.open_date
     FROM demo_customer d WHERE d.i = 12 OR ${rnd('d.i', 62, 100)} < 3`,
  );
}

/** The numbering counters (modules/numbering) continue after the generated customer and account numbers. */
export async function insertNumberCounters(ctx: DemoContext) {
  const { owner } = sqlBuilders(ctx);
  await run(
    ctx,
    `INSERT INTO number_counters (company_id, dataset, kind, last_value)
     VALUES (${owner}, 'customer', ${ctx.n}), (${owner}, 'account', 1000000 + ${ctx.n})
     ON CONFLICT (company_id, dataset, kind) DO UPDATE SET last_value = greatest(number_counters.last_value, excluded.last_value)`,
  );
}
