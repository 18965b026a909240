import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { AdminUser } from './admin-user.entity.js';
import * as auth from './auth.service.js';
import { LoginResult } from './auth.types.js';

@Resolver()
export class AuthResolver {
  @Mutation(() => LoginResult, {
    description:
      'Public. Checks the password (rate limited) and opens an admin session (httpOnly cookie), or, for an account with two-factor sign-in, answers twoFactorRequired without a session: then loginWithTotp.',
  })
  login(
    @Ctx() ctx: AppContext,
    @Arg('username', { description: 'The account username.' }) username: string,
    @Arg('password', { description: 'The account password.' }) password: string,
  ) {
    return auth.login(ctx, username, password);
  }

  @Mutation(() => Boolean, { description: 'Public. Destroys the admin session on the server.' })
  logout(@Ctx() ctx: AppContext) {
    return auth.logout(ctx);
  }

  @Query(() => AdminUser, { nullable: true, description: 'Public. The signed-in admin, or null.' })
  me(@Ctx() ctx: AppContext) {
    return auth.me(ctx);
  }
}
