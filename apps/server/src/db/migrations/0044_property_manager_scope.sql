-- Issue 23 item 4: a property manager sees only the buildings assigned to them.
--
-- A transaction run for a property-manager user also sets app.property_manager_id (db/tenancy.ts).
-- One restrictive policy per customer-bearing table then hides every row outside that manager's
-- buildings; for every other user the setting is absent and the policy is a single test per query.
--
-- What a manager sees, from the assignments of property_manager_buildings:
--   sites      at an assigned building or at a node below one (network_nodes.parent_id);
--   customers  holding a utility account at one of those sites, with all their customer accounts,
--              and the contacts of those customers (primary contact and relationships);
--   meters     at those sites, and their reads.
-- Rows of the other tables follow the customer, account, site, meter or contact they name.
--
-- The sets are read by SECURITY DEFINER functions (the owner is not subject to row-level
-- security), so a policy never reads a table whose own policy reads it back; each function
-- confines itself to the scope's company and dataset. Policies call them as (SELECT f()): one
-- evaluation per statement, not per row.

CREATE OR REPLACE FUNCTION wattle_pm_user() RETURNS integer
LANGUAGE sql STABLE
AS $$ SELECT nullif(current_setting('app.property_manager_id', true), '')::integer $$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION wattle_pm_sites() RETURNS integer[]
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
AS $$
  WITH RECURSIVE scope AS (
    SELECT nullif(current_setting('app.company_id', true), '')::integer AS company_id,
           nullif(current_setting('app.dataset', true), '') AS dataset,
           wattle_pm_user() AS user_id
  ), nodes AS (
    SELECT b.network_node_id AS id
    FROM property_manager_buildings b
    JOIN scope ON b.company_id = scope.company_id AND b.dataset = scope.dataset AND b.user_id = scope.user_id
    JOIN users u ON u.id = b.user_id AND u.company_id = b.company_id AND u.is_property_manager
    UNION
    SELECT n.id
    FROM network_nodes n
    JOIN nodes ON n.parent_id = nodes.id
    JOIN scope ON n.company_id = scope.company_id AND n.dataset = scope.dataset
  )
  SELECT coalesce(array_agg(s.id), '{}')
  FROM sites s
  JOIN scope ON s.company_id = scope.company_id AND s.dataset = scope.dataset
  WHERE s.network_node_id IN (SELECT id FROM nodes)
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION wattle_pm_customers() RETURNS integer[]
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
AS $$
  SELECT coalesce(array_agg(DISTINCT ca.customer_id), '{}')
  FROM utility_accounts ua
  JOIN customer_accounts ca ON ca.company_id = ua.company_id AND ca.dataset = ua.dataset AND ca.id = ua.customer_account_id
  WHERE ua.company_id = nullif(current_setting('app.company_id', true), '')::integer
    AND ua.dataset = nullif(current_setting('app.dataset', true), '')
    AND ua.site_id = ANY (wattle_pm_sites())
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION wattle_pm_accounts() RETURNS integer[]
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
AS $$
  SELECT coalesce(array_agg(ca.id), '{}')
  FROM customer_accounts ca
  WHERE ca.company_id = nullif(current_setting('app.company_id', true), '')::integer
    AND ca.dataset = nullif(current_setting('app.dataset', true), '')
    AND ca.customer_id = ANY (wattle_pm_customers())
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION wattle_pm_meters() RETURNS integer[]
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
AS $$
  SELECT coalesce(array_agg(m.id), '{}')
  FROM meters m
  WHERE m.company_id = nullif(current_setting('app.company_id', true), '')::integer
    AND m.dataset = nullif(current_setting('app.dataset', true), '')
    AND m.site_id = ANY (wattle_pm_sites())
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION wattle_pm_parties() RETURNS integer[]
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
AS $$
  WITH scope AS (
    SELECT nullif(current_setting('app.company_id', true), '')::integer AS company_id,
           nullif(current_setting('app.dataset', true), '') AS dataset,
           wattle_pm_customers() AS customer_ids
  )
  SELECT coalesce(array_agg(DISTINCT party_id), '{}') FROM (
    SELECT c.primary_party_id AS party_id
    FROM customers c JOIN scope ON c.company_id = scope.company_id AND c.dataset = scope.dataset
    WHERE c.id = ANY (scope.customer_ids) AND c.primary_party_id IS NOT NULL
    UNION
    SELECT r.party_id
    FROM customer_relationships r JOIN scope ON r.company_id = scope.company_id AND r.dataset = scope.dataset
    WHERE r.customer_id = ANY (scope.customer_ids)
  ) linked
