import { useParams } from 'react-router';
import { PaymentResult, PayWithToken } from '@/features/booking';

/** /pay/complete: PortOne's return (issue 37). */
export function PayCompletePage() {
  return <PaymentResult />;
}

/** /pay/<token>: the "Pay now" link of the approval mail and the look-up page (issue 37). */
export function PayTokenPage() {
  const { token = '' } = useParams();
  return <PayWithToken token={token} />;
}
