import { Field, InputType } from 'type-graphql';

@InputType()
export class PasswordResetInput {
  @Field()
  token!: string;

  @Field()
  password!: string;
}
