import { Field, ObjectType } from 'type-graphql';

@ObjectType({
  description: "The signed-in account's e-mail address, and the one waiting for its confirmation.",
})
export class EmailChangeResult {
  @Field(() => String, { nullable: true, description: 'The address in use (null: none yet).' })
  email!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The new address, used once the link mailed to it is opened (24 hours).',
  })
  pendingEmail!: string | null;
}
