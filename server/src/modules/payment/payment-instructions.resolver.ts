import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { AdminRole } from '../auth/admin-user.entity.js';
import * as instructions from './payment-instructions.service.js';
import { BankAccountInput, PaymentInstructionsType } from './payment-instructions.types.js';

@Resolver()
export class PaymentInstructionsResolver {
  @Authorized(AdminRole.owner)
  @Query(() => PaymentInstructionsType, {
    description:
      'Owner only. The bank account guests are told to pay into, and what each guest language is told now.',
  })
  paymentInstructions(@Ctx() ctx: AppContext) {
    return instructions.paymentInstructions(ctx);
  }

  @Authorized(AdminRole.owner)
  @Mutation(() => PaymentInstructionsType, {
    description:
      'Owner only. Sets the bank account guests pay into (the look-up page and the booking mails), or with null goes back to PAYMENT_INSTRUCTIONS*. Audited.',
  })
  setPaymentInstructions(
    @Ctx() ctx: AppContext,
    @Arg('bankAccount', () => BankAccountInput, {
      nullable: true,
      description: 'The account; null: none (the environment texts apply).',
    })
    bankAccount: BankAccountInput | null,
  ) {
    return instructions.setPaymentInstructions(ctx, bankAccount);
  }
}
