import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A signed-in back-office session (issue 24 point 4).' })
export class ActiveSession {
  @Field({ description: 'Names the session to end it (not its cookie).' })
  id!: string;

  @Field(() => Int)
  userId!: number;

  @Field()
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

  @Field(() => GraphQLISODateTime)
  signedInAt!: Date;

  @Field(() => GraphQLISODateTime, { description: 'Recorded at most once a minute.' })
  lastUsedAt!: Date;

  @Field({ description: 'The session of this request (this device).' })
  current!: boolean;
}
