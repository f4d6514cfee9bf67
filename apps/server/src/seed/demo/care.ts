import { load, sqlBuilders, type DemoContext } from './context';
import { RULE_CUSTOMERS } from './rule-customers';

const customerBuilding = (ctx: DemoContext, mine: (a: string) => string) =>
  `JOIN network_nodes b ON ${mine('b')} AND b.id = ${ctx.base.buildings} + d.building - 1`;

/** Concession cards (state schemes), life-support registrations (some awaiting medical confirmation) and family-harm protections. */
export async function insertCareRegistrations(ctx: DemoContext) {
  const { rnd, pick, owner, mine, asOf } = sqlBuilders(ctx);
  await load(
    ctx,
    `INSERT INTO concession_cards (company_id, dataset, customer_id, party_id, concession_id, card_type, card_number, card_holder_name,
       valid_from, valid_to, status, verified_date)
     SELECT ${owner}, d.customer_id, d.party_id, c.id, ${pick(['PENSIONER', 'HEALTH_CARE', 'DVA_GOLD', 'SENIORS'], 'd.i', 100)},
       lpad(${rnd('d.i', 101, 1000000000)}::text, 9, '0') || chr(65 + ${rnd('d.i', 102, 26)}),
       d.first_name || ' ' || d.last_name, v.valid_from, v.valid_from + 730,
       CASE WHEN v.valid_from + 730 < ${asOf} THEN 'EXPIRED' WHEN v.status_roll < 80 THEN 'VERIFIED' WHEN v.status_roll < 92 THEN 'PENDING' ELSE 'REJECTED' END,
       CASE WHEN v.status_roll < 80 THEN v.valid_from + 3 END
     FROM demo_customer d
     ${customerBuilding(ctx, mine)}
     JOIN (VALUES ('NSW', 'NSW_LIHR'), ('VIC', 'VIC_ANNUAL'), ('QLD', 'QLD_ECR'), ('SA', 'SA_ENERGY')) m(state, code) ON m.state = b.state
     JOIN concessions c ON ${mine('c')} AND c.code = m.code
     -- The concession rule's customer holds a verified card valid for a year before and after the business date.
     CROSS JOIN LATERAL (
       SELECT CASE WHEN d.i = ${RULE_CUSTOMERS.concession} THEN greatest(d.open_date, ${asOf} - 365)
                   ELSE greatest(d.open_date, ${asOf} - (30 + ${rnd('d.i', 103, 800)})) END AS valid_from,
         CASE WHEN d.i = ${RULE_CUSTOMERS.concession} THEN 0 ELSE ${rnd('d.i', 104, 100)} END AS status_roll
     ) v
     WHERE d.concession`,
  );
  await load(
    ctx,
    `INSERT INTO life_support_registrations (company_id, dataset, customer_id, site_id, party_id, equipment, registered_date, form_sent_date,
       confirmation_due_date, medical_confirmed_date, deregistered_date, status, notes)
     SELECT ${owner}, d.customer_id, ${ctx.base.sites} + (d.i - 1) * 3, d.party_id,
       ${pick(['OXYGEN_CONCENTRATOR', 'KIDNEY_DIALYSIS', 'CPAP', 'VENTILATOR', 'PHOSPHATE_PUMP', 'OTHER'], 'd.i', 110)},
       r.registered, r.registered + 1, r.registered + 50,
       CASE WHEN r.state = 'CONFIRMED' OR r.state = 'DEREGISTERED' THEN r.registered + 10 + ${rnd('d.i', 112, 35)} END,
       CASE WHEN r.state = 'DEREGISTERED' THEN ${asOf} - ${rnd('d.i', 113, 5)} END,
       r.state,
       CASE WHEN r.state = 'AWAITING_CONFIRMATION' THEN 'Medical confirmation form sent; awaiting return.' END
     FROM demo_customer d
     CROSS JOIN LATERAL (
       SELECT ${asOf} - (5 + ${rnd('d.i', 111, 400)}) AS registered,
         CASE WHEN d.i = 8 OR (d.i <> 9 AND ${rnd('d.i', 114, 100)} < 35) THEN 'AWAITING_CONFIRMATION'
              WHEN ${rnd('d.i', 114, 100)} < 95 THEN 'CONFIRMED' ELSE 'DEREGISTERED' END AS state
     ) r
     WHERE d.life_support`,
  );
  await load(
    ctx,
    `INSERT INTO family_harm_records (company_id, dataset, customer_id, party_id, identified_date, suppress_correspondence, suppress_address,
       preferred_contact_method, safe_contact_details, status, notes)
     SELECT ${owner}, d.customer_id, d.party_id, ${asOf} - (10 + ${rnd('d.i', 120, 500)}), true, true, 'MOBILE',
       'Call the mobile only, between 9am and 11am on weekdays', 'ACTIVE', 'Verify identity with the secret question before discussing the account.'
     FROM demo_customer d WHERE d.family_harm`,
  );
}

