/**
 * `npm run codegen:web`: the web app's operation types (web/codegen.ts) written into src/gql/.
 *
 * `--check` generates in memory instead and fails listing every generated file that differs from
 * the committed one, is missing, or is left over.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import type { Types } from '@graphql-codegen/plugin-helpers';
import config, { OUTPUT_DIR } from '../codegen.ts';

const root = path.resolve(import.meta.dirname, '../..');

async function committedFiles(): Promise<string[]> {
  const dir = path.join(root, OUTPUT_DIR);
  const names = await readdir(dir).catch(() => []);
  return names.map((name) => path.join(OUTPUT_DIR, name));
}

/** Generate (or, with `check`, compare); returns the files that were out of date. */
export async function generateWebTypes(check: boolean): Promise<{ stale: string[] }> {
  const outputs = (await generate({ ...config, cwd: root, silent: true }, false)) as Types.FileOutput[];
  const fresh = new Map(
    outputs.map((output) => [path.relative(root, path.resolve(root, output.filename)), output.content]),
  );
  const stale: string[] = [];
  for (const [file, content] of fresh) {
    const current = await readFile(path.join(root, file), 'utf8').catch(() => null);
    if (current !== content) stale.push(file);
  }
  for (const file of await committedFiles()) {
    if (!fresh.has(file)) stale.push(file);
  }
  if (!check) {
    await mkdir(path.join(root, OUTPUT_DIR), { recursive: true });
    for (const file of stale) {
      const content = fresh.get(file);
      if (content === undefined) await rm(path.join(root, file));
      else await writeFile(path.join(root, file), content);
    }
  }
  return { stale };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const check = process.argv.includes('--check');
  const { stale } = await generateWebTypes(check);
  if (check && stale.length > 0) {
    console.error(`Out of date (run npm run codegen:web): ${stale.join(', ')}`);
    process.exit(1);
  }
  console.log(check ? 'Web operation types are up to date.' : 'Web operation types generated.');
}
