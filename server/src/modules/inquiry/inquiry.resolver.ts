import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { listCost } from '../../common/cost.js';
import { Inquiry } from './inquiry.entity.js';
import { InquiryInput } from './inquiry.inputs.js';
import * as inquiries from './inquiry.service.js';

@Resolver(() => Inquiry)
export class InquiryResolver {
  @Authorized()
  @Query(() => [Inquiry], {
    description: `Admin: contact-form messages, the ${inquiries.INQUIRIES_MAX} newest first.`,
    complexity: listCost(inquiries.INQUIRIES_MAX),
  })
  inquiries(@Ctx() ctx: AppContext) {
    return inquiries.listInquiries(ctx);
  }

  @Mutation(() => Inquiry, { description: 'Sends the contact form; staff are mailed. Rate limited per IP.' })
  sendInquiry(@Ctx() ctx: AppContext, @Arg('input', () => InquiryInput) input: InquiryInput) {
    return inquiries.createInquiry(ctx, input);
  }
}
