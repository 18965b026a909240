import { Arg, Authorized, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { pageCost } from '../../common/cost.js';
import { PageInput } from '../../common/pagination.js';
import { AuditEntry } from './audit-entry.entity.js';
import { AuditEntryPage } from './audit.inputs.js';
import * as audit from './audit.service.js';

@Resolver(() => AuditEntry)
export class AuditResolver {
  @Authorized()
  @Query(() => AuditEntryPage, {
    description: 'Admin session. Every admin change, newest first (kept at least a year; never editable).',
    complexity: pageCost,
  })
  auditEntries(
    @Ctx() ctx: AppContext,
    // Flat filter arguments (as the REST query string): one input type less in the schema.
    @Arg('username', () => String, { nullable: true, description: 'Exact username.' })
    username?: string | null,
    @Arg('kind', () => String, {
      nullable: true,
      description: "A kind ('item.update') or its family ('item').",
    })
    kind?: string | null,
    @Arg('from', () => String, { nullable: true, description: 'First day, YYYY-MM-DD (Asia/Seoul).' })
    from?: string | null,
    @Arg('to', () => String, { nullable: true, description: 'Last day, YYYY-MM-DD (Asia/Seoul), included.' })
    to?: string | null,
    @Arg('page', () => PageInput, {
      nullable: true,
      description: 'Page number and size (default page 1 of 20).',
    })
    page?: PageInput | null,
  ) {
    return audit.auditEntries(ctx, { username, kind, from, to }, page);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "The request's network address; null to staff for another account's entry (owners see every one).",
  })
  address(@Root() entry: AuditEntry, @Ctx() ctx: AppContext): string | null {
    return audit.auditView(ctx, entry).address;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The changed fields before, as a JSON object (null on a creation). Staff do not see the e-mails of accounts, invitations and sessions.',
  })
  before(@Root() entry: AuditEntry, @Ctx() ctx: AppContext): string | null {
    const { before } = audit.auditView(ctx, entry);
    return before ? JSON.stringify(before) : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The changed fields after, as a JSON object (null on a deletion). Staff do not see the e-mails of accounts, invitations and sessions.',
  })
  after(@Root() entry: AuditEntry, @Ctx() ctx: AppContext): string | null {
    const { after } = audit.auditView(ctx, entry);
    return after ? JSON.stringify(after) : null;
  }
}
