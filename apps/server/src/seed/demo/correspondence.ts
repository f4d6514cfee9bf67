import { EMAIL_SUBJECTS, SMS_MESSAGES, STAFF } from './names';
import { load, rows, sqlBuilders, temp, type DemoContext } from './context';

const EMAIL_STATUSES = ['NEW', 'QUEUED', 'SENT', 'DELIVERED', 'FAILED', 'BOUNCED', 'SUPPRESSED', 'POSTED'];
const SMS_STATUSES = ['NEW', 'QUEUED', 'SENT', 'DELIVERED', 'FAILED', 'EXPIRED', 'REJECTED'];

/** Distribution of statuses; the first rows of each kind take every status in turn so any size shows them all. */
const emailStatus = (k: string, rn: string, rnd: (key: string, salt: number, m: number) => string) =>
  `CASE WHEN ${rn} <= ${EMAIL_STATUSES.length} THEN (ARRAY['${EMAIL_STATUSES.join("','")}'])[${rn}]
        WHEN ${rnd(k, 251, 100)} < 60 THEN 'DELIVERED' WHEN ${rnd(k, 251, 100)} < 72 THEN 'SENT' WHEN ${rnd(k, 251, 100)} < 82 THEN 'NEW'
        WHEN ${rnd(k, 251, 100)} < 85 THEN 'QUEUED' WHEN ${rnd(k, 251, 100)} < 91 THEN 'FAILED' WHEN ${rnd(k, 251, 100)} < 96 THEN 'BOUNCED'
        WHEN ${rnd(k, 251, 100)} < 99 THEN 'SUPPRESSED' ELSE 'POSTED' END`;
const smsStatus = (k: string, rn: string, rnd: (key: string, salt: number, m: number) => string) =>
  `CASE WHEN ${rn} <= ${SMS_STATUSES.length} THEN (ARRAY['${SMS_STATUSES.join("','")}'])[${rn}]
        WHEN ${rnd(k, 261, 100)} < 55 THEN 'DELIVERED' WHEN ${rnd(k, 261, 100)} < 65 THEN 'SENT' WHEN ${rnd(k, 261, 100)} < 80 THEN 'NEW'
        WHEN ${rnd(k, 261, 100)} < 83 THEN 'QUEUED' WHEN ${rnd(k, 261, 100)} < 91 THEN 'FAILED' WHEN ${rnd(k, 261, 100)} < 96 THEN 'EXPIRED'
        ELSE 'REJECTED' END`;

/** Why an email was not delivered, as the reason dialog shows it. */
const emailErrors = (alias: string) => `(VALUES
  ('FAILED', 'SMTP_TIMEOUT', 'Temporary failure', 'The receiving mail server did not answer in time.', 'The email is retried; check the address if it keeps failing.'),
  ('BOUNCED', 'HARD_BOUNCE', 'Address does not exist', '550 5.1.1 The email account that you tried to reach does not exist.',
   'Check the address with the customer, then remove it from the blocked list.'),
  ('SUPPRESSED', 'SUPPRESSED', 'Address is on the blocked list', 'A previous email to this address bounced.',
   'Remove the address from the blocked list to send to it again.')) ${alias}(status, display_code, display_reason, reason, help_text)`;

/**
 * Correspondence in every status: bulk-send batches, email requests (with undelivered reasons and
 * the blocked list), SMS requests; posted mail comes with the documents.
 */
