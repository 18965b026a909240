import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { privateSourceMaps } from './privateSourceMaps';

describe('privateSourceMaps', () => {
  it('writes the maps outside the build output and drops them from it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'kc-maps-'));
    try {
      const bundle: Record<string, { type: string; fileName: string; source?: string; code?: string }> = {
        'assets/index-abc.js': { type: 'chunk', fileName: 'assets/index-abc.js', code: 'x()' },
        'assets/index-abc.js.map': {
          type: 'asset',
          fileName: 'assets/index-abc.js.map',
          source: '{"version":3}',
        },
        'assets/admin-def.js.map': {
          type: 'asset',
          fileName: 'assets/admin-def.js.map',
          source: '{"version":3,"a":1}',
        },
        'assets/style.css': { type: 'asset', fileName: 'assets/style.css', source: 'a{}' },
      };
      const plugin = privateSourceMaps(dir);
      writeFileSync(path.join(dir, 'stale.js.map'), '{}');
      (plugin.buildStart as () => void).call({});
      expect(existsSync(path.join(dir, 'stale.js.map'))).toBe(false);
      (plugin.generateBundle as (options: unknown, bundle: unknown) => void).call({}, {}, bundle);
      expect(Object.keys(bundle).sort()).toEqual(['assets/index-abc.js', 'assets/style.css']);
      expect(readFileSync(path.join(dir, 'assets/index-abc.js.map'), 'utf8')).toBe('{"version":3}');
      expect(existsSync(path.join(dir, 'assets/admin-def.js.map'))).toBe(true);
      expect(plugin.apply).toBe('build');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
