/**
 * The web app's GraphQL documents as its pages send them: the text codegen wrote into
 * web/src/gql/graphql.ts (`<Operation>Document`, fragments appended), read from that file so the
 * bench asks exactly what the pages ask, field for field, and follows the pages when they change.
 */
import { readFileSync } from 'node:fs';

const GENERATED = new URL('../../web/src/gql/graphql.ts', import.meta.url);

let documents: Map<string, string> | null = null;

/** The document of operation `name` (e.g. `TeamStatistics`); throws when codegen has none. */
export function pageDocument(name: string): string {
  if (documents === null) {
    const source = readFileSync(GENERATED, 'utf8');
    documents = new Map(
      [...source.matchAll(/export const (\w+)Document = new TypedDocumentString\(`([\s\S]*?)`\)/g)].map(
        (m) => [m[1]!, m[2]!] as const,
      ),
    );
  }
  const document = documents.get(name);
  if (document === undefined) throw new Error(`web/src/gql/graphql.ts has no ${name}Document`);
  return document;
}
