import { Field, InputType } from 'type-graphql';
import { AdminRole } from '../auth/admin-user.entity.js';

@InputType({ description: 'Whom to invite to the back office.' })
export class StaffInviteInput {
  @Field({ description: 'Address to send the invitation link to.' })
  email!: string;

  @Field(() => AdminRole, { description: 'The role the new account gets.' })
  role!: AdminRole;
}

@InputType({ description: 'The new account, made from an invitation link.' })
export class AcceptInvitationInput {
  @Field({ description: 'The token from the invitation link.' })
  token!: string;

  @Field({ description: 'Username to sign in with.' })
  username!: string;

  @Field({ description: 'Password to sign in with (the admin password rules apply).' })
  password!: string;
}
