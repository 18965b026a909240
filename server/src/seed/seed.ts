import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import type { Logger } from '../common/logger.js';

// Placeholder until the demo data lands in this folder (same session).
export async function seedIfEmpty(_em: EntityManager, _logger: Logger, _config: Config): Promise<void> {}
