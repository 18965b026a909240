// `npm run check:install-scripts` (first step of `npm test`): fails when an installed dependency has an
// install script (preinstall, install, postinstall) that package.json's `allowScripts` neither approves
// nor denies. npm 11 only warns about such scripts; npm 12 skips them, so a new native dependency would
// install without its binary. Review the package's script, then `npm approve-scripts <pkg>` (needed)
// or `npm deny-scripts <pkg>` (not needed), and commit package.json.
import { execFile } from 'node:child_process';

const cwd = process.argv[2] ?? process.cwd();
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const { stdout, stderr, error } = await new Promise((resolve) =>
  execFile(
    npm,
    ['approve-scripts', '--allow-scripts-pending', '--json'],
    { cwd, maxBuffer: 16 * 1024 * 1024, shell: process.platform === 'win32' },
    (err, out, errOut) => resolve({ stdout: out, stderr: errOut, error: err }),
  ),
);

let pending;
try {
  pending = JSON.parse(stdout).allowScripts;
} catch {
  pending = undefined;
}
if (!Array.isArray(pending)) {
  console.error(
    `check:install-scripts: \`npm approve-scripts --allow-scripts-pending\` did not answer a list (npm 11.16 or later is needed).\n${stderr || error?.message || stdout}`,
  );
  process.exit(1);
}
if (pending.length) {
  const keys = pending.flatMap((entry) => entry.changes?.map((change) => change.key) ?? [entry.name]);
  console.error(
    [
      `${keys.length} install script(s) not reviewed in package.json's allowScripts:`,
      ...keys.map((key) => `  ${key}`),
      'Read what each script does, then `npm approve-scripts <name>` if the package needs it to work,',
      'or `npm deny-scripts <name>` if not, and commit package.json (docs/operations.md, "Install scripts").',
    ].join('\n'),
  );
  process.exit(1);
}
console.log('check:install-scripts: every dependency install script is reviewed in allowScripts.');
