import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import { MailOutbox } from '../../platform/mail/mail-outbox.entity.js';
import { Inquiry } from './inquiry.entity.js';

/**
 * A reply staff wrote to an inquiry (append-only: the log of what was answered, by whom and when).
 * The mail itself goes through the outbox; its delivery status is read from there.
 */
@ObjectType({ description: 'A reply staff sent to an inquiry (append-only). Admin session only.' })
@Entity({ tableName: 'inquiry_reply' })
@Index({ properties: ['inquiry', 'createdAt'] })
export class InquiryReply {
  [OptionalProps]?: 'createdAt';

  @Field(() => Int, { description: 'Unique id of the reply.' })
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => Inquiry, { deleteRule: 'cascade' })
  inquiry!: Inquiry;

  @Field({ description: 'Subject of the reply mail.' })
  @Property({ type: 'text' })
  subject!: string;

  @Field({ description: 'Body of the reply mail, plain text.' })
  @Property({ type: 'text' })
  message!: string;

  @Field({ description: 'Username of the admin who wrote it.' })
  @Property({ length: 100 })
  createdBy!: string;

  @ManyToOne(() => MailOutbox, { nullable: true, deleteRule: 'set null' })
  mail?: MailOutbox | null;

  @Field(() => GraphQLISODateTime, { description: 'When it was written (ISO 8601, UTC).' })
  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
