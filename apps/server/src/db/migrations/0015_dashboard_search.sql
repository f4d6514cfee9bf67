-- Dashboard process search and card counts at a million customers (issue 7; docs/dashboard.md).
--
-- Under row-level security PostgreSQL uses no index for LIKE (not leakproof), so a process search
-- by customer would read every search card. wattle_dashboard_customers runs as the table owner,
-- applies the transaction's tenant (app.company_id, app.dataset) as the policy does, and answers
-- the ids of the customers whose card text contains the pattern, through the Customer trigram
-- index of search_entries. The caller filters its rows by these ids under its own policy, so a
-- customer of another company or dataset could not reach a response even if this were wrong.
CREATE OR REPLACE FUNCTION wattle_dashboard_customers(p_pattern text, p_limit integer)
RETURNS TABLE (customer_id integer)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
AS $$
  SELECT e.customer_id FROM search_entries e
  WHERE e.company_id = nullif(current_setting('app.company_id', true), '')::integer
    AND e.dataset = nullif(current_setting('app.dataset', true), '')
    AND e.context = 'Customer'
    AND e.search_text LIKE p_pattern
  LIMIT p_limit
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION wattle_dashboard_customers(text, integer) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION wattle_dashboard_customers(text, integer) TO wattle_app;
