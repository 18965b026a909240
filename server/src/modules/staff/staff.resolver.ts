import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { EXPECTED, listCost } from '../../common/cost.js';
import { AdminRole, AdminUser } from '../auth/admin-user.entity.js';
import { StaffInvitation } from './staff-invitation.entity.js';
import { AcceptInvitationInput, StaffInviteInput } from './staff.inputs.js';
import * as staff from './staff.service.js';

@Resolver()
export class StaffResolver {
  @Authorized(AdminRole.owner)
  @Query(() => [AdminUser], {
    description: 'Owner only. Every back-office account.',
    complexity: listCost(EXPECTED.staffMembers),
  })
  staffMembers(@Ctx() ctx: AppContext) {
    return staff.listStaff(ctx);
  }

  @Authorized(AdminRole.owner)
  @Query(() => [StaffInvitation], {
    description: 'Owner only. Invitations not used yet (expired ones included).',
    complexity: listCost(EXPECTED.staffInvitations),
  })
  staffInvitations(@Ctx() ctx: AppContext) {
    return staff.listInvitations(ctx);
  }

  @Authorized(AdminRole.owner)
  @Mutation(() => StaffInvitation, {
    description: 'Owner only. Invites someone by e-mail (a link valid 72 h).',
  })
  inviteStaff(
    @Ctx() ctx: AppContext,
    @Arg('input', () => StaffInviteInput, { description: 'Address and role.' }) input: StaffInviteInput,
  ) {
    return staff.inviteStaff(ctx, input);
  }

  @Mutation(() => AdminUser, {
    description: 'Public. The invitee: makes their account from an invitation link, once.',
  })
  acceptStaffInvitation(
    @Ctx() ctx: AppContext,
    @Arg('input', () => AcceptInvitationInput, { description: 'Token, username and password.' })
    input: AcceptInvitationInput,
  ) {
    return staff.acceptInvitation(ctx, input);
  }

  @Authorized(AdminRole.owner)
  @Mutation(() => AdminUser, { description: 'Owner only. Disables an account; its sessions end at once.' })
  disableStaff(@Ctx() ctx: AppContext, @Arg('id', () => Int, { description: 'The account id.' }) id: number) {
    return staff.disableStaff(ctx, id);
  }

  @Authorized(AdminRole.owner)
  @Mutation(() => AdminUser, { description: 'Owner only. Lets a disabled account sign in again.' })
  enableStaff(@Ctx() ctx: AppContext, @Arg('id', () => Int, { description: 'The account id.' }) id: number) {
    return staff.enableStaff(ctx, id);
  }
}
