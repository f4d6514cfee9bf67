/**
 * Databases on a PostgreSQL server for the tests (API suite, browser tests): a statement run as the
 * server's administrator, and the URL of one of its databases.
 */
import pg from 'pg';

export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
