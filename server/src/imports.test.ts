import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve('server/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The file a relative specifier names (`./x.js` is `./x.ts` or `./x.tsx`), or nothing outside server/src. */
function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier).replace(/\.js$/, '');
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (candidate) => candidate.startsWith(ROOT + path.sep) && existsSync(candidate),
  );
}

/** Every module each file imports or re-exports: type-only imports and dynamic import() included. */
function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles.flatMap(({ fileName }) => resolve(file, fileName) ?? []);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** One cycle per strongly connected component with more than one file (or a file importing itself). */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found.map((cycle) => cycle.map((file) => path.relative(ROOT, file)));
}

describe('imports in server/src', () => {
  const graph = importGraph(sourceFiles(ROOT));

  it('sees the imports it checks (type-only ones included)', () => {
    // context.ts: `import type { Config } from './config.js'`.
    expect(graph.get(path.join(ROOT, 'context.ts'))).toContain(path.join(ROOT, 'config.ts'));
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
        ]),
      ),
    ).toHaveLength(1);
  });

  it('form no cycle', () => {
    expect(cycles(graph).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });
});
