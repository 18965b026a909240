import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import type { SecretHasher } from '../../common/secrets.js';
import { EventBus, type Transaction } from '../../platform/events/event-bus.js';
import type { Experience } from './experience.entity.js';

/**
 * What happens to an item that other modules act on (docs/architecture.md, "Events"); the experience
 * module imports none of them.
 */
export interface ExperienceEvents {
  /** Staff raised the item's seats per slot: slots that were full may have room (the waitlist's). */
  capacityRaised: { event: CapacityRaised; tx: ExperienceTx };
}

export interface CapacityRaised {
  experience: Experience;
  from: number;
  to: number;
  now?: Date;
}

/** The change's transaction: `em` its unit of work; the server key for the links its mails carry. */
export interface ExperienceTx extends Transaction {
  em: EntityManager;
  config: Config;
  signer?: SecretHasher;
}

export const experienceEvents = new EventBus<ExperienceEvents>();
