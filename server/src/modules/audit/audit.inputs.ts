import { ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination.js';
import { AuditEntry } from './audit-entry.entity.js';

/** What the activity list filters by (each optional). */
export interface AuditFilter {
  /** Exact username. */
  username?: string | null;
  /** A kind ('item.update') or its family ('item'). */
  kind?: string | null;
  /** First day (YYYY-MM-DD, Asia/Seoul). */
  from?: string | null;
  /** Last day (YYYY-MM-DD, Asia/Seoul), included. */
  to?: string | null;
}

@ObjectType({ description: 'One page of the activity trail.' })
export class AuditEntryPage extends Paginated(AuditEntry) {}
