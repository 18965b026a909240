// `npm run e2e`: browser journeys (playwright-core + Debian's chromium) against the built app.
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `e2e needs Debian's chromium at ${chromium}: apt-get install -y chromium (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}
await run(process.execPath, [
  '--experimental-vm-modules',
  'node_modules/jest/bin/jest.js',
  '--config',
  'jest.e2e.config.ts',
  ...process.argv.slice(2),
]).catch(() => process.exit(1));
