-- Search cards built set-based. The views of 0006 picked each card's main account, supply site,
-- meter and alert with LATERAL ... LIMIT 1, one index probe per row: fine for the few rows a
-- trigger refreshes, minutes for a dataset of a million customers. The same card queries now pick
-- them with DISTINCT ON over the rows concerned (semi-joined from the customers, contacts or sites
-- being refreshed), which is a hash join for a whole dataset and an index probe for a few rows.
-- The refresh function plans each run for its own filter (a whole dataset, or a set of ids).
DROP VIEW search_source;--> statement-breakpoint
DROP VIEW search_customer_source;--> statement-breakpoint
DROP VIEW search_contact_source;--> statement-breakpoint
DROP VIEW search_site_source;--> statement-breakpoint

CREATE OR REPLACE FUNCTION wattle_search_refresh(p_company integer, p_dataset text, p_customers integer[], p_parties integer[], p_sites integer[])
RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  v_all boolean := p_customers IS NULL AND p_parties IS NULL AND p_sites IS NULL;
  v_customers integer[];
  v_parties integer[];
  v_sites integer[];
  v_columns text := 'company_id, dataset, context, search_id, customer_id, account_id, site_id, meter_id, party_id, network_node_id,
    customer_type_code, header_line, line1, line2, line3, line4, line5, tile_icon, alert, is_closed, is_prospect, search_text, name_key,
    account_number, phone_digits';
  -- The main account of each customer: its first not closed one.
  v_account text := 'SELECT DISTINCT ON (a.customer_id) a.customer_id, a.id, a.account_number FROM customer_accounts a
    WHERE a.company_id = $1 AND a.dataset = $2 AND a.customer_id IN (%s) ORDER BY a.customer_id, a.account_status = ''CLOSED'', a.id';
  -- The supply site of each account: the site of its first not closed utility account.
  v_supply text := 'SELECT DISTINCT ON (ua.customer_account_id) ua.customer_account_id, s.id AS site_id, s.location, s.site_identifier,
      s.network_node_id
    FROM utility_accounts ua JOIN sites s ON s.company_id = ua.company_id AND s.dataset = ua.dataset AND s.id = ua.site_id
    WHERE ua.company_id = $1 AND ua.dataset = $2 AND ua.customer_account_id IN (%s)
    ORDER BY ua.customer_account_id, ua.account_status = ''CLOSED'', s.id';
  -- The latest active alert of each customer.
  v_alert text := 'SELECT DISTINCT ON (x.customer_id) x.customer_id, x.alert_text FROM customer_alerts x
    WHERE x.company_id = $1 AND x.dataset = $2 AND x.is_active AND x.customer_id IN (%s) ORDER BY x.customer_id, x.id DESC';
  v_phone text := 'nullif(regexp_replace(coalesce(p.mobile_phone, p.home_phone, p.work_phone, ''''), ''\D'', '''', ''g''), '''')';
BEGIN
  IF v_all THEN
    DELETE FROM search_entries WHERE company_id = p_company AND dataset = p_dataset;
  ELSE
    v_customers := ARRAY(
      SELECT unnest(coalesce(p_customers, '{}'))
      UNION SELECT r.customer_id FROM customer_relationships r
        WHERE r.company_id = p_company AND r.dataset = p_dataset AND r.party_id = ANY (coalesce(p_parties, '{}'))
      UNION SELECT a.customer_id FROM utility_accounts ua
        JOIN customer_accounts a ON a.company_id = ua.company_id AND a.dataset = ua.dataset AND a.id = ua.customer_account_id
        WHERE ua.company_id = p_company AND ua.dataset = p_dataset AND ua.site_id = ANY (coalesce(p_sites, '{}')));
    v_parties := ARRAY(
      SELECT unnest(coalesce(p_parties, '{}'))
      UNION SELECT r.party_id FROM customer_relationships r
        WHERE r.company_id = p_company AND r.dataset = p_dataset AND r.customer_id = ANY (v_customers));
    v_sites := ARRAY(
      SELECT unnest(coalesce(p_sites, '{}'))
      UNION SELECT ua.site_id FROM customer_accounts a
        JOIN utility_accounts ua ON ua.company_id = a.company_id AND ua.dataset = a.dataset AND ua.customer_account_id = a.id
        WHERE a.company_id = p_company AND a.dataset = p_dataset AND a.customer_id = ANY (v_customers));
    DELETE FROM search_entries e
    WHERE e.company_id = p_company AND e.dataset = p_dataset
      AND ((e.context = 'Customer' AND e.search_id = ANY (v_customers))
        OR (e.context = 'Contact' AND e.search_id = ANY (v_parties))
        OR (e.context = 'Site' AND e.search_id = ANY (v_sites)));
  END IF;

  -- Customers: name, main account and type, primary contact, phone, email, supply address.
  EXECUTE format($q$
    INSERT INTO search_entries (%1$s)
    WITH cust AS MATERIALIZED (SELECT * FROM customers c WHERE c.company_id = $1 AND c.dataset = $2 AND %2$s),
      acct AS (%3$s),
      supply AS (%4$s),
      first_meter AS (
        SELECT DISTINCT ON (m.site_id) m.site_id, m.id FROM meters m
        WHERE m.company_id = $1 AND m.dataset = $2 AND m.site_id IN (SELECT site_id FROM supply)
        ORDER BY m.site_id, m.meter_status_code <> 'ACTIVE', m.id),
      alert AS (%5$s)
    SELECT c.company_id, c.dataset, 'Customer', c.id, c.id, ca.id, su.site_id, fm.id, p.id, su.network_node_id, ct.code,
      c.name, concat_ws(' · ', ca.account_number, ct.description), nullif(p.display_name, c.name),
      coalesce(p.mobile_phone, p.home_phone, p.work_phone), p.email_address, su.location, ct.tile_icon, al.alert_text,
      c.status = 'CLOSED', c.status = 'PROSPECT',
      wattle_fold(concat_ws(' ', c.name, c.trading_name, c.customer_number, c.abn, ca.account_number, p.display_name,
        p.email_address, p.mobile_phone, p.home_phone, p.work_phone, su.location, su.site_identifier)),
      wattle_fold(c.name), ca.account_number, %6$s
    FROM cust c
    JOIN customer_types ct ON ct.company_id = c.company_id AND ct.dataset = c.dataset AND ct.id = c.customer_type_id
    LEFT JOIN parties p ON p.company_id = c.company_id AND p.dataset = c.dataset AND p.id = c.primary_party_id
    LEFT JOIN acct ca ON ca.customer_id = c.id
    LEFT JOIN supply su ON su.customer_account_id = ca.id
    LEFT JOIN first_meter fm ON fm.site_id = su.site_id
    LEFT JOIN alert al ON al.customer_id = c.id
    $q$, v_columns, CASE WHEN v_all THEN 'true' ELSE 'c.id = ANY ($3)' END,
    format(v_account, 'SELECT id FROM cust'), format(v_supply, 'SELECT id FROM acct'), format(v_alert, 'SELECT id FROM cust'), v_phone)
  USING p_company, p_dataset, v_customers;

  -- Contacts: name, email, phone, postal address, the customer they act for and how.
  EXECUTE format($q$
    INSERT INTO search_entries (%1$s)
    WITH pty AS MATERIALIZED (SELECT * FROM parties p WHERE p.company_id = $1 AND p.dataset = $2 AND %2$s),
      rel AS (
        SELECT DISTINCT ON (r.party_id) r.party_id, r.customer_id, r.relationship_type FROM customer_relationships r
        WHERE r.company_id = $1 AND r.dataset = $2 AND r.party_id IN (SELECT id FROM pty)
        ORDER BY r.party_id, r.is_primary DESC, r.id),
      acct AS (%3$s),
      supply AS (%4$s),
      alert AS (%5$s)
    SELECT p.company_id, p.dataset, 'Contact', p.id, c.id, ca.id, NULL::integer, NULL::integer, p.id, su.network_node_id, ct.code,
      p.display_name, p.email_address, coalesce(p.mobile_phone, p.home_phone, p.work_phone),
      nullif(concat_ws(', ', p.postal_address_line1, p.postal_address_line2,
        nullif(concat_ws(' ', p.postal_suburb, p.postal_state, p.postal_postcode), '')), ''),
      nullif(concat_ws(' · ', c.name, ca.account_number), ''), r.relationship_type,
      CASE WHEN p.party_type = 'ORGANISATION' THEN 'business' ELSE 'person' END, al.alert_text,
      coalesce(c.status = 'CLOSED', false), coalesce(c.status = 'PROSPECT', false),
      wattle_fold(concat_ws(' ', p.display_name, p.organisation_name, p.email_address, p.mobile_phone, p.home_phone, p.work_phone,
        p.postal_address_line1, p.postal_suburb, p.postal_postcode, c.name, ca.account_number)),
      wattle_fold(p.display_name), ca.account_number, %6$s
    FROM pty p
    LEFT JOIN rel r ON r.party_id = p.id
    LEFT JOIN customers c ON c.company_id = p.company_id AND c.dataset = p.dataset AND c.id = r.customer_id
    LEFT JOIN customer_types ct ON ct.company_id = c.company_id AND ct.dataset = c.dataset AND ct.id = c.customer_type_id
    LEFT JOIN acct ca ON ca.customer_id = c.id
    LEFT JOIN supply su ON su.customer_account_id = ca.id
    LEFT JOIN alert al ON al.customer_id = c.id
    $q$, v_columns, CASE WHEN v_all THEN 'true' ELSE 'p.id = ANY ($3)' END,
    format(v_account, 'SELECT customer_id FROM rel'), format(v_supply, 'SELECT id FROM acct'), format(v_alert, 'SELECT customer_id FROM rel'), v_phone)
  USING p_company, p_dataset, v_parties;

  -- Sites: address, product and identifier, building, current account and customer, meters.
  EXECUTE format($q$
    INSERT INTO search_entries (%1$s)
    WITH st AS MATERIALIZED (SELECT * FROM sites s WHERE s.company_id = $1 AND s.dataset = $2 AND %2$s),
      cur AS MATERIALIZED (
        SELECT DISTINCT ON (x.site_id) x.site_id, x.customer_account_id, x.account_status FROM utility_accounts x
        WHERE x.company_id = $1 AND x.dataset = $2 AND x.site_id IN (SELECT id FROM st)
        ORDER BY x.site_id, x.account_status = 'CLOSED', x.open_date DESC, x.id DESC),
      mtr AS (
        SELECT x.site_id, (array_agg(x.id ORDER BY x.meter_status_code <> 'ACTIVE', x.id))[1] AS meter_id,
          string_agg(x.meter_code, ' ' ORDER BY x.id) AS meter_codes
        FROM meters x WHERE x.company_id = $1 AND x.dataset = $2 AND x.site_id IN (SELECT id FROM st) GROUP BY x.site_id),
      alert AS (%3$s)
    SELECT s.company_id, s.dataset, 'Site', s.id, c.id, ca.id, s.id, m.meter_id, c.primary_party_id, s.network_node_id, ct.code,
      s.location, concat_ws(' · ', pt.description, s.site_identifier), nn.description,
      nullif(concat_ws(' · ', ca.account_number, c.name), ''), m.meter_codes, ua.account_status, pt.icon_name, al.alert_text,
      coalesce(ua.account_status, 'CLOSED') = 'CLOSED', coalesce(c.status = 'PROSPECT', false),
      wattle_fold(concat_ws(' ', s.location, s.site_identifier, nn.building_code, nn.description, m.meter_codes, c.name, ca.account_number)),
      wattle_fold(s.location), ca.account_number, NULL::text
    FROM st s
    JOIN product_types pt ON pt.company_id = s.company_id AND pt.dataset = s.dataset AND pt.id = s.product_type_id
    LEFT JOIN network_nodes nn ON nn.company_id = s.company_id AND nn.dataset = s.dataset AND nn.id = s.network_node_id
    LEFT JOIN cur ua ON ua.site_id = s.id
    LEFT JOIN customer_accounts ca ON ca.company_id = s.company_id AND ca.dataset = s.dataset AND ca.id = ua.customer_account_id
    LEFT JOIN customers c ON c.company_id = s.company_id AND c.dataset = s.dataset AND c.id = ca.customer_id
    LEFT JOIN customer_types ct ON ct.company_id = c.company_id AND ct.dataset = c.dataset AND ct.id = c.customer_type_id
    LEFT JOIN mtr m ON m.site_id = s.id
    LEFT JOIN alert al ON al.customer_id = c.id
    $q$, v_columns, CASE WHEN v_all THEN 'true' ELSE 's.id = ANY ($3)' END,
    format(v_alert, 'SELECT a.customer_id FROM customer_accounts a JOIN cur ON a.id = cur.customer_account_id WHERE a.company_id = $1 AND a.dataset = $2'))
  USING p_company, p_dataset, v_sites;
END $fn$;
