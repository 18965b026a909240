import { Counter, Registry } from 'prom-client';

/**
 * Counters incremented where the event happens (services, the job runner, the database supervisor):
 * one registry per process, merged into each app's /metrics answer (metrics.ts).
 */
export const processRegistry = new Registry();

export const bookingsCreated = new Counter({
  name: 'kc_bookings_created_total',
  help: 'Booking applications created (idempotent replays not counted).',
  registers: [processRegistry],
});

export const bookingsApproved = new Counter({
  name: 'kc_bookings_approved_total',
  help: 'Bookings moved to confirmed by staff.',
  registers: [processRegistry],
});

export const jobFailures = new Counter({
  name: 'kc_job_failures_total',
  help: 'Background job runs that failed (each retry counts), by queue.',
  labelNames: ['queue'],
  registers: [processRegistry],
});

export const databaseRestarts = new Counter({
  name: 'kc_embedded_database_restarts_total',
  help: 'Times the embedded PostgreSQL died and was started again by the app.',
  registers: [processRegistry],
});

/** The one-line hooks the booking service calls. */
export const bookingMetrics = {
  created: () => bookingsCreated.inc(),
  approved: () => bookingsApproved.inc(),
};
