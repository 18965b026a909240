/** The online payment's messages (the API's wording). */
export const ONLINE_PAYMENT_ERRORS = {
  off: 'Online payment is not available: the site takes bank transfers only.',
  notFound: 'Payment not found.',
  notPaid: 'The payment is not complete at PortOne.',
  mismatch: 'The payment does not match the booking: its amount or currency differs from what is due.',
  expired:
    'The seats were no longer held when the payment arrived: the payment is refunded in full automatically.',
  unavailable: 'PortOne could not be reached. Please try again in a moment.',
  linkNotFound:
    'This payment link is not valid. Please use the link in your latest e-mail or the booking look-up page.',
  refundRefused:
    'PortOne refused the refund: nothing was refunded. The reason is in the booking’s activity log.',
  refundPending:
    'A refund of this payment is still being made by PortOne: it is recorded once PortOne reports it done.',
  refundUnknown:
    'PortOne did not answer: the refund may or may not have been made. Check the payment at PortOne before trying again.',
} as const;
