import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A signed-in back-office session: one browser of one account.' })
export class ActiveSession {
  @Field({ description: 'Names the session to end it (not its cookie).' })
  id!: string;

  @Field(() => Int, { description: 'The account signed in.' })
  userId!: number;

  @Field({ description: "The account's username." })
  username!: string;

  @Field(() => String, {
    nullable: true,
    description: "Browser and system from the user agent ('Chrome 131 · macOS'); null when unknown.",
  })
  device!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The network address of its last recorded use (shown to the user and the owners only).',
  })
  address!: string | null;

  @Field(() => GraphQLISODateTime, { description: 'When it signed in (UTC).' })
  signedInAt!: Date;

  @Field(() => GraphQLISODateTime, { description: 'Its last request (UTC), recorded at most once a minute.' })
  lastUsedAt!: Date;

  @Field({ description: 'The session of this request (this device).' })
  current!: boolean;
}