export async function insertCorrespondence(ctx: DemoContext) {
  const { rnd, pick, owner, mine, asOf } = sqlBuilders(ctx);
  const batches = await rows<{ id: number; correspondence_type: string }>(
    ctx,
    `INSERT INTO correspondence_batches (company_id, dataset, correspondence_type, parameters, status, total_items, created_items, started_at,
       finished_at, insert_user, created_at)
     SELECT ${owner}, t, jsonb_build_object('networkNodeIds', jsonb_build_array(${ctx.base.buildings}), 'customerTypeIds', '[]'::jsonb,
         'emailSubject', CASE WHEN t = 'ADHOC' THEN 'Planned outage notice' END),
       'COMPLETED', 0, 0, ${asOf} - 20 + time '10:00', ${asOf} - 20 + time '10:04', 'admin', ${asOf} - 20 + time '10:00'
     FROM unnest(ARRAY['TEMPLATE', 'ADHOC', 'SMS']) t
     RETURNING id, correspondence_type`,
  );
  const batch = (type: string) => batches.find((b) => b.correspondence_type === type)!.id;

  await temp(
    ctx,
    'demo_email',
    `     SELECT x.*, ${emailStatus('x.k', 'x.rn', rnd)} AS status
     FROM (
       SELECT ${ctx.base.emails} + (d.i - 1) * 2 + j AS id, (d.i - 1) * 2 + j AS k, row_number() OVER (ORDER BY d.i, j) AS rn,
         d.i, d.customer_id, d.account_id, d.party_id, p.email_address, c.name
       FROM demo_customer d
       JOIN parties p ON ${mine('p')} AND p.id = d.party_id AND p.email_address IS NOT NULL
       JOIN customers c ON ${mine('c')} AND c.id = d.customer_id
       CROSS JOIN generate_series(0, 1) j
       WHERE d.status <> 'PROSPECT' AND j < CASE WHEN d.history THEN 1 + ${rnd('d.i', 250, 2)} ELSE ${rnd('d.i', 250, 2)} END
     ) x`,
    'id',
  );
  const sent = `e.status IN ('SENT', 'DELIVERED', 'BOUNCED', 'POSTED')`;
  await load(
    ctx,
    `INSERT INTO email_requests (id, company_id, dataset, customer_id, customer_account_id, party_id, batch_id, mail_merge_schedule_id,
       correspondence_type, send_to, cc_to, email_subject, email_body, request_status, error_message, attempts, provider_message_id, sent_at,
       delivered_at, insert_user, created_at)
     SELECT e.id, ${owner}, e.customer_id, e.account_id, e.party_id,
       CASE WHEN ${rnd('e.k', 253, 10)} = 0 THEN ${batch('ADHOC')} END,
       CASE WHEN ${rnd('e.k', 254, 2)} = 0 THEN ms.id END,
       CASE WHEN ${rnd('e.k', 254, 2)} = 0 THEN 'TEMPLATE' WHEN ${rnd('e.k', 253, 10)} = 0 THEN 'ADHOC' ELSE 'SYSTEM' END,
       e.email_address, CASE WHEN ${rnd('e.k', 255, 20)} = 0 THEN 'accounts@example.com' END,
       s.subject, '<p>Dear ' || e.name || ',</p><p>' || s.subject || '.</p><p>Kind regards,<br/>Wattle Energy</p>',
       e.status, er.reason,
       CASE WHEN e.status IN ('NEW', 'QUEUED') THEN 0 WHEN e.status = 'FAILED' THEN 3 ELSE 1 END,
       CASE WHEN ${sent} THEN 'msg-' || e.id END,
       CASE WHEN ${sent} THEN t.created + interval '5 minutes' END,
       CASE WHEN e.status = 'DELIVERED' THEN t.created + interval '6 minutes' END,
       ${pick(STAFF, 'e.k', 256)}, t.created
     FROM demo_email e
     CROSS JOIN LATERAL (SELECT ${pick(EMAIL_SUBJECTS, 'e.k', 257)} AS subject) s
     CROSS JOIN LATERAL (SELECT ${asOf} - ${rnd('e.k', 252, 60)} + make_interval(mins => 480 + ${rnd('e.k', 258, 600)}) AS created) t
     LEFT JOIN mail_merge_schedules ms ON ${mine('ms')} AND ms.code = ${pick(['WELCOME_EMAIL', 'PAYMENT_REMINDER_EMAIL', 'FINAL_BILL_EMAIL'], 'e.k', 259)}
     LEFT JOIN ${emailErrors('er')} ON er.status = e.status`,
  );
  await load(
    ctx,
    `INSERT INTO email_suppressions (company_id, dataset, email_address, reason, source, created_at)
     SELECT DISTINCT ON (lower(e.email_address)) ${owner}, e.email_address, 'Hard bounce: the mailbox does not exist', 'BOUNCE',
       ${asOf} - 30 + time '12:00'
     FROM demo_email e WHERE e.status IN ('BOUNCED', 'SUPPRESSED')
     ORDER BY lower(e.email_address), e.id`,
  );
  await load(
    ctx,
    `INSERT INTO email_request_errors (company_id, dataset, email_request_id, email_suppression_id, display_code, display_reason, reason, help_text)
     SELECT ${owner}, e.id, sup.id, er.display_code, er.display_reason, er.reason, er.help_text
     FROM demo_email e
     JOIN ${emailErrors('er')} ON er.status = e.status
     LEFT JOIN email_suppressions sup ON ${mine('sup')} AND lower(sup.email_address) = lower(e.email_address) AND e.status <> 'FAILED'`,
  );

  await load(
    ctx,
    `INSERT INTO sms_requests (company_id, dataset, customer_id, customer_account_id, party_id, batch_id, phone_number, message, status,
       error_message, provider_message_id, sent_at, delivered_at, insert_user, created_at)
     SELECT ${owner}, x.customer_id, x.account_id, x.party_id, CASE WHEN ${rnd('x.k', 262, 5)} = 0 THEN ${batch('SMS')} END, x.mobile_phone,
       replace(replace(${pick(SMS_MESSAGES, 'x.k', 263)}, '{amount}', '$' || (40 + ${rnd('x.k', 264, 400)}) || '.' || lpad(${rnd('x.k', 265, 100)}::text, 2, '0')),
         '{date}', to_char(${asOf} + 7, 'DD/MM/YYYY')),
       x.status,
       CASE x.status WHEN 'FAILED' THEN 'Carrier rejected the message' WHEN 'EXPIRED' THEN 'Handset unreachable before the message expired'
                     WHEN 'REJECTED' THEN 'Number is not a mobile number' END,
       CASE WHEN x.status NOT IN ('NEW', 'QUEUED') THEN 'sms-' || x.k END,
       CASE WHEN x.status NOT IN ('NEW', 'QUEUED') THEN x.created + interval '1 minute' END,
       CASE WHEN x.status = 'DELIVERED' THEN x.created + interval '2 minutes' END,
       ${pick(STAFF, 'x.k', 266)}, x.created
     FROM (
       SELECT y.*, ${smsStatus('y.k', 'y.rn', rnd)} AS status,
         ${asOf} - ${rnd('y.k', 267, 45)} + make_interval(mins => 480 + ${rnd('y.k', 268, 600)}) AS created
       FROM (
         SELECT (d.i - 1) * 2 + j AS k, row_number() OVER (ORDER BY d.i, j) AS rn, d.customer_id, d.account_id, d.party_id, p.mobile_phone
         FROM demo_customer d
         JOIN parties p ON ${mine('p')} AND p.id = d.party_id AND p.mobile_phone IS NOT NULL
         CROSS JOIN generate_series(0, 1) j
         WHERE d.status <> 'PROSPECT' AND j < CASE WHEN d.history THEN 1 + ${rnd('d.i', 260, 2)} WHEN ${rnd('d.i', 260, 3)} = 0 THEN 1 ELSE 0 END
       ) y
     ) x`,
  );
}
