import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { Inquiry } from './inquiry.entity.js';
import * as inquiries from './inquiry.service.js';

@Resolver(() => Inquiry)
export class InquiryResolver {
  @Authorized()
  @Query(() => [Inquiry], { description: 'Admin: contact-form messages, newest first.' })
  inquiries(@Ctx() ctx: AppContext) {
    return inquiries.listInquiries(ctx);
  }
}
