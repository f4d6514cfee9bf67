-- Keeps customer_accounts.balance equal to the sum of the account's transactions, as 0006 did. The
-- balance is no part of any search card, so the search triggers stand aside for this update (the
-- bulk-load switch, on for this statement only): a 2,000-line payment file batch no longer
-- compares 2,000 account rows before and after just to find nothing to refresh.
CREATE OR REPLACE FUNCTION wattle_balance_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('wattle.bulk_load', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('wattle.bulk_load', 'on', true);
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
  PERFORM set_config('wattle.bulk_load', 'off', true);
  RETURN NULL;
END $$;
