import { PaymentResult } from '@/features/booking';

/** /pay/complete: PortOne's return (issue 37). */
export function PayCompletePage() {
  return <PaymentResult />;
}
