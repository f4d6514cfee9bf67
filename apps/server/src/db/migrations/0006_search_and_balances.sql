-- Derived data kept by the database itself, so no service can forget it:
--   * search_entries: one row per Contact, Customer and Site (docs/data-model.md), rebuilt for the
--     rows a statement touched by wattle_search_refresh();
--   * customer_accounts.balance: the sum of the account's transactions.
-- Bulk loads (the demo generator) set `wattle.bulk_load = on` for their transaction, skip both
-- triggers, and rebuild once at the end.

-- The card of every customer: name, main account, primary contact, supply address.
CREATE VIEW search_customer_source WITH (security_invoker = true) AS
SELECT
  c.company_id, c.dataset, 'Customer'::text AS context, c.id AS search_id,
  c.id AS customer_id, ca.id AS account_id, su.site_id, su.meter_id, p.id AS party_id, su.network_node_id,
  ct.code AS customer_type_code,
  c.name AS header_line,
  concat_ws(' · ', ca.account_number, ct.description) AS line1,
  nullif(p.display_name, c.name) AS line2,
  coalesce(p.mobile_phone, p.home_phone, p.work_phone) AS line3,
  p.email_address AS line4,
  su.location AS line5,
  ct.tile_icon,
  al.alert_text AS alert,
  c.status = 'CLOSED' AS is_closed,
  c.status = 'PROSPECT' AS is_prospect,
  wattle_fold(concat_ws(' ', c.name, c.trading_name, c.customer_number, c.abn, ca.account_number, p.display_name,
    p.email_address, p.mobile_phone, p.home_phone, p.work_phone, su.location, su.site_identifier)) AS search_text,
  wattle_fold(c.name) AS name_key,
  ca.account_number,
  nullif(regexp_replace(coalesce(p.mobile_phone, p.home_phone, p.work_phone, ''), '\D', '', 'g'), '') AS phone_digits
FROM customers c
JOIN customer_types ct ON ct.company_id = c.company_id AND ct.dataset = c.dataset AND ct.id = c.customer_type_id
LEFT JOIN parties p ON p.company_id = c.company_id AND p.dataset = c.dataset AND p.id = c.primary_party_id
LEFT JOIN LATERAL (
  SELECT a.id, a.account_number FROM customer_accounts a
  WHERE a.company_id = c.company_id AND a.dataset = c.dataset AND a.customer_id = c.id
  ORDER BY a.account_status = 'CLOSED', a.id LIMIT 1
) ca ON true
LEFT JOIN LATERAL (
  SELECT s.id AS site_id, s.location, s.site_identifier, s.network_node_id,
    (SELECT m.id FROM meters m WHERE m.company_id = s.company_id AND m.dataset = s.dataset AND m.site_id = s.id
      ORDER BY m.meter_status_code <> 'ACTIVE', m.id LIMIT 1) AS meter_id
  FROM utility_accounts ua
  JOIN sites s ON s.company_id = ua.company_id AND s.dataset = ua.dataset AND s.id = ua.site_id
  WHERE ua.company_id = c.company_id AND ua.dataset = c.dataset AND ua.customer_account_id = ca.id
  ORDER BY ua.account_status = 'CLOSED', s.id LIMIT 1
) su ON true
LEFT JOIN LATERAL (
  SELECT x.alert_text FROM customer_alerts x
  WHERE x.company_id = c.company_id AND x.dataset = c.dataset AND x.customer_id = c.id AND x.is_active
  ORDER BY x.id DESC LIMIT 1
) al ON true;
--> statement-breakpoint

