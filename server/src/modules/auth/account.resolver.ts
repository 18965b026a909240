import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../context.js';
import * as account from './account.service.js';
import { EmailChangeResult } from './account.types.js';
import { AdminUser } from './admin-user.entity.js';

/** The signed-in account's own password and e-mail address. */
@Resolver(() => AdminUser)
export class AccountResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description:
      'A new e-mail address waiting for its confirmation link to be opened (the signed-in account only; null otherwise).',
  })
  pendingEmail(@Root() user: AdminUser, @Ctx() ctx: AppContext): Promise<string | null> | null {
    return ctx.admin?.id === user.id ? account.pendingEmailOf(ctx, user.id) : null;
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      'Admin session. Changes the own password (the current one needed; the new one 12+ characters, not a common one); every other session of the account ends.',
  })
  async changeMyPassword(
    @Ctx() ctx: AppContext,
    @Arg('currentPassword', { description: 'The password in use.' }) currentPassword: string,
    @Arg('newPassword', { description: 'The new password.' }) newPassword: string,
  ): Promise<boolean> {
    await account.changeMyPassword(ctx, { currentPassword, newPassword });
    return true;
  }

  @Authorized()
  @Mutation(() => EmailChangeResult, {
    description:
      'Admin session. Asks to use another e-mail address (the current password needed): a link valid 24 hours goes to it, and the address changes when it is opened.',
  })
  changeMyEmail(
    @Ctx() ctx: AppContext,
    @Arg('email', { description: 'The new address.' }) email: string,
    @Arg('currentPassword', { description: 'The password in use.' }) currentPassword: string,
  ) {
    return account.changeMyEmail(ctx, { email, currentPassword });
  }

  @Mutation(() => Boolean, {
    description:
      'Public. Confirms an e-mail change with the token of the link mailed to the new address, once.',
  })
  async confirmEmailChange(
    @Ctx() ctx: AppContext,
    @Arg('token', { description: 'The token from the link.' }) token: string,
  ): Promise<boolean> {
    await account.confirmEmailChange(ctx, token);
    return true;
  }
}
