import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A counter per kind of content, bumped by statement triggers in the writer's own transaction
 * (see the content_version migration): `catalog` changes with any write to experience or review.
 */
@Entity({ tableName: 'content_version' })
export class ContentVersion {
  @PrimaryKey({ type: 'string', length: 50 })
  name!: string;

  @Property({ type: 'bigint', default: 0 })
  version: string = '0';
}
