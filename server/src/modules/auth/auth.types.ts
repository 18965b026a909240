import { Field, ObjectType } from 'type-graphql';
import { AdminUser } from './admin-user.entity.js';

/**
 * What a sign-in step answers: the signed-in account, or `twoFactorRequired` (the password was right,
 * no session yet: loginWithTotp completes it within 5 minutes).
 */
@ObjectType({
  description: 'What a sign-in step answers: the account, or that a two-factor code is awaited.',
})
export class LoginResult {
  @Field({ description: 'The password was right; send a TOTP or recovery code to loginWithTotp.' })
  twoFactorRequired!: boolean;

  @Field(() => AdminUser, {
    nullable: true,
    description: 'The signed-in account (null while a code is awaited).',
  })
  user?: AdminUser | null;
}
