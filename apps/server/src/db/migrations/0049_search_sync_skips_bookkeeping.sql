-- Issue 26: an account's balance moves with every payment, invoice and bill run, and each such
-- update refreshed the search cards of the accounts' customers though no card shows a balance.
-- An update now refreshes only the rows whose values changed beyond the bookkeeping columns
-- below (a 2,000-line payment batch spent most of its time re-writing unchanged search entries).
CREATE OR REPLACE FUNCTION wattle_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_source text;
  v_kind text;
  v_column text;
  v_row record;
  v_ids integer[];
  i integer := 0;
  -- Columns no search card reads: a change of these alone leaves the cards as they are.
  v_bookkeeping constant text := 'ARRAY[''balance'', ''credit_status'', ''last_invoice_date'', ''next_invoice_date'', ''updated_at'']';
BEGIN
  IF current_setting('wattle.bulk_load', true) = 'on' THEN
    RETURN NULL;
  END IF;
  v_source := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT * FROM old_rows'
    ELSE format(
      'SELECT n.* FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE to_jsonb(n) - %1$s IS DISTINCT FROM to_jsonb(o) - %1$s
       UNION ALL SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE to_jsonb(n) - %1$s IS DISTINCT FROM to_jsonb(o) - %1$s',
      v_bookkeeping) END;
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
