import {
  Arg,
  Authorized,
  Ctx,
  FieldResolver,
  GraphQLISODateTime,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { AppContext } from '../../context.js';
import { listCost } from '../../common/cost.js';
import { PageInput } from '../../common/pagination.js';
import { InquiryReply } from './inquiry-reply.entity.js';
import { Inquiry, InquiryStatusEnum } from './inquiry.entity.js';
import {
  InquiryCounts,
  InquiryFilter,
  InquiryInput,
  InquiryPage,
  InquiryReplyInput,
} from './inquiry.inputs.js';
import * as inquiries from './inquiry.service.js';

@Resolver(() => Inquiry)
export class InquiryResolver {
  @Authorized()
  @Query(() => [Inquiry], {
    description: `Admin session. Contact-form messages, the ${inquiries.INQUIRIES_MAX} newest first.`,
    complexity: listCost(inquiries.INQUIRIES_MAX),
  })
  inquiries(@Ctx() ctx: AppContext) {
    return inquiries.listInquiries(ctx);
  }

  @Authorized()
  @Query(() => InquiryPage, {
    description: 'Admin session. The inquiry inbox, newest first, by tab, searched and paged.',
    complexity: ({ childComplexity, args }) =>
      childComplexity * Math.max(1, Number((args.page as PageInput | undefined)?.pageSize ?? 20)),
  })
  adminInquiries(
    @Ctx() ctx: AppContext,
    @Arg('filter', () => InquiryFilter, { nullable: true, description: 'Tab and search (default: all).' })
    filter?: InquiryFilter,
    @Arg('page', () => PageInput, {
      nullable: true,
      description: 'Page number and size (default page 1 of 20).',
    })
    page?: PageInput,
  ) {
    return inquiries.adminInquiries(ctx, filter ?? {}, page);
  }

  @Authorized()
  @Query(() => InquiryCounts, {
    description: "Admin session. The inbox tabs' counts (unread is the sidebar badge).",
  })
  inquiryCounts(@Ctx() ctx: AppContext) {
    return inquiries.inquiryCounts(ctx);
  }

  @Authorized()
  @Mutation(() => Inquiry, { description: 'Admin session. Opens an inquiry (an unread one becomes read).' })
  openInquiry(@Ctx() ctx: AppContext, @Arg('id', () => Int, { description: 'The inquiry id.' }) id: number) {
    return inquiries.openInquiry(ctx, id);
  }

  @Authorized()
  @Mutation(() => Inquiry, { description: 'Admin session. Marks an inquiry unread (new), read or handled.' })
  setInquiryStatus(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int, { description: 'The inquiry id.' }) id: number,
    @Arg('status', () => InquiryStatusEnum, { description: 'The new status.' }) status: InquiryStatusEnum,
  ) {
    return inquiries.setInquiryStatus(ctx, id, status);
  }

  @Authorized()
  @Mutation(() => InquiryReply, {
    description:
      "Admin session. Mails a reply to the guest through the outbox (in the inquiry's language), logs it, marks it handled.",
  })
  replyToInquiry(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int, { description: 'The inquiry id.' }) id: number,
    @Arg('input', () => InquiryReplyInput, { description: 'The reply mail.' }) input: InquiryReplyInput,
  ) {
    return inquiries.replyToInquiry(ctx, id, input);
  }

  @Mutation(() => Inquiry, {
    description: 'Public. Sends the contact form; staff are mailed. Rate limited per IP.',
  })
  sendInquiry(
    @Ctx() ctx: AppContext,
    @Arg('input', () => InquiryInput, { description: 'The contact form.' }) input: InquiryInput,
  ) {
    return inquiries.createInquiry(ctx, input);
  }

  @Authorized()
  @FieldResolver(() => [InquiryReply], { description: 'Admin: the replies sent, oldest first.' })
  replies(@Ctx() ctx: AppContext, @Root() inquiry: Inquiry) {
    return inquiries.inquiryReplies(ctx, inquiry.id);
  }
}

@Resolver(() => InquiryReply)
export class InquiryReplyResolver {
  @FieldResolver(() => String, { description: "The reply mail's delivery: pending, sent or failed." })
  mailStatus(@Root() reply: InquiryReply): string {
    return reply.mail?.status ?? 'pending';
  }

  @FieldResolver(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When the mail server accepted it.',
  })
  sentAt(@Root() reply: InquiryReply): Date | null {
    return reply.mail?.sentAt ?? null;
  }
}
