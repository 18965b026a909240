import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { listCost } from '../../common/cost.js';
import { AdminRole } from '../auth/admin-user.entity.js';
import * as resellers from './reseller.service.js';
import { IssuedResellerKey, ResellerChangesInput, ResellerInput, ResellerType } from './reseller.types.js';

@Resolver()
export class ResellerResolver {
  @Authorized(AdminRole.owner)
  @Query(() => [ResellerType], {
    description:
      'Owner only. Resellers, newest first, with their keys (never the keys themselves) and figures.',
    complexity: listCost(50),
  })
  resellers(@Ctx() ctx: AppContext) {
    return resellers.listResellers(ctx);
  }

  @Authorized(AdminRole.owner)
  @Mutation(() => IssuedResellerKey, {
    description: 'Owner only. Adds a reseller with its first API key, answered this once.',
  })
  createReseller(
    @Ctx() ctx: AppContext,
    @Arg('input', () => ResellerInput, { description: 'Name, e-mail, items, commission.' })
    input: ResellerInput,
  ) {
    return resellers.addReseller(ctx, input);
  }

  @Authorized(AdminRole.owner)
  @Mutation(() => ResellerType, { description: 'Owner only. Changes a reseller (or switches it off or on).' })
  updateReseller(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int, { description: 'The reseller id.' }) id: number,
    @Arg('changes', () => ResellerChangesInput, { description: 'What changes.' })
    changes: ResellerChangesInput,
  ) {
    return resellers.updateReseller(ctx, id, changes);
  }

  @Authorized(AdminRole.owner)
  @Mutation(() => IssuedResellerKey, {
    description: 'Owner only. One more API key for a reseller (to rotate), answered this once.',
  })
  issueResellerKey(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int, { description: 'The reseller id.' }) id: number,
  ) {
    return resellers.addApiKey(ctx, id);
  }

  @Authorized(AdminRole.owner)
  @Mutation(() => Boolean, {
    description: "Owner only. Revokes a reseller's API key: refused from the next request.",
  })
  revokeResellerKey(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int, { description: 'The reseller id.' }) id: number,
    @Arg('keyId', () => Int, { description: 'The key id.' }) keyId: number,
  ) {
    return resellers.revokeApiKey(ctx, id, keyId);
  }
}
