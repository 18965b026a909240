import { Field, InputType } from 'type-graphql';
import { AdminRole } from '../auth/admin-user.entity.js';

@InputType()
export class StaffInviteInput {
  @Field()
  email!: string;

  @Field(() => AdminRole)
  role!: AdminRole;
}

@InputType()
export class AcceptInvitationInput {
  @Field()
  token!: string;

  @Field()
  username!: string;

  @Field()
  password!: string;
}
