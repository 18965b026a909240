/** A valid application for one seat of the demo schedule, without the guest's name and e-mail. */
export interface SeatTemplate {
  itemId: number;
  bookingDate: string;
  timeSlot: string;
  guestPhone: string;
  verificationCode: string;
  numberOfGuests: number;
  language: string;
}

export function seoulDate(daysAhead: number): string;

export function bookableSeats(
  url: string,
  options?: { fromDay?: number; toDay?: number; guestPhone?: string; verificationCode?: string },
): Promise<SeatTemplate[]>;