-- The card of every contact: name, email, phone, postal address and the customer it acts for.
CREATE VIEW search_contact_source WITH (security_invoker = true) AS
SELECT
  p.company_id, p.dataset, 'Contact'::text AS context, p.id AS search_id,
  c.id AS customer_id, ca.id AS account_id, NULL::integer AS site_id, NULL::integer AS meter_id, p.id AS party_id,
  su.network_node_id,
  ct.code AS customer_type_code,
  p.display_name AS header_line,
  p.email_address AS line1,
  coalesce(p.mobile_phone, p.home_phone, p.work_phone) AS line2,
  nullif(concat_ws(', ', p.postal_address_line1, p.postal_address_line2,
    nullif(concat_ws(' ', p.postal_suburb, p.postal_state, p.postal_postcode), '')), '') AS line3,
  nullif(concat_ws(' · ', c.name, ca.account_number), '') AS line4,
  r.relationship_type AS line5,
  CASE WHEN p.party_type = 'ORGANISATION' THEN 'business' ELSE 'person' END AS tile_icon,
  al.alert_text AS alert,
  coalesce(c.status = 'CLOSED', false) AS is_closed,
  coalesce(c.status = 'PROSPECT', false) AS is_prospect,
  wattle_fold(concat_ws(' ', p.display_name, p.organisation_name, p.email_address, p.mobile_phone, p.home_phone, p.work_phone,
    p.postal_address_line1, p.postal_suburb, p.postal_postcode, c.name, ca.account_number)) AS search_text,
  wattle_fold(p.display_name) AS name_key,
  ca.account_number,
  nullif(regexp_replace(coalesce(p.mobile_phone, p.home_phone, p.work_phone, ''), '\D', '', 'g'), '') AS phone_digits
FROM parties p
LEFT JOIN LATERAL (
  SELECT x.customer_id, x.relationship_type FROM customer_relationships x
  WHERE x.company_id = p.company_id AND x.dataset = p.dataset AND x.party_id = p.id
  ORDER BY x.is_primary DESC, x.id LIMIT 1
) r ON true
LEFT JOIN customers c ON c.company_id = p.company_id AND c.dataset = p.dataset AND c.id = r.customer_id
LEFT JOIN customer_types ct ON ct.company_id = c.company_id AND ct.dataset = c.dataset AND ct.id = c.customer_type_id
LEFT JOIN LATERAL (
  SELECT a.id, a.account_number FROM customer_accounts a
  WHERE a.company_id = c.company_id AND a.dataset = c.dataset AND a.customer_id = c.id
  ORDER BY a.account_status = 'CLOSED', a.id LIMIT 1
) ca ON true
LEFT JOIN LATERAL (
  SELECT s.network_node_id FROM utility_accounts ua
  JOIN sites s ON s.company_id = ua.company_id AND s.dataset = ua.dataset AND s.id = ua.site_id
  WHERE ua.company_id = p.company_id AND ua.dataset = p.dataset AND ua.customer_account_id = ca.id
  ORDER BY ua.account_status = 'CLOSED', s.id LIMIT 1
) su ON true
LEFT JOIN LATERAL (
  SELECT x.alert_text FROM customer_alerts x
  WHERE x.company_id = c.company_id AND x.dataset = c.dataset AND x.customer_id = c.id AND x.is_active
  ORDER BY x.id DESC LIMIT 1
) al ON true;
--> statement-breakpoint

-- The card of every site: address, product and identifier, building, current account, meters.
CREATE VIEW search_site_source WITH (security_invoker = true) AS
SELECT
  s.company_id, s.dataset, 'Site'::text AS context, s.id AS search_id,
  c.id AS customer_id, ca.id AS account_id, s.id AS site_id, m.meter_id, c.primary_party_id AS party_id, s.network_node_id,
  ct.code AS customer_type_code,
  s.location AS header_line,
  concat_ws(' · ', pt.description, s.site_identifier) AS line1,
  nn.description AS line2,
  nullif(concat_ws(' · ', ca.account_number, c.name), '') AS line3,
  m.meter_codes AS line4,
  ua.account_status AS line5,
  pt.icon_name AS tile_icon,
  al.alert_text AS alert,
  coalesce(ua.account_status, 'CLOSED') = 'CLOSED' AS is_closed,
  coalesce(c.status = 'PROSPECT', false) AS is_prospect,
  wattle_fold(concat_ws(' ', s.location, s.site_identifier, nn.building_code, nn.description, m.meter_codes, c.name, ca.account_number)) AS search_text,
  wattle_fold(s.location) AS name_key,
  ca.account_number,
  NULL::text AS phone_digits
