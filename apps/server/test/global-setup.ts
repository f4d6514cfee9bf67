import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildTemplate } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite dump file or a PostgreSQL template database name; test apps start from a copy. */
    wattleTemplate: { kind: 'pglite' | 'postgres'; ref: string };
  }
}

/** Migrates and bootstraps one store per run, so each test file copies it instead of migrating again. */
export default async function setup(project: TestProject) {
  // Each project names its own server in test.env (empty for PGlite); the main process's env is shared by both.
  const serverUrl = project.config.env?.TEST_DATABASE_URL || undefined;
  const template = await buildTemplate(serverUrl, path.join(os.tmpdir(), `wattle-template-${process.pid}-${project.name}.tar`));
  project.provide('wattleTemplate', { kind: template.kind, ref: template.ref });
  return () => template.drop();
}
