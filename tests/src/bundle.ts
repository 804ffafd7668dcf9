/**
 * What the web build weighs, from Vite's manifest: the JavaScript a first visit downloads before
 * the app can render (the entry and its static imports) versus the chunks loaded on demand.
 * Sizes are gzip level 9, as a server or CDN would send them.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue #3: initial JavaScript at most 250 KB gzipped. */
export const INITIAL_JS_BUDGET_BYTES = 250 * 1024;

interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}

export interface ChunkSize {
  readonly file: string;
  readonly bytes: number;
  readonly gzipBytes: number;
  /** Downloaded on the first visit (entry or its static imports). */
  readonly initial: boolean;
}

export interface BundleReport {
  readonly chunks: readonly ChunkSize[];
  readonly initialJsGzipBytes: number;
  readonly initialCssGzipBytes: number;
  readonly lazyJsGzipBytes: number;
}

export async function bundleReport(dist: string): Promise<BundleReport> {
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const initial = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (chunk === undefined || initial.has(chunk.file)) return;
    initial.add(chunk.file);
    for (const css of chunk.css ?? []) initial.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);

  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  const chunks = await Promise.all(
    [...files].map(async (file) => {
      const content = await readFile(path.join(dist, file));
      return {
        file,
        bytes: content.length,
        gzipBytes: gzipSync(content, { level: 9 }).length,
        initial: initial.has(file),
      };
    }),
  );
  const sum = (filter: (chunk: ChunkSize) => boolean) =>
    chunks.filter(filter).reduce((total, chunk) => total + chunk.gzipBytes, 0);
  return {
    chunks: chunks.sort((a, b) => b.gzipBytes - a.gzipBytes),
    initialJsGzipBytes: sum((chunk) => chunk.initial && chunk.file.endsWith('.js')),
    initialCssGzipBytes: sum((chunk) => chunk.initial && chunk.file.endsWith('.css')),
    lazyJsGzipBytes: sum((chunk) => !chunk.initial && chunk.file.endsWith('.js')),
  };
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