FROM sites s
JOIN product_types pt ON pt.company_id = s.company_id AND pt.dataset = s.dataset AND pt.id = s.product_type_id
LEFT JOIN network_nodes nn ON nn.company_id = s.company_id AND nn.dataset = s.dataset AND nn.id = s.network_node_id
LEFT JOIN LATERAL (
  SELECT x.customer_account_id, x.account_status FROM utility_accounts x
  WHERE x.company_id = s.company_id AND x.dataset = s.dataset AND x.site_id = s.id
  ORDER BY x.account_status = 'CLOSED', x.open_date DESC, x.id DESC LIMIT 1
) ua ON true
LEFT JOIN customer_accounts ca ON ca.company_id = s.company_id AND ca.dataset = s.dataset AND ca.id = ua.customer_account_id
LEFT JOIN customers c ON c.company_id = s.company_id AND c.dataset = s.dataset AND c.id = ca.customer_id
LEFT JOIN customer_types ct ON ct.company_id = c.company_id AND ct.dataset = c.dataset AND ct.id = c.customer_type_id
LEFT JOIN LATERAL (
  SELECT (array_agg(x.id ORDER BY x.meter_status_code <> 'ACTIVE', x.id))[1] AS meter_id,
    string_agg(x.meter_code, ' ' ORDER BY x.id) AS meter_codes
  FROM meters x WHERE x.company_id = s.company_id AND x.dataset = s.dataset AND x.site_id = s.id
) m ON true
LEFT JOIN LATERAL (
  SELECT x.alert_text FROM customer_alerts x
  WHERE x.company_id = c.company_id AND x.dataset = c.dataset AND x.customer_id = c.id AND x.is_active
  ORDER BY x.id DESC LIMIT 1
) al ON true;
--> statement-breakpoint

CREATE VIEW search_source WITH (security_invoker = true) AS
SELECT * FROM search_customer_source
UNION ALL SELECT * FROM search_contact_source
UNION ALL SELECT * FROM search_site_source;
--> statement-breakpoint

