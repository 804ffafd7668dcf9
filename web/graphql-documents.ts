/**
 * A Vite plugin doing for our build what the client preset's Babel plugin does for others: each
 * `graphql(/* GraphQL *\/ `...`)` call in src/ becomes the text of its generated document (with
 * the fragments it spreads), so a screen's chunk carries only its own operations. Without it,
 * `graphql()` looks documents up in one map of every operation (src/gql/gql.ts), all of it in
 * the initial bundle. The types are unchanged: tsc still sees the generated `graphql()` overloads.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const CALL = /\bgraphql\(\s*\/\* GraphQL \*\/\s*`([^`]*)`\s*\)/g;
const GQL_IMPORT = /^import \{ graphql \} from '[./]*\/gql\/gql\.ts';\n/m;
const DOCUMENT = /export const (\w+) = new TypedDocumentString\(`([^`]*)`/g;
const DEFINITION = /^\s*(query|mutation|subscription|fragment)\s+(\w+)/;

/** The generated documents by their exported name, whitespace folded (GraphQL ignores it). */
function readDocuments(file: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const [, name, text] of readFileSync(file, 'utf8').matchAll(DOCUMENT)) {
    if (name !== undefined && text !== undefined) documents.set(name, text.replace(/\s+/g, ' ').trim());
  }
  return documents;
}

export function graphqlDocuments(srcDir: string): Plugin {
  const generated = path.join(srcDir, 'gql', 'graphql.ts');
  let cache: { mtimeMs: number; documents: Map<string, string> } | null = null;
  const documents = () => {
    const { mtimeMs } = statSync(generated);
    if (cache?.mtimeMs !== mtimeMs) cache = { mtimeMs, documents: readDocuments(generated) };
    return cache.documents;
  };
  return {
    name: 'stride:graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(srcDir) || id.startsWith(path.dirname(generated)) || !code.includes('graphql(')) {
        return null;
      }
      const replaced = code.replace(CALL, (_call, source: string) => {
        const [, kind, name] = DEFINITION.exec(source) ?? [];
        if (kind === undefined || name === undefined)
          throw new Error(`${id}: a graphql() call without a name`);
        const exported = kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`;
        const text = documents().get(exported);
        if (text === undefined) throw new Error(`${id}: ${name} is not generated (npm run codegen:web)`);
        return JSON.stringify(text);
      });
      // A call left (not of the form above) would need the import this removes: say so.
      if (/\bgraphql\(/.test(replaced)) throw new Error(`${id}: a graphql() call the build cannot replace`);
      return { code: replaced.replace(GQL_IMPORT, ''), map: null };
    },
  };
}
