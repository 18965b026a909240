export { BookingLookup } from './components/BookingLookup';
export { BookingScheduler } from './components/BookingScheduler';
export { openSchedule, subscribeSchedule, type ScheduleOptions } from './scheduleBridge';