/** Hardship programme cases, taken from the balance the account had when it entered. */
export async function insertHardship(ctx: DemoContext) {
  const { rnd, pick, owner, mine, asOf } = sqlBuilders(ctx);
  await load(
    ctx,
    `INSERT INTO hardship_cases (company_id, dataset, customer_id, customer_account_id, reason, start_date, end_date, review_date, status,
       debt_at_entry, notes, case_officer)
     SELECT ${owner}, d.customer_id, d.account_id, ${pick(['FINANCIAL', 'ILLNESS', 'UNEMPLOYMENT', 'FAMILY', 'DISASTER', 'OTHER'], 'd.i', 130)},
       h.start_date, CASE WHEN h.status IN ('COMPLETED', 'EXITED') THEN h.start_date + 90 END, h.start_date + 90, h.status,
       greatest(a.balance, 0), 'Assessed capacity to pay; see payment plan.', ${pick(['kpatel', 'troberts', 'lchen'], 'd.i', 131)}
     FROM demo_customer d
     JOIN customer_accounts a ON ${mine('a')} AND a.id = d.account_id
     CROSS JOIN LATERAL (
       SELECT ${asOf} - (10 + ${rnd('d.i', 132, 300)}) AS start_date,
         CASE WHEN ${rnd('d.i', 133, 100)} < 60 THEN 'ACTIVE' WHEN ${rnd('d.i', 133, 100)} < 80 THEN 'ASSESSING'
              WHEN ${rnd('d.i', 133, 100)} < 90 THEN 'COMPLETED' ELSE 'EXITED' END AS status
     ) h
     WHERE d.hardship`,
  );
}

/** The summary's status chips and alerts, derived from what the customer has. */
export async function insertStatusesAndAlerts(ctx: DemoContext) {
  const { owner, mine, asOf } = sqlBuilders(ctx);
  await load(
    ctx,
    `INSERT INTO customer_statuses (company_id, dataset, customer_id, status_type_id, start_date)
     SELECT ${owner}, x.customer_id, t.id, x.start_date
     FROM (
       SELECT customer_id, 'HARDSHIP' AS code, start_date FROM hardship_cases h WHERE ${mine('h')} AND status IN ('ACTIVE', 'ASSESSING')
       UNION ALL SELECT customer_id, 'LIFESUPPORT', registered_date FROM life_support_registrations l WHERE ${mine('l')} AND status <> 'DEREGISTERED'
       UNION ALL SELECT customer_id, 'FAMILYHARM', identified_date FROM family_harm_records f WHERE ${mine('f')} AND status = 'ACTIVE'
       UNION ALL SELECT DISTINCT a.customer_id, 'PAYPLAN', p.start_date FROM payment_plans p
         JOIN customer_accounts a ON a.id = p.customer_account_id WHERE ${mine('p')} AND p.status = 'ACTIVE' AND p.plan_type = 'PAYMENT_PLAN'
       UNION ALL SELECT customer_id, 'CONCESSION', valid_from FROM concession_cards c WHERE ${mine('c')} AND status = 'VERIFIED'
       UNION ALL SELECT customer_id, 'DIRECTDEBIT', open_date FROM customer_accounts a
         WHERE ${mine('a')} AND payment_method = 'DIRECT_DEBIT' AND account_status = 'ACTIVE'
       UNION ALL SELECT DISTINCT a.customer_id, 'COLLECTIONS', ${asOf} FROM treatments tr
         JOIN customer_accounts a ON a.id = tr.customer_account_id WHERE ${mine('tr')} AND tr.treatment_type = 'DISCONNECTION_WARNING'
       UNION ALL SELECT id, status, coalesce(close_date, ${asOf}) FROM customers c WHERE ${mine('c')} AND status IN ('PROSPECT', 'CLOSED')
     ) x
     JOIN customer_status_types t ON ${mine('t')} AND t.code = x.code`,
  );
  await load(
    ctx,
    `INSERT INTO customer_alerts (company_id, dataset, customer_id, alert_text, alert_type, start_date)
     SELECT ${owner}, customer_id, 'Life support registered: never disconnect without the life-support process.', 'warning', registered_date
     FROM life_support_registrations l WHERE ${mine('l')} AND status <> 'DEREGISTERED'
     UNION ALL
     SELECT ${owner}, customer_id, 'Family harm safety: verify identity and use the safe contact details only.', 'error', identified_date
     FROM family_harm_records f WHERE ${mine('f')} AND status = 'ACTIVE'`,
  );
}
