DROP INDEX "search_entries_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_entries_contact_text_trgm_idx" ON "search_entries" USING gin ("search_text" gin_trgm_ops) WHERE "search_entries"."context" = 'Contact';--> statement-breakpoint
CREATE INDEX "search_entries_customer_text_trgm_idx" ON "search_entries" USING gin ("search_text" gin_trgm_ops) WHERE "search_entries"."context" = 'Customer';--> statement-breakpoint
CREATE INDEX "search_entries_site_text_trgm_idx" ON "search_entries" USING gin ("search_text" gin_trgm_ops) WHERE "search_entries"."context" = 'Site';--> statement-breakpoint
CREATE INDEX "search_entries_phone_digits_trgm_idx" ON "search_entries" USING gin ("phone_digits" gin_trgm_ops) WHERE "search_entries"."phone_digits" is not null;--> statement-breakpoint
-- Replaced by search_entries_phone_digits_trgm_idx (no tenant columns; see above).
DROP INDEX IF EXISTS "search_entries_phone_trgm_idx";--> statement-breakpoint
-- wattle_search_candidates (0009) now runs each part as its own statement with the context quoted
-- in, so the per-context partial indexes apply, and reads trigram parts through their GIN index:
-- for a common word the planner would otherwise scan the table (or the entity index) in order hoping
-- to reach LIMIT early, which for a context stored late in the table means reading a million rows.
CREATE OR REPLACE FUNCTION wattle_search_candidates(
  p_context text,
  p_open_only boolean,
  p_network_node integer,
  p_kinds text[],
  p_values text[],
  p_tiers integer[],
  p_limits integer[]
) RETURNS TABLE (entry_id integer, tier integer)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp
AS $$
DECLARE
  v_company integer := nullif(current_setting('app.company_id', true), '')::integer;
  v_dataset text := nullif(current_setting('app.dataset', true), '');
  v_seqscan text := current_setting('enable_seqscan');
  v_indexscan text := current_setting('enable_indexscan');
  v_match text;
  v_words text[];
  v_trigram boolean;
BEGIN
  IF v_company IS NULL OR v_dataset IS NULL THEN
    RETURN;
  END IF;
  FOR i IN 1 .. coalesce(array_length(p_kinds, 1), 0) LOOP
    IF p_values[i] IS NULL OR p_tiers[i] IS NULL OR coalesce(p_limits[i], 0) < 1 THEN
      RAISE EXCEPTION 'wattle_search_candidates: bad part % (%)', i, p_kinds[i];
    END IF;
    IF p_kinds[i] = 'similar' THEN
      v_words := ARRAY(SELECT quote_literal(w) || ' <% e.search_text' FROM regexp_split_to_table(p_values[i], '\s+') AS w WHERE w <> '');
      CONTINUE WHEN cardinality(v_words) = 0;
      v_match := array_to_string(v_words, ' AND ');
    ELSE
      v_match := format(CASE p_kinds[i]
        WHEN 'account' THEN 'e.account_number LIKE %s'
        WHEN 'name' THEN 'e.name_key LIKE %s'
        WHEN 'phone' THEN 'e.phone_digits LIKE %s'
        WHEN 'text' THEN 'e.search_text LIKE %s'
      END, quote_literal(p_values[i]));
      IF v_match IS NULL THEN
        RAISE EXCEPTION 'wattle_search_candidates: unknown kind %', p_kinds[i];
      END IF;
    END IF;
    -- Infix patterns (leading %) and similarity need a trigram index; prefixes use the btree ones.
    v_trigram := p_kinds[i] IN ('text', 'similar') OR left(p_values[i], 1) = '%';
    PERFORM set_config('enable_seqscan', CASE WHEN v_trigram THEN 'off' ELSE v_seqscan END, true);
    PERFORM set_config('enable_indexscan', CASE WHEN v_trigram THEN 'off' ELSE v_indexscan END, true);
    RETURN QUERY EXECUTE format(
      'SELECT e.id, %s FROM search_entries e WHERE e.company_id = $1 AND e.dataset = $2 AND e.context = %s%s%s AND %s LIMIT %s',
      p_tiers[i],
      quote_literal(p_context),
      CASE WHEN p_open_only THEN ' AND NOT e.is_closed' ELSE '' END,
      CASE WHEN p_network_node IS NOT NULL THEN ' AND e.network_node_id = $3' ELSE '' END,
      v_match,
      p_limits[i])
    USING v_company, v_dataset, p_network_node;
  END LOOP;
  PERFORM set_config('enable_seqscan', v_seqscan, true);
  PERFORM set_config('enable_indexscan', v_indexscan, true);
END $$;
