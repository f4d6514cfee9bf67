-- btree_gin lets the search trigram index lead with (company_id, dataset) like every other index.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
-- Deterministic pseudo-random integer in [0, m) for the demo generator: the same key and salt give
-- the same value on PGlite and PostgreSQL (hashint8extended is the stable hash of hash partitioning).
CREATE OR REPLACE FUNCTION wattle_rand(k bigint, salt bigint, m integer) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT (((hashint8extended(k, salt) % m) + m) % m)::integer $$;