-- Rebuilds the search rows of the given customers, parties and sites of one dataset, widened to the
-- cards that show them (a contact's card shows its customer, a customer's card its contact and
-- address). All three arrays NULL rebuilds the whole dataset.
CREATE OR REPLACE FUNCTION wattle_search_refresh(p_company integer, p_dataset text, p_customers integer[], p_parties integer[], p_sites integer[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_customers integer[];
  v_parties integer[];
  v_sites integer[];
BEGIN
  IF p_customers IS NULL AND p_parties IS NULL AND p_sites IS NULL THEN
    DELETE FROM search_entries WHERE company_id = p_company AND dataset = p_dataset;
    INSERT INTO search_entries (company_id, dataset, context, search_id, customer_id, account_id, site_id, meter_id, party_id,
      network_node_id, customer_type_code, header_line, line1, line2, line3, line4, line5, tile_icon, alert, is_closed,
      is_prospect, search_text, name_key, account_number, phone_digits)
    SELECT * FROM search_source WHERE company_id = p_company AND dataset = p_dataset;
    RETURN;
  END IF;

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
  INSERT INTO search_entries (company_id, dataset, context, search_id, customer_id, account_id, site_id, meter_id, party_id,
    network_node_id, customer_type_code, header_line, line1, line2, line3, line4, line5, tile_icon, alert, is_closed,
    is_prospect, search_text, name_key, account_number, phone_digits)
  SELECT * FROM search_customer_source WHERE company_id = p_company AND dataset = p_dataset AND search_id = ANY (v_customers)
  UNION ALL SELECT * FROM search_contact_source WHERE company_id = p_company AND dataset = p_dataset AND search_id = ANY (v_parties)
  UNION ALL SELECT * FROM search_site_source WHERE company_id = p_company AND dataset = p_dataset AND search_id = ANY (v_sites);
END $$;
--> statement-breakpoint

-- Statement trigger: arguments are pairs (kind, column) naming which ids of the changed rows to
-- refresh; kind is customer, party, site, account (a customer account id) or node (a network node id).
CREATE OR REPLACE FUNCTION wattle_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_source text;
  v_kind text;
  v_column text;
  v_row record;
  v_ids integer[];
  i integer := 0;
BEGIN
  IF current_setting('wattle.bulk_load', true) = 'on' THEN
    RETURN NULL;
  END IF;
  v_source := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT * FROM old_rows'
    ELSE 'SELECT * FROM new_rows UNION ALL SELECT * FROM old_rows' END;
  WHILE i < TG_NARGS LOOP
    v_kind := TG_ARGV[i];
    v_column := TG_ARGV[i + 1];
    i := i + 2;
    FOR v_row IN EXECUTE format(
      'SELECT company_id, dataset, coalesce(array_agg(DISTINCT %1$I) FILTER (WHERE %1$I IS NOT NULL), ''{}'') AS ids FROM (%2$s) x GROUP BY company_id, dataset',
      v_column, v_source)
    LOOP
      v_ids := v_row.ids;
      CASE v_kind
        WHEN 'customer' THEN PERFORM wattle_search_refresh(v_row.company_id, v_row.dataset, v_ids, '{}', '{}');
        WHEN 'party' THEN PERFORM wattle_search_refresh(v_row.company_id, v_row.dataset, '{}', v_ids, '{}');
        WHEN 'site' THEN PERFORM wattle_search_refresh(v_row.company_id, v_row.dataset, '{}', '{}', v_ids);
        WHEN 'account' THEN PERFORM wattle_search_refresh(v_row.company_id, v_row.dataset, ARRAY(
          SELECT a.customer_id FROM customer_accounts a
          WHERE a.company_id = v_row.company_id AND a.dataset = v_row.dataset AND a.id = ANY (v_ids)), '{}', '{}');
        WHEN 'node' THEN PERFORM wattle_search_refresh(v_row.company_id, v_row.dataset, '{}', '{}', ARRAY(
          SELECT s.id FROM sites s
          WHERE s.company_id = v_row.company_id AND s.dataset = v_row.dataset AND s.network_node_id = ANY (v_ids)));
      END CASE;
    END LOOP;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- Keeps customer_accounts.balance equal to the sum of the account's transactions. The account's
-- updated_at is left alone: a payment landing is not an edit of the account form.
CREATE OR REPLACE FUNCTION wattle_balance_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('wattle.bulk_load', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    UPDATE customer_accounts a SET balance = a.balance + d.delta
    FROM (SELECT company_id, dataset, customer_account_id, sum(amount) AS delta FROM new_rows GROUP BY 1, 2, 3) d
    WHERE a.company_id = d.company_id AND a.dataset = d.dataset AND a.id = d.customer_account_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE customer_accounts a SET balance = a.balance - d.delta
    FROM (SELECT company_id, dataset, customer_account_id, sum(amount) AS delta FROM old_rows GROUP BY 1, 2, 3) d
    WHERE a.company_id = d.company_id AND a.dataset = d.dataset AND a.id = d.customer_account_id;
  ELSE
    UPDATE customer_accounts a SET balance = a.balance + d.delta
    FROM (
      SELECT company_id, dataset, customer_account_id, sum(amount) AS delta
      FROM (SELECT company_id, dataset, customer_account_id, amount FROM new_rows
            UNION ALL SELECT company_id, dataset, customer_account_id, -amount FROM old_rows) x
      GROUP BY 1, 2, 3
    ) d
    WHERE a.company_id = d.company_id AND a.dataset = d.dataset AND a.id = d.customer_account_id AND d.delta <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER transactions_balance_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION wattle_balance_sync();--> statement-breakpoint
CREATE TRIGGER transactions_balance_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION wattle_balance_sync();--> statement-breakpoint
CREATE TRIGGER transactions_balance_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION wattle_balance_sync();--> statement-breakpoint

-- One insert, update and delete trigger per source table of the search cards.
DO $$
DECLARE
  v_source record;
BEGIN
  FOR v_source IN SELECT * FROM (VALUES
    ('customers', '''customer'', ''id'''),
    ('customer_accounts', '''customer'', ''customer_id'''),
    ('customer_alerts', '''customer'', ''customer_id'''),
    ('parties', '''party'', ''id'''),
    ('customer_relationships', '''customer'', ''customer_id'', ''party'', ''party_id'''),
    ('sites', '''site'', ''id'''),
    ('utility_accounts', '''site'', ''site_id'', ''account'', ''customer_account_id'''),
    ('meters', '''site'', ''site_id'''),
    ('network_nodes', '''node'', ''id''')
  ) AS t(table_name, args)
  LOOP
    EXECUTE format('CREATE TRIGGER %1$s_search_insert AFTER INSERT ON %1$I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION wattle_search_sync(%2$s)', v_source.table_name, v_source.args);
    EXECUTE format('CREATE TRIGGER %1$s_search_update AFTER UPDATE ON %1$I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION wattle_search_sync(%2$s)', v_source.table_name, v_source.args);
    EXECUTE format('CREATE TRIGGER %1$s_search_delete AFTER DELETE ON %1$I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION wattle_search_sync(%2$s)', v_source.table_name, v_source.args);
  END LOOP;
END $$;
