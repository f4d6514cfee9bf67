/** Databases of their own for the browser tests' servers on the PostgreSQL server named by TEST_DATABASE_URL. */
import pg from 'pg';

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new empty database named after `name`, or undefined without TEST_DATABASE_URL (the server then uses PGlite). */
export async function freshDatabase(name: string): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  const database = `wattle_e2e_${name.replace(/\W/g, '_')}_${process.pid}_${Date.now()}`;
  await onServer(serverUrl, `create database ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `drop database if exists ${database} with (force)`) };
}
