// `npm run backup`, `npm run restore`, `npm run admin`: builds the server if it is missing or out of date, then runs
// dist/server/src/cli/<name>.js with the arguments (a built copy without dev dependencies, such as the
// Docker image, runs `node dist/server/src/cli/<name>.js` directly).
import { staleBuilds } from './build-state.mjs';
import { npm, run } from './run.mjs';

const [name, ...args] = process.argv.slice(2);
if (staleBuilds().includes('build:server')) await npm('build:server');
await run(process.execPath, [`dist/server/src/cli/${name}.js`, ...args]).catch(() => process.exit(1));
