import { lit, load, sqlBuilders, type DemoContext } from './context';
import { PDF_LINE_WIDTH, PDF_LINES, pdfLineToken, pdfTemplate } from './files';

const POSTED_STATUSES = ['NEW', 'PRINTED', 'POSTED', 'RETURNED', 'CANCELLED'];

/** A one-page PDF as bytea from up to five text lines (made ASCII and cut or padded to the template's width). */
function pdfBytes(lines: string[]) {
  let body = lit(pdfTemplate());
  for (let n = 1; n <= PDF_LINES; n++) {
    const text = lines[n - 1] ?? "''";
    const ascii = `rpad(regexp_replace(unaccent(coalesce(${text}, '')), '[^ -~]|[()\\\\]', ' ', 'g'), ${PDF_LINE_WIDTH})`;
    body = `replace(${body}, ${lit(pdfLineToken(n))}, ${ascii})`;
  }
  return `convert_to(${body}, 'UTF8')`;
}

/**
 * Documents of the customers with full history: the latest invoice as a PDF (linked from the
 * invoice), a welcome letter, a medical confirmation for confirmed life-support customers and a
 * few HTML email copies; and posted mail (in every status) for customers who get their bills by post.
 */
export async function insertDocuments(ctx: DemoContext) {
  const { rnd, owner, mine } = sqlBuilders(ctx);
  const history = `d.history AND d.status <> 'PROSPECT'`;
  const category = (code: string) => `(SELECT id FROM document_categories dc WHERE ${mine('dc')} AND dc.code = '${code}')`;
  const docId = (k: number) => `${ctx.base.documents} + (d.i - 1) * 3 + ${k}`;
  const pdfColumns = `location, content, size_bytes, file_extension, content_type`;
  const pdf = (lines: string[]) => `'Y', ${pdfBytes(lines)}, 0, 'pdf', 'application/pdf'`;

  await load(
    ctx,
    `INSERT INTO documents (id, company_id, dataset, customer_id, party_id, category_id, name, file_name, reference, description, document_date,
       received_via, insert_user, ${pdfColumns})
     SELECT ${docId(0)}, ${owner}, d.customer_id, d.party_id, ${category('INVOICE')}, 'Invoice ' || inv.invoice_number, inv.invoice_number || '.pdf',
       inv.invoice_number, 'Tax invoice', inv.invoice_date, NULL, 'system',
       ${pdf([
         "br.name || ' - Tax invoice'",
         "'Invoice ' || inv.invoice_number || '    Date ' || to_char(inv.invoice_date, 'DD/MM/YYYY')",
         'c.name',
         "'Account ' || a.account_number || '    Period ' || to_char(inv.period_from, 'DD/MM/YYYY') || ' to ' || to_char(inv.period_to, 'DD/MM/YYYY')",
         "'Total ' || to_char(inv.total, 'FM$999,999,990.00') || ' due by ' || to_char(inv.due_date, 'DD/MM/YYYY')",
       ])}
     FROM demo_customer d
     JOIN invoices inv ON ${mine('inv')} AND inv.id = ${ctx.base.invoices} + (d.i - 1) * 12
     JOIN customer_accounts a ON ${mine('a')} AND a.id = d.account_id
     JOIN brands br ON br.id = a.brand_id
     JOIN customers c ON ${mine('c')} AND c.id = d.customer_id
     WHERE ${history}
     UNION ALL
     SELECT ${docId(1)}, ${owner}, d.customer_id, d.party_id, ${category('LETTER')}, 'Welcome letter', 'welcome-' || a.account_number || '.pdf',
       NULL, 'Welcome pack', d.open_date, 'Post', 'system',
       ${pdf(['br.name', "'Welcome to ' || br.name", "'Dear ' || c.name", "'Your account number is ' || a.account_number", "'Phone ' || br.phone"])}
     FROM demo_customer d
     JOIN customer_accounts a ON ${mine('a')} AND a.id = d.account_id
     JOIN brands br ON br.id = a.brand_id
     JOIN customers c ON ${mine('c')} AND c.id = d.customer_id
     WHERE ${history}
     UNION ALL
     SELECT ${docId(2)}, ${owner}, d.customer_id, d.party_id, ${category('MEDICAL')}, 'Medical confirmation', 'medical-confirmation-' || d.i || '.pdf',
       NULL, 'Life support medical confirmation form', l.medical_confirmed_date, 'Email', 'system',
       ${pdf(["'Life support medical confirmation'", "'Patient: ' || c.name", "'Equipment: ' || replace(l.equipment, '_', ' ')", "'Confirmed by a registered medical practitioner'", "'Date ' || to_char(l.medical_confirmed_date, 'DD/MM/YYYY')"])}
     FROM demo_customer d
     JOIN life_support_registrations l ON ${mine('l')} AND l.customer_id = d.customer_id AND l.medical_confirmed_date IS NOT NULL
     JOIN customers c ON ${mine('c')} AND c.id = d.customer_id
     WHERE ${history}
     UNION ALL
     SELECT ${docId(2)}, ${owner}, d.customer_id, d.party_id, ${category('HTMLEMAIL')}, e.email_subject, 'email-' || e.id || '.html', NULL,
       'Copy of the email sent', e.created_at::date, NULL, 'system',
       'HTML', convert_to(e.email_body, 'UTF8'), 0, 'html', 'text/html'
     FROM demo_customer d
     JOIN email_requests e ON ${mine('e')} AND e.id = ${ctx.base.emails} + (d.i - 1) * 2 AND e.request_status = 'DELIVERED'
     WHERE ${history} AND NOT d.life_support AND d.i <= 200`,
  );
  await load(ctx, `UPDATE documents x SET size_bytes = octet_length(content) WHERE ${mine('x')} AND content IS NOT NULL`);
  await load(
    ctx,
    `UPDATE invoices inv SET document_id = doc.id
     FROM documents doc
     WHERE ${mine('inv')} AND ${mine('doc')} AND doc.reference = inv.invoice_number AND doc.id >= ${ctx.base.documents}`,
  );

  const address = `concat_ws(E'\\n', c.name, p.postal_address_line1, p.postal_suburb || ' ' || p.postal_state || ' ' || p.postal_postcode)`;
  await load(
    ctx,
    `INSERT INTO posted_mail_items (company_id, dataset, customer_id, customer_account_id, document_id, email_request_id, mail_merge_template_id,
       delivery_method_id, recipient_name, address_lines, status, printed_at, posted_at, insert_user, created_at)
     SELECT ${owner}, x.customer_id, x.account_id, x.document_id, x.email_request_id, NULL, dm.id, x.name, x.address, x.status,
       CASE WHEN x.status IN ('PRINTED', 'POSTED', 'RETURNED') THEN x.created + interval '1 day' END,
       CASE WHEN x.status IN ('POSTED', 'RETURNED') THEN x.created + interval '2 days' END,
       'system', x.created
     FROM (
       SELECT y.*, CASE WHEN y.rn <= ${POSTED_STATUSES.length} THEN (ARRAY['${POSTED_STATUSES.join("','")}'])[y.rn]
                        WHEN ${rnd('y.rn', 270, 100)} < 40 THEN 'NEW' WHEN ${rnd('y.rn', 270, 100)} < 55 THEN 'PRINTED'
                        WHEN ${rnd('y.rn', 270, 100)} < 90 THEN 'POSTED' WHEN ${rnd('y.rn', 270, 100)} < 95 THEN 'RETURNED' ELSE 'CANCELLED' END AS status
       FROM (
         SELECT d.customer_id, d.account_id, doc.id AS document_id, NULL::integer AS email_request_id, c.name, ${address} AS address,
           doc.document_date + time '08:00' AS created, row_number() OVER (ORDER BY d.i) AS rn
         FROM demo_customer d
         JOIN documents doc ON ${mine('doc')} AND doc.id = ${docId(0)}
         JOIN customers c ON ${mine('c')} AND c.id = d.customer_id
         JOIN parties p ON ${mine('p')} AND p.id = d.party_id
         WHERE d.delivery = 'POST'
       ) y
       UNION ALL
       SELECT e.customer_id, e.customer_account_id, NULL, e.id, c.name, ${address}, e.created_at, 0, 'NEW'
       FROM email_requests e
       JOIN customers c ON ${mine('c')} AND c.id = e.customer_id
       JOIN parties p ON ${mine('p')} AND p.id = c.primary_party_id
       WHERE ${mine('e')} AND e.request_status = 'POSTED'
     ) x
     JOIN delivery_methods dm ON ${mine('dm')} AND dm.code = 'POST'`,
  );
}
