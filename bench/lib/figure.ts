/** What every benchmark figure implements; figures are registered in figures/index.ts. */

/** One line of the printed table. */
export interface Row {
  figure: string;
  database: string;
  result: string;
}

/** Benchmarks run the server as `npm start` does, in development (NODE_ENV unset would be production). */
export const BENCH_ENV = { NODE_ENV: 'development' } as const;

/** A database the server can run on, handing out a fresh empty store per call. */
export interface Store {
  label: string;
  /** Server environment for a new, empty store (BENCH_ENV, DATA_DIR, and DATABASE_URL on PostgreSQL). */
  freshEnv(): Record<string, string>;
}

export interface BenchContext {
  /** PGlite always; PostgreSQL when it is installed on this machine. */
  stores: Store[];
  /** A scratch folder removed after the run (data folders, server logs). */
  workDir: string;
  /** A new path under workDir. */
  scratch: (name: string) => string;
}

export interface Figure {
  title: string;
  run(context: BenchContext): Promise<Row[]>;
}
