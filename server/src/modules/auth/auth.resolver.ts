import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { AdminUser } from './admin-user.entity.js';
import * as auth from './auth.service.js';
import { LoginResult } from './auth.types.js';

@Resolver()
export class AuthResolver {
  @Mutation(() => LoginResult, {
    description:
      'Checks the password (rate limited) and opens an admin session (httpOnly cookie), or, for an account with two-factor sign-in, answers twoFactorRequired: then loginWithTotp.',
  })
  login(@Ctx() ctx: AppContext, @Arg('username') username: string, @Arg('password') password: string) {
    return auth.login(ctx, username, password);
  }

  @Mutation(() => Boolean, { description: 'Destroys the admin session on the server.' })
  logout(@Ctx() ctx: AppContext) {
    return auth.logout(ctx);
  }

  @Query(() => AdminUser, { nullable: true, description: 'The signed-in admin, or null.' })
  me(@Ctx() ctx: AppContext) {
    return auth.me(ctx);
  }
}
