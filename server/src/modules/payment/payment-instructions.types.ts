import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { TRANSFER_FEES, type TransferFees } from '../../../../domain/schemas/bankAccount.js';
import { LanguageEnum } from '../../common/enums.js';
import type { InstructionsSource } from './payment-instructions.js';

export const TransferFeesEnum = Object.fromEntries(TRANSFER_FEES.map((f) => [f, f])) as {
  [F in TransferFees]: F;
};
registerEnumType(TransferFeesEnum, {
  name: 'TransferFees',
  description: "Who pays a bank transfer's fees.",
  valuesConfig: {
    guest: { description: "The guest: the sender pays every bank's fees (OUR), the full amount arrives." },
    shared: { description: "Each side pays its own bank's fees (SHA)." },
    us: { description: 'The team: the guest sends the amount due, fees deducted on the way are on us.' },
  },
});

export const InstructionsSourceEnum = {
  back_office: 'back_office',
  environment: 'environment',
  placeholder: 'placeholder',
} as const satisfies { [S in InstructionsSource]: S };
registerEnumType(InstructionsSourceEnum, {
  name: 'PaymentInstructionsSource',
  description: 'Where the payment instructions of a language come from.',
  valuesConfig: {
    back_office: { description: 'The bank account an owner set in the back office.' },
    environment: { description: 'The PAYMENT_INSTRUCTIONS* environment variables.' },
    placeholder: { description: 'Neither: the placeholder account (Example Bank 000-000000-00-000).' },
  },
});

@ObjectType({ description: "The bank's and the account holder's names in one language." })
export class BankNames {
  @Field(() => LanguageEnum, { description: 'The guest language these names are for.' })
  language!: LanguageEnum;

  @Field({ description: "The bank's name as guests of that language read it." })
  bankName!: string;

  @Field({ description: "The account holder's name as guests of that language read it." })
  accountHolder!: string;
}

@ObjectType({ description: 'The bank account guests pay into, as an owner set it.' })
export class BankAccountType {
  @Field({ description: 'The account number as the bank prints it (digits, hyphens).' })
  accountNumber!: string;

  @Field({ description: "The bank's SWIFT/BIC (8 or 11 characters), for transfers from abroad." })
  swift!: string;

  @Field(() => TransferFeesEnum, { description: 'Who pays the transfer fees.' })
  transferFees!: TransferFees;

  @Field(() => [BankNames], {
    description: 'The names per language: English always, others where given (else the English ones).',
  })
  names!: BankNames[];
}

@ObjectType({ description: 'What guests of one language are told about paying, and where it comes from.' })
export class PaymentInstructionsText {
  @Field(() => LanguageEnum, { description: 'The guest language.' })
  language!: LanguageEnum;

  @Field({ description: 'The text of the look-up page and the booking mails.' })
  text!: string;

  @Field(() => InstructionsSourceEnum, { description: 'Back office, environment or placeholder.' })
  source!: InstructionsSource;
}

@ObjectType({
  description: "How guests are told to pay: the back office's bank account, over the environment.",
})
export class PaymentInstructionsType {
  @Field(() => BankAccountType, {
    nullable: true,
    description: 'The account an owner set; null: none (guests read PAYMENT_INSTRUCTIONS*).',
  })
  bankAccount!: BankAccountType | null;

  @Field(() => [PaymentInstructionsText], { description: 'What each guest language is told now.' })
  texts!: PaymentInstructionsText[];

  @Field(() => [LanguageEnum], { description: 'The languages still told the placeholder account.' })
  placeholderLanguages!: LanguageEnum[];
}

@InputType({ description: "The bank's and the account holder's names in one language." })
export class BankNamesInput {
  @Field(() => LanguageEnum, { description: 'The guest language (ENG is required).' })
  language!: LanguageEnum;

  @Field({ description: "The bank's name (at most 100 characters)." })
  bankName!: string;

  @Field({ description: "The account holder's name (at most 100 characters)." })
  accountHolder!: string;
}

@InputType({ description: 'The bank account guests pay into.' })
export class BankAccountInput {
  @Field({ description: 'Digits with hyphens or spaces between groups, e.g. 110-123-456789.' })
  accountNumber!: string;

  @Field({ description: "The bank's SWIFT/BIC, e.g. SHBKKRSE." })
  swift!: string;

  @Field(() => TransferFeesEnum, { description: 'Who pays the transfer fees.' })
  transferFees!: TransferFees;

  @Field(() => [BankNamesInput], {
    description: 'English names (required), and per language where the bank writes them otherwise.',
  })
  names!: BankNamesInput[];
}
