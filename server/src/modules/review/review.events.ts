import type { EntityManager } from '@mikro-orm/postgresql';
import { EventBus, type Transaction } from '../../platform/events/event-bus.js';

/**
 * What happens to a review, as the review module tells it (the way booking.events.ts does): the webhooks
 * subscribe; the review module imports none of its subscribers.
 */
export interface ReviewEvents {
  /** Staff approved a review: the storefront shows it now. */
  published: { event: ReviewPublished; tx: ReviewTx };
}

export interface ReviewPublished {
  review: { id: number; experienceId: number; rating: number; type: string };
}

/** The moderation's transaction: `em` writes in it. */
export interface ReviewTx extends Transaction {
  em: EntityManager;
}

export const reviewEvents = new EventBus<ReviewEvents>();
