import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
// The repository's own eslint.config.js, without type information: a boundary is a question of import paths only.
const eslint = new ESLint({ cwd: repositoryRoot, overrideConfig: tseslint.configs.disableTypeChecked });

/** The boundary messages ESLint gives for one import line placed in a (new, never written) file of the tree. */
const boundaryErrors = async (file: string, importLine: string) => {
  const [result] = await eslint.lintText(`${importLine}\nexport const probe = imported;\n`, { filePath: file });
  return result!.messages.filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports').map((message) => message.message);
};

// The first lint loads the configuration and its plugins: slow on a busy machine.
describe('workspace import boundaries (eslint.boundaries.js)', { timeout: 60_000 }, () => {
  it.each([
    ['apps/web/src/features/probe.ts', "import { buildApp as imported } from '@wattle/server/src/app';"],
    ['apps/web/src/features/probe.ts', "import type { AppConfig as imported } from '../../../server/src/config';"],
    ['apps/web/test/probe.test.ts', "import { buildApp as imported } from '../../server/src/app';"],
    ['apps/web/src/probe.ts', "import { readFile as imported } from 'node:fs/promises';"],
    ['apps/web/src/probe.ts', "import { join as imported } from 'path';"],
    ['packages/contract/src/probe.ts', "import { buildApp as imported } from '../../../apps/server/src/app';"],
    ['packages/contract/src/probe.ts', "import { App as imported } from '@wattle/web/src/app/App';"],
    ['packages/contract/src/probe.ts', "import { createHash as imported } from 'node:crypto';"],
    ['packages/contract/test/probe.test.ts', "import { buildApp as imported } from '@wattle/server/src/app';"],
    ['apps/server/src/db/schema/probe.ts', "import type { LineDerivation as imported } from '../../modules/rating/types';"],
    ['apps/server/src/db/probe.ts', "import { seedReferenceData as imported } from '../seed/reference';"],
  ])('%s refuses %s', async (file, importLine) => {
    expect(await boundaryErrors(file, importLine)).toHaveLength(1);
  });

  it.each([
    ['apps/web/src/probe.ts', "import { texts as imported } from '@wattle/contract';"],
    ['apps/web/vite.config.ts', "import { join as imported } from 'node:path';"],
    ['packages/contract/test/probe.test.ts', "import { readFile as imported } from 'node:fs/promises';"],
    ['bench/probe.ts', "import { buildApp as imported } from '@wattle/server/src/app';"],
    ['apps/server/src/probe.ts', "import { texts as imported } from '@wattle/contract';"],
    ['apps/server/src/seed/probe.ts', "import { runBillRun as imported } from '../modules/billing/bill-run.job';"],
  ])('%s allows %s', async (file, importLine) => {
    expect(await boundaryErrors(file, importLine)).toEqual([]);
  });
});
