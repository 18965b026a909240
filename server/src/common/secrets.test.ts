import { SecretHasher } from './secrets.js';

describe('SecretBox', () => {
  const hasher = new SecretHasher(Buffer.from('k'.repeat(40)));
  const box = hasher.box('totp-secret');

  it('opens what it sealed, for the same context only', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'admin_user:1');
    expect(sealed).toMatch(/^e1\$[\w-]{16}\$[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'admin_user:1')).toBe('JBSWY3DPEHPK3PXP');
    // A value copied to another account's row does not open there.
    expect(box.open(sealed, 'admin_user:2')).toBeNull();
    // Each seal is fresh (random IV).
    expect(box.seal('JBSWY3DPEHPK3PXP', 'admin_user:1')).not.toBe(sealed);
  });

  it('refuses another key, another purpose, tampering and garbage', () => {
    const sealed = box.seal('secret', 'ctx');
    expect(new SecretHasher(Buffer.from('x'.repeat(40))).box('totp-secret').open(sealed, 'ctx')).toBeNull();
    expect(hasher.box('other').open(sealed, 'ctx')).toBeNull();
    const flipped = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(box.open(flipped, 'ctx')).toBeNull();
    for (const junk of ['', 'plain', 'e1$', 'e1$abc$def', 'e1$$']) expect(box.open(junk, 'ctx')).toBeNull();
  });
});