$$;--> statement-breakpoint

-- One policy per table: a row is the manager's when it names at least one of the listed columns and
-- every one it names is the manager's. `set` columns are tested against a function's set; `parent`
-- columns against the parent table, whose own policy decides (invoice lines follow their invoice).
DO $$
DECLARE
  t record;
  c text;
  named text;
  tests text;
  kind text;
  target text;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('customers',                    ARRAY['id:customers']),
    ('customer_statuses',            ARRAY['customer_id:customers']),
    ('customer_alerts',              ARRAY['customer_id:customers']),
    ('customer_notes',               ARRAY['customer_id:customers']),
    ('customer_relationships',       ARRAY['customer_id:customers']),
    ('customer_accounts',            ARRAY['customer_id:customers']),
    ('parties',                      ARRAY['id:parties']),
    ('sites',                        ARRAY['id:sites']),
    ('utility_accounts',             ARRAY['site_id:sites']),
    ('meters',                       ARRAY['site_id:sites']),
    ('meter_reads',                  ARRAY['meter_id:meters']),
    ('meter_interval_reads',         ARRAY['meter_id:meters']),
    ('meter_read_imports',           ARRAY['meter_id:meters']),
    ('search_entries',               ARRAY['customer_id:customers', 'site_id:sites', 'party_id:parties']),
    ('documents',                    ARRAY['customer_id:customers', 'party_id:parties']),
    ('activities',                   ARRAY['customer_id:customers']),
    ('concession_cards',             ARRAY['customer_id:customers']),
    ('concession_card_transactions', ARRAY['customer_account_id:accounts']),
    ('hardship_cases',               ARRAY['customer_id:customers']),
    ('family_harm_records',          ARRAY['customer_id:customers']),
    ('life_support_registrations',   ARRAY['customer_id:customers']),
    ('email_requests',               ARRAY['customer_id:customers', 'party_id:parties']),
    ('sms_requests',                 ARRAY['customer_id:customers', 'party_id:parties']),
    ('posted_mail_items',            ARRAY['customer_id:customers', 'customer_account_id:accounts']),
    ('my_account_tokens',            ARRAY['party_id:parties']),
    ('job_workflow_rows',            ARRAY['customer_id:customers']),
    ('invoices',                     ARRAY['customer_account_id:accounts']),
    ('payment_plans',                ARRAY['customer_account_id:accounts']),
    ('payments',                     ARRAY['customer_account_id:accounts']),
    ('transactions',                 ARRAY['customer_account_id:accounts']),
    ('treatments',                   ARRAY['customer_account_id:accounts']),
    ('customer_charges',             ARRAY['customer_account_id:accounts']),
    ('unbilled_transactions',        ARRAY['customer_account_id:accounts']),
    ('billing_exceptions',           ARRAY['customer_account_id:accounts']),
    ('bill_run_accounts',            ARRAY['customer_account_id:accounts']),
    ('invoice_lines',                ARRAY['invoice_id:>invoices']),
    ('payment_allocations',          ARRAY['payment_id:>payments']),
    ('payment_plan_instalments',     ARRAY['payment_plan_id:>payment_plans']),
    ('price_plan_impact_accounts',   ARRAY['utility_account_id:>utility_accounts'])
  ) AS v(name, columns) LOOP
    named := NULL;
    tests := NULL;
    FOREACH c IN ARRAY t.columns LOOP
      kind := split_part(c, ':', 2);
      c := split_part(c, ':', 1);
      IF left(kind, 1) = '>' THEN
        target := format('EXISTS (SELECT 1 FROM %I p WHERE p.id = %I.%I)', substr(kind, 2), t.name, c);
      ELSE
        target := format('%I = ANY ((SELECT wattle_pm_%s())::integer[])', c, kind);
      END IF;
      named := concat_ws(' OR ', named, format('%I IS NOT NULL', c));
      tests := concat_ws(' AND ', tests, format('(%I IS NULL OR %s)', c, target));
    END LOOP;
    EXECUTE format(
      'CREATE POLICY property_manager_buildings ON %I AS RESTRICTIVE FOR ALL TO wattle_app USING ((SELECT wattle_pm_user()) IS NULL OR ((%s) AND %s))',
      t.name, named, tests
    );
  END LOOP;
END $$;
