export { BookingLookup } from './components/BookingLookup';
export { BookingScheduler } from './components/BookingScheduler';
export { openSchedule, subscribeSchedule, type ScheduleOptions } from './scheduleBridge';
export { CONFIRMED_RULE, PAYMENT_RULE } from './messages';
export { PaymentResult } from './payment/PaymentResult';
export { PayWithToken } from './payment/PayWithToken';
export type { WaitlistSlot } from './components/ScheduleFlow';
