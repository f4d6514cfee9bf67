import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
// The repository's own eslint.config.js, without type information: the rule looks at call shapes only.
const eslint = new ESLint({ cwd: repositoryRoot, overrideConfig: tseslint.configs.disableTypeChecked });

/** The view-writes messages ESLint gives for one statement placed in a (new, never written) file of the tree. */
const writeErrors = async (file: string, statement: string) => {
  const [result] = await eslint.lintText(`export const probe = async (tx, ctx, app, table) => {\n  ${statement}\n};\n`, { filePath: file });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
};

// The first lint loads the configuration and its plugins: slow on a busy machine.
describe('views and routes write nothing themselves (eslint.boundaries.js viewWrites)', { timeout: 60_000 }, () => {
  it.each([
    ['apps/server/src/modules/sections/definitions/probe.ts', 'await tx.update(table).set({});'],
    ['apps/server/src/modules/dashboard/definitions/probe.ts', 'await ctx.tx.insert(table).values({});'],
    ['apps/server/src/modules/wizards/definitions/probe.wizard.ts', 'await tx.delete(table);'],
    ['apps/server/src/modules/wizards/effects/probe.effect.ts', 'await tx.execute(table);'],
    ['apps/server/src/modules/probe/probe.routes.ts', 'await app.db.execute(table);'],
  ])('%s refuses %s', async (file, statement) => {
    expect(await writeErrors(file, statement)).toHaveLength(1);
  });

  it.each([
    ['apps/server/src/modules/sections/definitions/probe.ts', 'await tx.select().from(table);'],
    ['apps/server/src/modules/probe/probe.routes.ts', 'new Set([1]).delete(1);'],
    ['apps/server/src/modules/probe/probe.service.ts', 'await tx.update(table).set({});'],
  ])('%s allows %s', async (file, statement) => {
    expect(await writeErrors(file, statement)).toEqual([]);
  });
});
