import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'A URL and the events to send it.' })
export class WebhookInput {
  @Field({ description: 'Where to POST the events (http(s); https in production; not a private network).' })
  url!: string;

  @Field(() => [String], {
    description: 'Event types: booking.created, booking.confirmed, … (docs/webhooks.md).',
  })
  events!: string[];

  @Field(() => Int, {
    nullable: true,
    description:
      "A reseller's own subscription: only its bookings' events (booking.*), with the OCTO booking's uuid, reference and contact. Omit for the operator's own (ids and states only).",
  })
  resellerId?: number | null;
}
