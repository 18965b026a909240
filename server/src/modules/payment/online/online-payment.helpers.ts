import { conflict, AppError } from '../../../common/errors.js';
import type { Config } from '../../../config.js';
import type { PortOneConfig } from '../../../config-portone.js';
import {
  GatewayUnavailable,
  portOneGateway,
  type GatewayPayment,
  type OnlinePaymentGateway,
} from '../portone/portone.gateway.js';
import { ONLINE_PAYMENT_ERRORS } from './online-payment.errors.js';

// What the online payment's use cases share (starting, completing, refunding): the site's PortOne
// gateway, PortOne's word on one payment, and how a payment record names its attempt.

const gateways = new WeakMap<PortOneConfig, OnlinePaymentGateway>();

/** The gateway of the site's PortOne settings (one per settings object), or 409 when online payment is off. */
export function gatewayOf(config: Pick<Config, 'portone'>): OnlinePaymentGateway {
  const settings = config.portone;
  if (!settings) throw conflict(ONLINE_PAYMENT_ERRORS.off);
  let gateway = gateways.get(settings);
  if (!gateway) gateways.set(settings, (gateway = portOneGateway(settings)));
  return gateway;
}

/** PortOne's word on one payment (null when it knows none), or 503 when PortOne cannot be reached. */
export async function fetchRemote(
  gateway: OnlinePaymentGateway,
  paymentId: string,
): Promise<GatewayPayment | null> {
  try {
    return await gateway.fetchPayment(paymentId);
  } catch (error) {
    if (error instanceof GatewayUnavailable)
      throw new AppError('SERVICE_UNAVAILABLE', ONLINE_PAYMENT_ERRORS.unavailable);
    throw error;
  }
}

/** How a payment recorded from PortOne names its attempt (the payment record's reference). */
export const onlineReference = (paymentId: string) => `PortOne ${paymentId}`;
/** The attempt a payment record of method `online` names (onlineReference's reverse). */
export const attemptOfReference = (reference: string) => reference.replace(/^PortOne /, '');
