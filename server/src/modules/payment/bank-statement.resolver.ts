import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import {
  Arg,
  Authorized,
  Ctx,
  Field,
  Int,
  Mutation,
  ObjectType,
  Resolver,
  registerEnumType,
} from 'type-graphql';
import type { AppContext } from '../../context.js';
import { badInput, payloadTooLarge } from '../../common/errors.js';
import { readLimited, type FileUpload } from '../media/media.service.js';
import { importStatement, previewedFile, previewStatement, type MatchKind } from './bank-import.service.js';
import { STATEMENT_MAX_BYTES } from './bank-statement.js';
import { STATEMENT_UPLOAD_ERRORS } from './payment.errors.js';
import { Payment } from './payment.entity.js';

const MatchKindEnum = {
  matched: 'matched',
  possibly_recorded: 'possibly_recorded',
  ambiguous: 'ambiguous',
  unmatched: 'unmatched',
  duplicate: 'duplicate',
};
registerEnumType(MatchKindEnum, {
  name: 'StatementMatch',
  description: 'How a statement row was matched to a booking.',
  valuesConfig: {
    matched: {
      description: 'One booking named in the row, with the amount it owes: imported as its payment.',
    },
    possibly_recorded: {
      description:
        'The booking has a payment of this amount near this date (or is paid up): not recorded unless staff assign it.',
    },
    ambiguous: { description: 'Several candidates, or another amount: staff choose (assign).' },
    unmatched: { description: 'No booking found: staff may assign one.' },
    duplicate: { description: 'Imported before: never paid twice.' },
  },
});

@ObjectType({ description: 'Which column of the file holds each field (by its header text).' })
class StatementMapping {
  @Field({ description: 'Header of the date column.' })
  date!: string;

  @Field({ description: 'Header of the depositor-name column.' })
  name!: string;

  @Field({ description: 'Header of the deposit-amount column.' })
  amount!: string;

  @Field({ description: 'Empty when the file has no memo column.' })
  memo!: string;
}

@ObjectType({ description: 'The payment a statement row may repeat.' })
class StatementRecordedAs {
  @Field({ description: 'The day of that payment, YYYY-MM-DD (Asia/Seoul).' })
  paidAt!: string;

  @Field(() => String, { nullable: true, description: 'Who recorded it; null: a row above in this file.' })
  createdBy!: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'The line of this file that pays it, when not recorded yet.',
  })
  line!: number | null;
}

@ObjectType({ description: 'One deposit of a bank statement and what it pays.' })
class StatementRowType {
  @Field(() => Int, { description: "The file's line number (1-based)." })
  line!: number;

  @Field(() => String, {
    nullable: true,
    description: 'Date of the deposit, YYYY-MM-DD; null when the cell is not a date.',
  })
  date!: string | null;

  @Field({ description: 'Depositor name as the bank wrote it.' })
  name!: string;

  @Field(() => Int, { description: 'Amount deposited, KRW.' })
  amount!: number;

  @Field({ description: 'Memo of the transfer (empty when none).' })
  memo!: string;

  @Field({ description: 'The text of the other columns (a second memo, a description), joined with " · ".' })
  details!: string;

  @Field(() => MatchKindEnum, { description: 'How it matched a booking.' })
  match!: MatchKind;

  @Field(() => Int, { nullable: true, description: 'The booking a matched row pays.' })
  bookingId?: number;

  @Field(() => [Int], { nullable: true, description: 'The bookings an ambiguous row may pay.' })
  candidates?: number[];

  @Field(() => StatementRecordedAs, {
    nullable: true,
    description: 'possibly_recorded: the payment this deposit looks like.',
  })
  recordedAs?: StatementRecordedAs;
}

@ObjectType({ description: 'A bank statement read and matched; nothing recorded yet (admin).' })
class BankStatementPreview {
  @Field({ description: 'Names this file for the import (kept a day).' })
  previewId!: string;

  @Field(() => [String], { description: "The file's header row." })
  headers!: string[];

  @Field(() => StatementMapping, {
    nullable: true,
    description:
      'The columns used (given, remembered for this header row, or recognised); null when none: send a mapping.',
  })
  mapping!: StatementMapping | null;

  @Field(() => [StatementRowType], { description: 'Every deposit of the file (withdrawals left out).' })
  rows!: StatementRowType[];
}

/** A GraphQL upload's bytes (at most 2 MB, as over REST). */
async function bytesOf(file: Promise<FileUpload>): Promise<Buffer> {
  let upload: FileUpload;
  try {
    upload = await file;
  } catch (error) {
    if ((error as { status?: number }).status === 413)
      throw payloadTooLarge(STATEMENT_UPLOAD_ERRORS.tooLarge);
    throw badInput(STATEMENT_UPLOAD_ERRORS.noFile);
  }
  return readLimited(upload.createReadStream(), STATEMENT_MAX_BYTES).catch(() => {
    throw payloadTooLarge(STATEMENT_UPLOAD_ERRORS.tooLarge);
  });
}

@Resolver()
export class BankStatementResolver {
  @Authorized()
  @Mutation(() => BankStatementPreview, {
    description:
      "Admin session. Reads a bank's statement (CSV, UTF-8 or CP949) and matches each deposit to a booking; records nothing. `mapping`: JSON {date, name, amount, memo} of header names, remembered for files with the same header row.",
  })
  async previewBankStatement(
    @Ctx() ctx: AppContext,
    @Arg('file', () => GraphQLUpload, { description: 'The CSV file (at most 2 MB), as a multipart upload.' })
    file: Promise<FileUpload>,
    @Arg('mapping', () => String, {
      nullable: true,
      description: 'JSON {date, name, amount, memo} of header names; none: guessed or remembered.',
    })
    mapping?: string | null,
  ) {
    return previewStatement(ctx, await bytesOf(file), mapping);
  }

  @Authorized()
  @Mutation(() => [Payment], {
    description:
      'Admin session. Records the matched deposits (and those `assign`ed: JSON {line: bookingId}) of a statement, sent again or named by its `previewId`, in one transaction; a row imported before is never paid twice.',
  })
  async importBankStatement(
    @Ctx() ctx: AppContext,
    @Arg('file', () => GraphQLUpload, {
      nullable: true,
      description: 'The CSV file again (or give previewId instead).',
    })
    file?: Promise<FileUpload> | null,
    @Arg('previewId', () => String, {
      nullable: true,
      description: 'The previewId of a preview (kept a day), instead of the file.',
    })
    previewId?: string | null,
    @Arg('mapping', () => String, {
      nullable: true,
      description: 'JSON {date, name, amount, memo} of header names, as for the preview.',
    })
    mapping?: string | null,
    @Arg('assign', () => String, {
      nullable: true,
      description: 'JSON {line: bookingId}: rows staff matched by hand.',
    })
    assign?: string | null,
  ) {
    const bytes = file ? await bytesOf(file) : await previewedFile(ctx, previewId);
    return importStatement(ctx, bytes, { mapping, assign });
  }
}
