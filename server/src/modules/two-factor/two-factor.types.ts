import { Field, ObjectType } from 'type-graphql';

@ObjectType({
  description: 'A two-factor set-up started: scan the QR code (or type the secret), then enableTotp.',
})
export class TotpSetup {
  @Field({ description: 'The Base32 secret, to type into an app that cannot scan.' })
  secret!: string;

  @Field({ description: 'The otpauth:// URI the QR code holds.' })
  otpauthUrl!: string;

  @Field({ description: 'The QR code of otpauthUrl, a PNG data: URL.' })
  qrCode!: string;
}

@ObjectType({ description: 'Two-factor sign-in turned on.' })
export class TotpEnabled {
  @Field(() => [String], { description: 'Ten single-use recovery codes, shown this once.' })
  recoveryCodes!: string[];
}

@ObjectType({ description: 'Who must use two-factor sign-in.' })
export class TwoFactorPolicy {
  @Field({ description: 'Owners must use two-factor sign-in (TOTP_REQUIRED_FOR_OWNERS).' })
  requiredForOwners!: boolean;

  @Field({ description: 'An owner requires two-factor sign-in of every account.' })
  requiredForEveryone!: boolean;
}
