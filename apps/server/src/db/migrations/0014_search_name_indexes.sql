CREATE INDEX "search_entries_contact_name_trgm_idx" ON "search_entries" USING gin ("name_key" gin_trgm_ops) WHERE "search_entries"."context" = 'Contact';--> statement-breakpoint
CREATE INDEX "search_entries_customer_name_trgm_idx" ON "search_entries" USING gin ("name_key" gin_trgm_ops) WHERE "search_entries"."context" = 'Customer';--> statement-breakpoint
CREATE INDEX "search_entries_site_name_trgm_idx" ON "search_entries" USING gin ("name_key" gin_trgm_ops) WHERE "search_entries"."context" = 'Site';--> statement-breakpoint
-- wattle_search_candidates, third form. The prefix parts (tiers 0 and 1, btree lookups) run as one
-- statement; the infix and similarity parts (tier 2 and beyond, trigram scans) then run one by one,
-- and only while the rows found so far are fewer than `p_enough` and no account number matched
-- exactly (a typed account number is a lookup). Similar words ('similar') are matched against the
-- name key: misspellings are of names (and of a site's address, its name key), and names are short.
-- 'holder' finds sites by their customer's name through the customers' name index: a site's own
-- name key is its address, and its card text (address, identifiers, meters, customer) is long.
DROP FUNCTION wattle_search_candidates(text, boolean, integer, text[], text[], integer[], integer[]);--> statement-breakpoint
CREATE FUNCTION wattle_search_candidates(
  p_context text,
  p_open_only boolean,
  p_network_node integer,
  p_kinds text[],
  p_values text[],
  p_tiers integer[],
  p_limits integer[],
  p_enough integer
) RETURNS TABLE (entry_id integer, tier integer)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp
AS $$
DECLARE
  v_company integer := nullif(current_setting('app.company_id', true), '')::integer;
  v_dataset text := nullif(current_setting('app.dataset', true), '');
  v_seqscan text := current_setting('enable_seqscan');
  v_indexscan text := current_setting('enable_indexscan');
  v_scope text;
  v_prefixes text[] := '{}';
  v_found integer := 0;
  v_exact boolean := false;
  v_match text;
  v_words text[];
  v_row record;
BEGIN
  IF v_company IS NULL OR v_dataset IS NULL THEN
    RETURN;
  END IF;
  v_scope := format('e.company_id = %s AND e.dataset = %s AND e.context = %s%s%s',
    v_company, quote_literal(v_dataset), quote_literal(p_context),
    CASE WHEN p_open_only THEN ' AND NOT e.is_closed' ELSE '' END,
    CASE WHEN p_network_node IS NOT NULL THEN ' AND e.network_node_id = ' || p_network_node ELSE '' END);

  FOR i IN 1 .. coalesce(array_length(p_kinds, 1), 0) LOOP
    IF p_values[i] IS NULL OR p_tiers[i] IS NULL OR coalesce(p_limits[i], 0) < 1 THEN
      RAISE EXCEPTION 'wattle_search_candidates: bad part % (%)', i, p_kinds[i];
    END IF;
    IF p_kinds[i] = 'similar' THEN
      v_words := ARRAY(SELECT quote_literal(w) || ' <% e.name_key' FROM regexp_split_to_table(p_values[i], '\s+') AS w WHERE w <> '');
      v_match := CASE WHEN cardinality(v_words) > 0 THEN array_to_string(v_words, ' AND ') END;
      CONTINUE WHEN v_match IS NULL;
    ELSE
      v_match := format(CASE p_kinds[i]
        WHEN 'account' THEN 'e.account_number LIKE %s'
        WHEN 'name' THEN 'e.name_key LIKE %s'
        WHEN 'phone' THEN 'e.phone_digits LIKE %s'
        WHEN 'text' THEN 'e.search_text LIKE %s'
        -- A site or contact by the name of its customer, found through the customers' name index.
        WHEN 'holder' THEN format('e.customer_id IN (SELECT h.search_id FROM search_entries h WHERE h.company_id = %s'
          || ' AND h.dataset = %s AND h.context = ''Customer'' AND h.name_key LIKE %%s LIMIT %s)', v_company, quote_literal(v_dataset), p_limits[i])
      END, quote_literal(p_values[i]));
      IF v_match IS NULL THEN
        RAISE EXCEPTION 'wattle_search_candidates: unknown kind %', p_kinds[i];
      END IF;
    END IF;
    v_match := format('(SELECT e.id, %s AS tier, %s AS account_exact FROM search_entries e WHERE %s AND %s LIMIT %s)',
      p_tiers[i], CASE WHEN p_kinds[i] = 'account' AND p_tiers[i] = 0 THEN 'true' ELSE 'false' END, v_scope, v_match, p_limits[i]);

    IF p_tiers[i] < 2 THEN
      v_prefixes := v_prefixes || v_match;
      CONTINUE;
    END IF;
    IF cardinality(v_prefixes) > 0 THEN
      -- The prefix parts, together, before the first infix part.
      FOR v_row IN EXECUTE array_to_string(v_prefixes, ' UNION ALL ') LOOP
        entry_id := v_row.id;
        tier := v_row.tier;
        v_found := v_found + 1;
        v_exact := v_exact OR v_row.account_exact;
        RETURN NEXT;
      END LOOP;
      v_prefixes := '{}';
    END IF;
    CONTINUE WHEN v_exact OR v_found >= p_enough;
    -- Infix and similarity parts are read through their trigram index: for a common word the
    -- planner would rather scan in table or key order hoping to reach LIMIT early.
    PERFORM set_config('enable_seqscan', 'off', true);
    PERFORM set_config('enable_indexscan', 'off', true);
    FOR v_row IN EXECUTE v_match LOOP
      entry_id := v_row.id;
      tier := v_row.tier;
      v_found := v_found + 1;
      RETURN NEXT;
    END LOOP;
    PERFORM set_config('enable_seqscan', v_seqscan, true);
    PERFORM set_config('enable_indexscan', v_indexscan, true);
  END LOOP;
  IF cardinality(v_prefixes) > 0 THEN
    RETURN QUERY EXECUTE format('SELECT id, tier FROM (%s) p', array_to_string(v_prefixes, ' UNION ALL '));
  END IF;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION wattle_search_candidates(text, boolean, integer, text[], text[], integer[], integer[], integer) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION wattle_search_candidates(text, boolean, integer, text[], text[], integer[], integer[], integer) TO wattle_app;
