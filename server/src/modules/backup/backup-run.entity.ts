import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One backup attempt, scheduled or by `npm run backup`, whatever instance made it: the dashboard's tile
 * and the metrics read the last ones. Not itself backed up (it describes this database's backups).
 */
@Entity({ tableName: 'backup_run' })
@Index({ properties: ['finishedAt'] })
export class BackupRun {
  [OptionalProps]?: 'file' | 'sizeBytes' | 's3Key' | 'error';

  @PrimaryKey()
  id!: number;

  @Property({ type: 'datetime' })
  startedAt!: Date;

  @Property({ type: 'datetime' })
  finishedAt!: Date;

  /** `ok` or `failed`. */
  @Property({ type: 'string', length: 10 })
  status!: string;

  /** `scheduled` (the daily job) or `manual` (npm run backup). */
  @Property({ type: 'string', length: 10 })
  trigger!: string;

  /** The instance's host name: a backup file lives on that machine's disk. */
  @Property({ type: 'string', length: 255 })
  host!: string;

  @Property({ type: 'text', nullable: true })
  file?: string | null;

  @Property({ type: 'double', nullable: true })
  sizeBytes?: number | null;

  @Property({ type: 'text', nullable: true, fieldName: 's3_key' })
  s3Key?: string | null;

  @Property({ type: 'text', nullable: true })
  error?: string | null;
}
