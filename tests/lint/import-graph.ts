import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * The repository's import graph as TypeScript sees it: every `import`, `import type`, `export … from`,
 * dynamic `import()` and `require` of each .ts/.tsx file (ts.preProcessFile), resolved with the
 * compiler's own module resolution and the base tsconfig's options (workspace packages through their
 * package.json exports, like the type checks). Only files of the repository are nodes: a package
 * from node_modules, a declaration file or an unresolved name ends the edge.
 */
export interface ImportGraphOptions {
  /** The folders whose files are the graph's nodes (absolute paths). */
  roots: string[];
  /** The tsconfig whose compiler options resolve the imports. */
  tsConfig: string;
}

const SOURCE = /\.(ts|tsx)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name)) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function compilerOptions(tsConfig: string): ts.CompilerOptions {
  const read = ts.readConfigFile(tsConfig, (path) => ts.sys.readFile(path));
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(read.config, ts.sys, join(tsConfig, '..')).options;
}

/** Each file of the roots with the repository files it imports. */
export function importGraph(options: ImportGraphOptions): Map<string, string[]> {
  const files = options.roots.flatMap(sourceFiles);
  const known = new Set(files);
  const settings = compilerOptions(options.tsConfig);
  const cache = ts.createModuleResolutionCache(process.cwd(), (name) => name, settings);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, settings, ts.sys, cache).resolvedModule?.resolvedFileName;
      if (resolved && known.has(resolved)) targets.add(resolved);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/**
 * The circles of a graph: each strongly connected component of more than one file, or a file that
 * imports itself, as its files in the order of one way round (Tarjan's algorithm, iterative).
 */
export function importCircles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const circles: string[][] = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; edge: number }> = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const target = edges[frame.edge++]!;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      for (;;) {
        const member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
        if (member === frame.node) break;
      }
      if (component.length > 1 || (graph.get(frame.node) ?? []).includes(frame.node)) circles.push(component.reverse());
    }
  }
  return circles;
}
