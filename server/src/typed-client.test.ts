import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { preset as clientPreset } from '@graphql-codegen/client-preset';
import ts from 'typescript';
import { parse as parseYaml } from 'yaml';

/**
 * docs/api.md's "typed client" example, run as a developer would in another project: its codegen.yml
 * and its code, against the committed schema.graphql; the generated types must compile the code.
 */
const API_DOC = readFileSync(path.resolve('docs/api.md'), 'utf8');
const section = API_DOC.slice(API_DOC.indexOf('### A typed client in another TypeScript project'));
const block = (language: string) => {
  const match = new RegExp('```' + language + '\\n([\\s\\S]*?)```').exec(section);
  if (!match) throw new Error(`no ${language} block in docs/api.md's typed client section`);
  return match[1];
};

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'typed-client-'));
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'schema.graphql'), readFileSync(path.resolve('schema.graphql')));
  writeFileSync(path.join(dir, 'src', 'main.ts'), block('ts'));
  // The packages the example imports (graphql, @graphql-typed-document-node/core), as installed there.
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('the documented codegen config turns the documented query into a typed document that compiles', async () => {
  const config = parseYaml(block('yaml')) as { generates: Record<string, { preset?: unknown }> };
  // The preset the example names, handed over as the module (codegen's own look-up by name does not run
  // inside the test runner's module loader).
  for (const output of Object.values(config.generates)) {
    expect(output.preset).toBe('client');
    output.preset = clientPreset;
  }
  await generate({ ...config, cwd: dir, silent: true } as Parameters<typeof generate>[0], true);
  const generated = readFileSync(path.join(dir, 'src', 'gql', 'graphql.ts'), 'utf8');
  expect(generated).toContain('export type JapaneseToursQuery');

  const program = ts.createProgram([path.join(dir, 'src', 'main.ts')], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  });
  const errors = ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  expect(errors).toEqual([]);
}, 60_000);
