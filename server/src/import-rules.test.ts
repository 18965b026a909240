import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// The import rules npm run lint checks (.dependency-cruiser.cjs, docs/architecture.md "Layout"), run by
// dependency-cruiser on a small tree laid out like ours: each rule refuses the arrow it is about, and
// an arrow the right way passes. (The rules over the real tree run in npm run lint.)

const ROOT = process.cwd();
const CLI = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');

/** Files of the scene: path → what it imports (relative specifiers, as the code writes them). */
const SCENE: Record<string, string[]> = {
  // Business modules: payment → booking is the right way; booking → payment closes a cycle.
  'server/src/modules/booking/booking.service.ts': ['../payment/payment.service'],
  'server/src/modules/payment/payment.service.ts': ['../booking/booking.service'],
  // review → experience one way: fine.
  'server/src/modules/review/review.service.ts': ['../experience/experience.service'],
  'server/src/modules/experience/experience.service.ts': ['../../common/sql'],
  // The platform wing never imports a module; the low folders neither.
  'server/src/platform/jobs/jobs.ts': ['../../modules/review/review.service'],
  'server/src/common/sql.ts': [],
  'server/src/rest/route.ts': ['../modules/experience/experience.service'],
  // Nothing below the top imports the wiring (config.ts and context.ts excepted).
  'server/src/modules/audit/audit.service.ts': ['../../schema', '../../context'],
  'server/src/schema.ts': ['./modules/audit/audit.service'],
  'server/src/context.ts': [],
  // domain/ imports nothing of server/ or web/.
  'domain/pricing.ts': ['../server/src/common/sql', '../web/src/lib/format'],
  // Web: features apart; a section imports neither the shell nor another section.
  'web/src/lib/format.ts': [],
  'web/src/features/reviews/index.ts': ['../booking'],
  'web/src/features/booking/index.ts': ['../../lib/format'],
  'web/src/features/admin/items/ItemForm.tsx': [
    '../shell/AdminLayout',
    '../bookings/BookingTable',
    '../kit/Marker',
  ],
  'web/src/features/admin/bookings/BookingTable.tsx': ['../kit/Marker'],
  'web/src/features/admin/shell/AdminLayout.tsx': ['../items'],
  'web/src/features/admin/items/index.ts': ['./ItemForm'],
  'web/src/features/admin/kit/Marker.tsx': [],
};

interface Violation {
  from: string;
  to: string;
  rule: { name: string; severity: string };
}

let violations: Violation[];

beforeAll(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'import-rules-'));
  try {
    for (const [file, imports] of Object.entries(SCENE)) {
      await mkdir(path.join(dir, path.dirname(file)), { recursive: true });
      const body = imports.map((spec, i) => `import * as m${i} from '${spec}';\nexport const x${i} = m${i};`);
      await writeFile(path.join(dir, file), `${body.join('\n')}\nexport const here = 1;\n`);
    }
    await copyFile(path.join(ROOT, '.dependency-cruiser.cjs'), path.join(dir, '.dependency-cruiser.cjs'));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        CLI,
        'server/src',
        'domain',
        'web/src',
        '--config',
        '.dependency-cruiser.cjs',
        '--output-type',
        'json',
      ],
      { cwd: dir, maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    violations = (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 60_000);

const refused = (rule: string) =>
  violations
    .filter((v) => v.rule.name === rule)
    .map((v) => `${v.from} → ${v.to}`)
    .sort();

it('refuses a cycle between business modules, as an error', () => {
  expect(refused('server-module-cycle')).toEqual([
    'server/src/modules/booking → server/src/modules/payment',
    'server/src/modules/payment → server/src/modules/booking',
  ]);
  expect(violations.filter((v) => v.rule.name === 'server-module-cycle').map((v) => v.rule.severity)).toEqual(
    ['error', 'error'],
  );
});

it('refuses the platform wing and the low folders importing a business module', () => {
  expect(refused('server-platform-to-module')).toEqual([
    'server/src/platform/jobs/jobs.ts → server/src/modules/review/review.service.ts',
  ]);
  expect(refused('server-low-to-module')).toEqual([
    'server/src/rest/route.ts → server/src/modules/experience/experience.service.ts',
  ]);
});

it('refuses a module importing the wiring, but not the context types', () => {
  expect(refused('server-below-to-top')).toEqual([
    'server/src/modules/audit/audit.service.ts → server/src/schema.ts',
  ]);
});

it('refuses domain/ importing server/ or web/', () => {
  expect(refused('server-domain-to-server')).toEqual(['domain/pricing.ts → server/src/common/sql.ts']);
  expect(refused('web-domain-to-web')).toEqual(['domain/pricing.ts → web/src/lib/format.ts']);
});

it('refuses a web feature importing another, and a section importing the shell or another section', () => {
  expect(refused('web-feature-to-feature')).toEqual([
    'web/src/features/reviews/index.ts → web/src/features/booking/index.ts',
  ]);
  expect(refused('web-section-to-shell')).toEqual([
    'web/src/features/admin/items/ItemForm.tsx → web/src/features/admin/shell/AdminLayout.tsx',
  ]);
  expect(refused('web-section-to-section')).toEqual([
    'web/src/features/admin/items/ItemForm.tsx → web/src/features/admin/bookings/BookingTable.tsx',
  ]);
});

it('lets the arrows that run the right way through', () => {
  const from = new Set(violations.map((v) => v.from));
  for (const fine of [
    'server/src/modules/review/review.service.ts',
    'server/src/modules/experience/experience.service.ts',
    'web/src/features/admin/bookings/BookingTable.tsx',
    'web/src/features/admin/shell/AdminLayout.tsx',
    'web/src/features/booking/index.ts',
  ])
    expect(from.has(fine)).toBe(false);
});
