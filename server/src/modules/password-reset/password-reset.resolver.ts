import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { PasswordResetInput } from './password-reset.inputs.js';
import * as reset from './password-reset.service.js';

@Resolver()
export class PasswordResetResolver {
  @Mutation(() => Boolean, {
    description:
      'Public. Mails a one-time password reset link (1 hour) when an account has this e-mail address. Always true: the answer never tells whether it exists.',
  })
  async requestPasswordReset(
    @Ctx() ctx: AppContext,
    @Arg('email', { description: 'The e-mail address of the account.' }) email: string,
  ): Promise<boolean> {
    await reset.requestPasswordReset(ctx, { email });
    return true;
  }

  @Mutation(() => Boolean, {
    description: 'Public. Sets a new password from a reset link, once; every session of that account ends.',
  })
  async completePasswordReset(
    @Ctx() ctx: AppContext,
    @Arg('input', () => PasswordResetInput, { description: 'The link and the new password.' })
    input: PasswordResetInput,
  ): Promise<boolean> {
    await reset.completePasswordReset(ctx, input);
    return true;
  }
}
