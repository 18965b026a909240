/**
 * OCTO's errors (docs.octo.travel, "Errors"): every one answers `{ error, errorMessage }` and, for an
 * unknown id, the id it did not know. A malformed request is `BAD_REQUEST`; a well-formed one that cannot
 * be done (sold out, sales closed, outside the cancellation window) is `UNPROCESSABLE_ENTITY`.
 */
export type OctoErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'NOT_FOUND'
  | 'INVALID_PRODUCT_ID'
  | 'INVALID_OPTION_ID'
  | 'INVALID_UNIT_ID'
  | 'INVALID_AVAILABILITY_ID'
  | 'INVALID_BOOKING_UUID'
  | 'UNPROCESSABLE_ENTITY';

const STATUS: Record<OctoErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  INVALID_PRODUCT_ID: 400,
  INVALID_OPTION_ID: 400,
  INVALID_UNIT_ID: 400,
  INVALID_AVAILABILITY_ID: 400,
  INVALID_BOOKING_UUID: 400,
  UNPROCESSABLE_ENTITY: 400,
};

export class OctoError extends Error {
  constructor(
    readonly code: OctoErrorCode,
    message: string,
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
  }

  get status(): number {
    return STATUS[this.code];
  }

  get body() {
    return { error: this.code, errorMessage: this.message, ...this.extra };
  }
}

export const OCTO_ERRORS = {
  badRequest: (detail: string) => `Malformed request: ${detail}`,
  badJson: 'Malformed request: the body is not valid JSON.',
  notFound: 'No such OCTO endpoint.',
  product: (id: string) => `Unknown product id ${JSON.stringify(id)} (or not one you may sell).`,
  option: (id: string) => `Unknown option id ${JSON.stringify(id)} for this product.`,
  unit: (id: string) => `Unknown unit id ${JSON.stringify(id)}: this product sells ADULT units.`,
  availability: (id: string) => `Unknown availability id ${JSON.stringify(id)} for this product.`,
  booking: (uuid: string) => `Unknown booking uuid ${JSON.stringify(uuid)}.`,
  holdExpired: (uuid: string) => `The hold of booking ${uuid} has expired: reserve again.`,
  uuidTaken: 'This uuid belongs to another booking.',
  noUnits: 'Give at least one unit item: a booking is for one person or more.',
  rangeOrIds: 'Malformed request: give either localDateStart and localDateEnd, or availabilityIds, not both.',
  dateRange: (max: number) =>
    `Malformed request: give localDateStart and localDateEnd (YYYY-MM-DD, in order, at most ${max} days), or availabilityIds.`,
  bookingFilter:
    'Malformed request: filter by resellerReference, supplierReference, localDate or localDateStart and localDateEnd.',
  notHeld: (status: string) => `This booking is not on hold (it is ${status}).`,
  productNeedsSlot: 'availabilityId: required with another productId (a slot of that product).',
  cancelClosed:
    "The item's free-cancellation window for this booking has passed (or it has none): it can no longer be cancelled through the API.",
  cancelExpired: 'This hold has expired already: there is nothing to cancel.',
} as const;
