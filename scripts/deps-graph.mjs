// Writes the picture of the business modules' imports (dependency-cruiser's mermaid output, one box per
// module) into docs/architecture.md between its deps-graph markers: `npm run deps:graph`.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const DOC = 'docs/architecture.md';
const START = '<!-- deps-graph:start (npm run deps:graph) -->';
const END = '<!-- deps-graph:end -->';

const mermaid = execFileSync(
  process.execPath,
  [
    'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs',
    'server/src',
    '--config',
    '.dependency-cruiser.cjs',
    '--ts-config',
    'tsconfig.server.json',
    '--include-only',
    '^server/src/modules',
    '--exclude',
    '\\.test\\.ts$|^server/src/testing',
    '--collapse',
    '^server/src/modules/[^/]+',
    '--output-type',
    'mermaid',
  ],
  { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
).trim();

const doc = readFileSync(DOC, 'utf8');
const from = doc.indexOf(START);
const to = doc.indexOf(END);
if (from < 0 || to < from) throw new Error(`${DOC} has no ${START} … ${END} block`);
writeFileSync(
  DOC,
  `${doc.slice(0, from + START.length)}\n\n\`\`\`mermaid\n${mermaid}\n\`\`\`\n\n${doc.slice(to)}`,
);
console.log(`${DOC}: module graph written`);
