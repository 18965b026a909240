// `npm run bench`: builds what is stale, then runs bench/run.mjs.
import { staleBuilds } from './build-state.mjs';
import { npm, run } from './run.mjs';

for (const script of staleBuilds()) await npm(script);
await run(process.execPath, ['bench/run.mjs']);
