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
import { STATEMENT_MAX_BYTES, STATEMENT_UPLOAD_ERRORS } from './bank-statement.js';
import { Payment } from './payment.entity.js';

const MatchKindEnum = {
  matched: 'matched',
  ambiguous: 'ambiguous',
  unmatched: 'unmatched',
  duplicate: 'duplicate',
};
registerEnumType(MatchKindEnum, {
  name: 'StatementMatch',
  description:
    'matched: one booking named with its amount; ambiguous: several candidates or another amount; unmatched: no booking; duplicate: imported before.',
});

@ObjectType({ description: 'Which column of the file holds each field (by its header text).' })
class StatementMapping {
  @Field()
  date!: string;

  @Field()
  name!: string;

  @Field()
  amount!: string;

  @Field({ description: 'Empty when the file has no memo column.' })
  memo!: string;
}

@ObjectType({ description: 'One deposit of a bank statement and what it pays.' })
class StatementRowType {
  @Field(() => Int, { description: "The file's line number (1-based)." })
  line!: number;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, or null when the cell is not a date.' })
  date!: string | null;

  @Field()
  name!: string;

  @Field(() => Int, { description: 'KRW.' })
  amount!: number;

  @Field()
  memo!: string;

  @Field(() => MatchKindEnum)
  match!: MatchKind;

  @Field(() => Int, { nullable: true, description: 'The booking a matched row pays.' })
  bookingId?: number;

  @Field(() => [Int], { nullable: true, description: 'The bookings an ambiguous row may pay.' })
  candidates?: number[];
}

@ObjectType({ description: 'A bank statement read and matched; nothing recorded yet (admin).' })
class BankStatementPreview {
  @Field({ description: 'Names this file for the import (kept a day).' })
  previewId!: string;

  @Field(() => [String], { description: "The file's header row." })
  headers!: string[];

  @Field(() => StatementMapping, { nullable: true })
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
      "Reads a bank's statement (CSV, UTF-8 or CP949) and matches each deposit to a booking; records nothing (admin). `mapping`: JSON {date, name, amount, memo} of header names, remembered for files with the same header row.",
  })
  async previewBankStatement(
    @Ctx() ctx: AppContext,
    @Arg('file', () => GraphQLUpload) file: Promise<FileUpload>,
    @Arg('mapping', () => String, { nullable: true }) mapping?: string | null,
  ) {
    return previewStatement(ctx, await bytesOf(file), mapping);
  }

  @Authorized()
  @Mutation(() => [Payment], {
    description:
      'Records the matched deposits (and those `assign`ed: JSON {line: bookingId}) of a statement, sent again or named by its `previewId`, in one transaction; a row imported before is never paid twice (admin).',
  })
  async importBankStatement(
    @Ctx() ctx: AppContext,
    @Arg('file', () => GraphQLUpload, { nullable: true }) file?: Promise<FileUpload> | null,
    @Arg('previewId', () => String, { nullable: true }) previewId?: string | null,
    @Arg('mapping', () => String, { nullable: true }) mapping?: string | null,
    @Arg('assign', () => String, { nullable: true }) assign?: string | null,
  ) {
    const bytes = file ? await bytesOf(file) : await previewedFile(ctx, previewId);
    return importStatement(ctx, bytes, { mapping, assign });
  }
}
