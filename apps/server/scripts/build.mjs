/**
 * Compiles the server for production: src/main.ts and the contract it imports into one ES module,
 * dist/main.js (or <folder>/main.js with `--out <folder>`, inside the server's folder so that
 * node_modules resolve), that plain `node` runs (no tsx). npm packages stay imports from node_modules; the
 * migrations are copied beside it, where db/migrate.ts looks for them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverRoot = path.resolve(import.meta.dirname, '..');
const outFlag = process.argv.indexOf('--out');
const dist = outFlag > 0 ? path.resolve(serverRoot, process.argv[outFlag + 1]) : path.join(serverRoot, 'dist');
const workspacePackage = '@wattle/contract';
const manifest = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
const contractRoot = path.resolve(serverRoot, '../../packages/contract');
const dependencies = [manifest(serverRoot), manifest(contractRoot)]
  .flatMap((m) => Object.keys(m.dependencies ?? {}))
  .filter((name) => name !== workspacePackage);

fs.rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(serverRoot, 'src/main.ts')],
  outfile: path.join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  jsx: 'automatic',
  sourcemap: true,
  // Every npm dependency (and its subpaths) is loaded from node_modules at run time.
  external: dependencies.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
fs.cpSync(path.join(serverRoot, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log(`server compiled to ${path.relative(process.cwd(), path.join(dist, 'main.js'))}`);
