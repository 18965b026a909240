import { Field, Float, ObjectType } from 'type-graphql';

@ObjectType({ description: "The site's backups as the dashboard shows them." })
export class BackupStatus {
  @Field(() => Date, { nullable: true, description: 'When the last backup attempt ended (any outcome).' })
  lastRunAt!: Date | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Whether the last attempt succeeded (null: none yet).',
  })
  lastRunOk!: boolean | null;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed.' })
  lastError!: string | null;

  @Field(() => Date, { nullable: true, description: 'When the last good backup was written.' })
  lastSuccessAt!: Date | null;

  @Field(() => Float, { nullable: true, description: 'Its size in bytes.' })
  lastSuccessSizeBytes!: number | null;

  @Field(() => String, { nullable: true, description: 'Its file, on the disk of `lastSuccessHost`.' })
  lastSuccessFile!: string | null;

  @Field(() => String, { nullable: true, description: 'The machine that wrote it.' })
  lastSuccessHost!: string | null;

  @Field({ description: 'No good backup, the last older than 26 hours, or the last attempt failed.' })
  needsAttention!: boolean;

  @Field(() => String, { nullable: true, description: 'The daily schedule (cron, UTC); null when off.' })
  schedule!: string | null;
}
