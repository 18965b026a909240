import { Field, InputType } from 'type-graphql';

@InputType({ description: 'A URL and the events to send it.' })
export class WebhookInput {
  @Field({ description: 'Where to POST the events (http(s); https in production; not a private network).' })
  url!: string;

  @Field(() => [String], {
    description: 'Event types: booking.created, booking.confirmed, … (docs/webhooks.md).',
  })
  events!: string[];
}
