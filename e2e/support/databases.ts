/** Databases of their own for the browser tests' servers on the PostgreSQL server named by TEST_DATABASE_URL. */
import { databaseUrl, onServer } from '../../scripts/postgres-databases';

/** A new empty database named after `name`, or undefined without TEST_DATABASE_URL (the server then uses PGlite). */
export async function freshDatabase(name: string): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  const database = `wattle_e2e_${name.replace(/\W/g, '_')}_${process.pid}_${Date.now()}`;
  await onServer(serverUrl, `create database ${database}`);
  return { url: databaseUrl(serverUrl, database), drop: () => onServer(serverUrl, `drop database if exists ${database} with (force)`) };
}
