import { Field, InputType } from 'type-graphql';

@InputType({ description: 'A new password chosen through a reset link.' })
export class PasswordResetInput {
  @Field({ description: 'The token from the reset link (valid 1 hour, once).' })
  token!: string;

  @Field({ description: 'The new password (at least 12 characters, not a common one).' })
  password!: string;
}
