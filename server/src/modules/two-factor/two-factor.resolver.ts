import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { ENROLMENT } from '../../common/access.js';
import { AdminRole, AdminUser } from '../auth/admin-user.entity.js';
import { LoginResult } from '../auth/auth.types.js';
import * as twoFactor from './two-factor.service.js';
import { loginWithTotp } from './two-factor-sign-in.service.js';
import { TotpEnabled, TotpSetup, TwoFactorPolicy } from './two-factor.types.js';

@Resolver(() => AdminUser)
export class TwoFactorResolver {
  @FieldResolver(() => Boolean, {
    description:
      'This session must set up two-factor sign-in before anything else (the signed-in account only).',
  })
  mustEnrolTwoFactor(@Root() user: AdminUser, @Ctx() ctx: AppContext): boolean {
    return ctx.enrolling?.id === user.id;
  }

  @Mutation(() => LoginResult, {
    description:
      'Public. Completes a sign-in that answered twoFactorRequired (same browser, within 5 minutes): a TOTP code or one recovery code. Rate limited like passwords; a used code is refused.',
  })
  loginWithTotp(
    @Ctx() ctx: AppContext,
    @Arg('code', () => String, { nullable: true, description: 'Six digits from the authenticator app.' })
    code?: string | null,
    @Arg('recoveryCode', () => String, {
      nullable: true,
      description: 'One of the recovery codes given at set-up (each works once), instead of a code.',
    })
    recoveryCode?: string | null,
  ) {
    return loginWithTotp(ctx, { code, recoveryCode });
  }

  @Authorized(ENROLMENT)
  @Mutation(() => TotpSetup, {
    description:
      'Admin session, also one that must still set up two-factor sign-in. Starts setting up two-factor sign-in for the signed-in account, after its password; with it on already, replaces it (a new phone) once enableTotp confirms the new one.',
  })
  setupTotp(
    @Ctx() ctx: AppContext,
    @Arg('password', { description: "The account's current password." }) password: string,
  ) {
    return twoFactor.setupTotp(ctx, password);
  }

  @Authorized(ENROLMENT)
  @Mutation(() => TotpEnabled, {
    description:
      'Admin session, also one that must still set up two-factor sign-in. Confirms the set-up with a first code; answers the recovery codes once.',
  })
  async enableTotp(
    @Ctx() ctx: AppContext,
    @Arg('code', { description: 'Six digits from the authenticator app.' }) code: string,
  ): Promise<TotpEnabled> {
    return { recoveryCodes: await twoFactor.enableTotp(ctx, code) };
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      'Admin session. Turns two-factor sign-in off (password needed); refused where it is required.',
  })
  disableTotp(
    @Ctx() ctx: AppContext,
    @Arg('password', { description: "The account's password." }) password: string,
  ) {
    return twoFactor.disableTotp(ctx, password);
  }

  @Authorized()
  @Mutation(() => TotpEnabled, {
    description:
      'Admin session. Ten new recovery codes (password needed), shown this once; the old ones stop working.',
  })
  async regenerateRecoveryCodes(
    @Ctx() ctx: AppContext,
    @Arg('password', { description: "The account's current password." }) password: string,
  ): Promise<TotpEnabled> {
    return { recoveryCodes: await twoFactor.regenerateRecoveryCodes(ctx, password) };
  }

  @Authorized(AdminRole.owner)
  @Mutation(() => AdminUser, {
    description:
      "Owner only. Resets another account's two-factor sign-in (lost phone): it is off, its recovery codes gone, its sessions ended; the account is mailed.",
  })
  resetTwoFactor(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int, { description: 'The account id.' }) id: number,
  ) {
    return twoFactor.resetTwoFactor(ctx, id);
  }

  @Authorized(AdminRole.owner)
  @Mutation(() => AdminUser, {
    description: "Owner only. Unlocks an account's two-factor sign-in locked after 10 wrong codes in a row.",
  })
  unlockTwoFactor(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int, { description: 'The account id.' }) id: number,
  ) {
    return twoFactor.unlockTwoFactor(ctx, id);
  }

  @Authorized(ENROLMENT)
  @Query(() => TwoFactorPolicy, {
    description:
      'Admin session, also one that must still set up two-factor sign-in. Who must use two-factor sign-in.',
  })
  twoFactorPolicy(@Ctx() ctx: AppContext) {
    return twoFactor.twoFactorPolicy(ctx);
  }

  @Authorized(AdminRole.owner)
  @Mutation(() => TwoFactorPolicy, {
    description:
      'Owner only. Requires two-factor sign-in of every account (or not); accounts without it are signed out.',
  })
  setTwoFactorPolicy(
    @Ctx() ctx: AppContext,
    @Arg('requiredForEveryone', { description: 'Every account must use two-factor sign-in.' })
    requiredForEveryone: boolean,
  ) {
    return twoFactor.setTwoFactorPolicy(ctx, requiredForEveryone);
  }
}
