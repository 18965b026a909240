import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppContext } from '../../context.js';
import {
  readSetting,
  writeSetting,
  type SettingKey,
} from '../../platform/app-setting/app-setting.service.js';
import { audit } from './audit.js';

/**
 * Writes a back-office setting in `em`'s transaction with its audit entry ('settings.update', the
 * setting's name as the target, its value before and after); answers the value it had before. The
 * caller flushes (and may do more in the same transaction, such as announcing the change).
 */
export async function writeAuditedSetting<T>(
  em: EntityManager,
  ctx: Partial<Pick<AppContext, 'admin' | 'ip'>>,
  key: SettingKey<T>,
  value: T | null,
): Promise<T | null> {
  const before = await readSetting(em, key);
  await writeSetting(em, key, value);
  audit(
    em,
    ctx,
    'settings.update',
    { type: 'setting', id: key.name },
    { [key.name]: before },
    { [key.name]: value },
  );
  return before;
}
