-- The company's business date in SQL (docs/ARCHITECTURE.md, Company time): today in the scoped
-- company's TIME_ZONE system parameter, as lib/business-date.ts answers it. A missing or unknown zone
-- counts as Australia/Sydney (the contract's DEFAULT_TIME_ZONE), so a bad parameter never fails a
-- query. Call it as a scalar subquery, `(select business_date())`, so it runs once per statement.
CREATE FUNCTION business_date() RETURNS date LANGUAGE plpgsql STABLE AS $$
DECLARE zone text;
BEGIN
  SELECT nullif(parameter, '') INTO zone FROM system_parameters WHERE code = 'TIME_ZONE' LIMIT 1;
  BEGIN
    RETURN (now() AT TIME ZONE coalesce(zone, 'Australia/Sydney'))::date;
  EXCEPTION WHEN invalid_parameter_value THEN
    RETURN (now() AT TIME ZONE 'Australia/Sydney')::date;
  END;
END $$;
