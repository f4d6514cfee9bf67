-- Global search candidates (issue 4; docs/search.md).
--
-- Under row-level security PostgreSQL will not use an index for a condition whose operator is not
-- leakproof (LIKE and pg_trgm's <% are not), so as the request role every prefix, infix or
-- similarity search would read the whole dataset. This function runs as the table owner, applies
-- the same tenant condition as the policy (the transaction's app.company_id and app.dataset) so the
-- indexes that lead with (company_id, dataset) are used, and returns entry ids only: the caller
-- joins them back to search_entries under the policy, so a row of another company or dataset could
-- not reach a response even if this function were wrong.
--
-- Each part is one kind of match (exact or prefix account number, name prefix, phone digits,
-- folded-text infix, similar words) with its LIKE pattern or term, the rank tier the caller gives
-- it and its own LIMIT. 'similar' needs every word of the term to be similar to a word of the text
-- (pg_trgm's <%, at the transaction's pg_trgm.word_similarity_threshold). Values are quoted into
-- the statement so each search is planned for its actual pattern (a prefix and an infix pattern
-- need different indexes).
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
  v_parts text[] := '{}';
  v_match text;
  v_words text[];
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
    v_parts := v_parts || format(
      '(SELECT e.id, %s FROM search_entries e WHERE e.company_id = $1 AND e.dataset = $2 AND e.context = $3%s%s AND %s LIMIT %s)',
      p_tiers[i],
      CASE WHEN p_open_only THEN ' AND NOT e.is_closed' ELSE '' END,
      CASE WHEN p_network_node IS NOT NULL THEN ' AND e.network_node_id = $4' ELSE '' END,
      v_match,
      p_limits[i]);
  END LOOP;
  IF cardinality(v_parts) = 0 THEN
    RETURN;
  END IF;
  RETURN QUERY EXECUTE array_to_string(v_parts, ' UNION ALL ') USING v_company, v_dataset, p_context, p_network_node;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION wattle_search_candidates(text, boolean, integer, text[], text[], integer[], integer[]) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION wattle_search_candidates(text, boolean, integer, text[], text[], integer[], integer[]) TO wattle_app;--> statement-breakpoint
-- Phone fragments typed from the middle of a number ("345 678") match the digits anywhere.
CREATE INDEX IF NOT EXISTS search_entries_phone_trgm_idx ON search_entries USING gin (company_id, dataset, phone_digits gin_trgm_ops);
