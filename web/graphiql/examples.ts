import { addDays, seoulToday } from '../../domain/calendar.js';

/** A tab GraphiQL opens with: an operation and its variables (JSON). */
export interface ExampleTab {
  query: string;
  variables: string;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * The operations GraphiQL opens with, one tab each: storefront browsing, one experience with its
 * availability, applying for a booking, looking it up, and an admin list. Dates are computed from
 * today in Seoul, so the examples stay runnable. server/src/graphiql-examples.test.ts validates every
 * tab against the schema and its cost against the limit.
 */
export function exampleTabs(today: string = seoulToday()): ExampleTab[] {
  const visit = addDays(today, 7);
  return [
    {
      query: `# K-Culture Booking: GraphQL explorer
#
# Each tab holds an example. Run it with Ctrl-Enter (Cmd-Enter on
# macOS); edit the variables below. Every field is described in the
# Docs panel (the book icon), with who may call it: Public, Admin
# session (sign in at /admin in this browser first) or Owner only.
#
# Public: English-language tours and experiences, cheapest first, and
# the suggestions for an empty search box.
query BrowseExperiences($filter: ExperienceFilter, $sort: ExperienceSort, $limit: Int) {
  experiences(filter: $filter, sort: $sort, limit: $limit) {
    id
    title
    category
    kCultureTags
    location
    duration
    price
    discountedPrice
    promotionType
    rating
    reviewCount
  }
  popularSearches(language: ENG) {
    cultureTags
    hashtags
  }
}
`,
      variables: json({
        filter: { language: 'ENG', categories: ['Tour', 'Experience'] },
        sort: 'priceLow',
        limit: 10,
      }),
    },
    {
      query: `# Public: one experience with its bookable window, the seats left in
# each slot for a week (dates YYYY-MM-DD, times HH:mm, Asia/Seoul) and
# its latest reviews.
query ExperienceWithAvailability($id: Int!, $from: String!, $to: String!) {
  experience(id: $id) {
    id
    title
    shortDescription
    price
    discountedPrice
    minGuests
    maxGuests
    optionText
    optionPrice
    freeCancellationHours
    bookingWindow {
      from
      until
    }
    availability(from: $from, to: $to) {
      date
      status
      slots {
        time
        available
        total
      }
    }
  }
  reviews(itemId: $id, limit: 5) {
    reviewerName
    rating
    visitDate
    reviewContent
  }
}
`,
      variables: json({ id: 1, from: today, to: addDays(today, 6) }),
    },
    {
      query: `# Public: apply for a booking (it starts pending; staff confirm it).
# Pick a date and slot that the availability tab shows as available.
# The guest chooses the six-digit code; with the e-mail and phone it
# finds the booking later (next tab). Add an idempotencyKey to make a
# retried submit answer the first booking.
mutation ApplyForBooking($input: CreateBookingInput!) {
  createBooking(input: $input) {
    id
    verificationCode
  }
}
`,
      variables: json({
        input: {
          itemId: 1,
          bookingDate: visit,
          timeSlot: '10:00',
          numberOfGuests: 2,
          guestName: 'Mina Sato',
          guestEmail: 'mina@example.com',
          guestPhone: '+81 9012345678',
          verificationCode: '123456',
          language: 'JPN',
          specialRequests: 'One vegetarian guest.',
        },
      }),
    },
    {
      query: `# Public: a guest looks their booking up with the e-mail, phone and
# code they gave (all three must match), and sees what to pay and how
# to reach the team on the day. Amounts are whole KRW.
query FindBooking($input: FindBookingInput!) {
  findBooking(input: $input) {
    id
    status
    bookingDate
    timeSlot
    numberOfGuests
    totalPrice
    canCancel
    cancellationDeadline
    experience {
      title
      location
    }
    payment {
      amountDue
      amountPaid
      status
      dueDate
      reference
    }
    dayContacts {
      channel
      value
    }
  }
}
`,
      variables: json({
        input: { email: 'mina@example.com', phone: '+81 9012345678', verificationCode: '123456' },
      }),
    },
    {
      query: `# Admin session: the applications waiting for a decision, newest
# first, with the count per status (sign in at /admin in this browser
# first; the session cookie goes along).
query AdminApplications($page: PageInput, $filter: AdminBookingFilter) {
  adminBookings(page: $page, sort: createdAt, direction: DESC, filter: $filter) {
    totalCount
    counts {
      pending
      confirmed
      cancelled
      all
    }
    items {
      id
      itemTitle
      bookingDate
      timeSlot
      guestName
      numberOfGuests
      status
      totalPrice
      paymentStatus
      createdAt
    }
  }
}
`,
      variables: json({ page: { page: 1, pageSize: 20 }, filter: { status: 'pending' } }),
    },
  ];
}
