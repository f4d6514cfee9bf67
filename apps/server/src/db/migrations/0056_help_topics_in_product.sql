-- The Help menu a company started with linked to addresses that do not exist: each seeded topic
-- still holding its first address now opens its in-product help page (/help/{topic}). A topic a
-- company changed or added is its own and stays as it is. Administrators maintain the list in
-- Maintenance » Help Topics (section HELPTOPICS).
UPDATE "help_topics" SET "url" = '/help/' || substring("url" from '^https://help\.wattle\.example/(.+)$'), "updated_at" = now()
WHERE "url" IN (
  'https://help.wattle.example/getting-started',
  'https://help.wattle.example/search',
  'https://help.wattle.example/billing',
  'https://help.wattle.example/reports',
  'https://help.wattle.example/support'
);
