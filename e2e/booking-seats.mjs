// Every seat the demo schedule offers, as application templates, for the e2e booking load and the
// bookings bench. Every application holds its seats (issue 37), so one slot fills after a few: a load
// that should be all real applications spreads them over every free seat, slot after slot.

/** Seoul's date `daysAhead` days from now (YYYY-MM-DD). */
export const seoulDate = (daysAhead) =>
  new Date(Date.now() + 9 * 3600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);

/**
 * The seats of a running app's schedule: for each active item, the availability of every day from
 * `fromDay` to `toDay` days ahead, in its first language, one template per party of the item's minimum
 * size that fits the slot's free seats; ordered slot after slot (the first seat of every slot, then the
 * second of every slot...), so parallel clients rarely queue on one slot's lock. A template lacks the
 * guest's name and e-mail.
 */
export async function bookableSeats(
  url,
  { fromDay = 3, toDay = 45, guestPhone = '+81 9012345678', verificationCode = '246810' } = {},
) {
  const items = await (await fetch(`${url}/api/experiences`)).json();
  const bySlot = new Map();
  for (const item of items.filter((i) => i.isActive && i.language.length)) {
    const guests = Math.max(1, item.minGuests ?? 1);
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `{ experience(id: ${item.id}) { availability(from: "${seoulDate(fromDay)}", to: "${seoulDate(toDay)}") { date slots { time available isClosed } } } }`,
      }),
    });
    const { data } = await res.json();
    for (const day of data?.experience?.availability ?? []) {
      for (const slot of day.slots.filter((s) => !s.isClosed)) {
        const seats = [];
        for (let left = slot.available; left >= guests; left -= guests) {
          seats.push({
            itemId: item.id,
            bookingDate: day.date,
            timeSlot: slot.time,
            guestPhone,
            verificationCode,
            numberOfGuests: guests,
            language: item.language[0],
          });
        }
        if (seats.length) bySlot.set(`${item.id} ${day.date} ${slot.time}`, seats);
      }
    }
  }
  const spread = [];
  const slots = [...bySlot.values()];
  for (let round = 0; slots.some((list) => list[round]); round++) {
    for (const list of slots) if (list[round]) spread.push(list[round]);
  }
  return spread;
}
