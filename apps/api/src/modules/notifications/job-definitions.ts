import { defineJob, noPayload } from '../../jobs/job-definition';

/** Each minute: the reminders due. */
export const consultationRemindersJob = defineJob({ name: 'appointment-reminders', payload: noPayload(), settings: { retryLimit: 0, expireInSeconds: 5 * 60, batchSize: 1 } });
/** Every five minutes: the booking mails a crash left unwritten. */
export const bookingNoticesSweepJob = defineJob({ name: 'booking-notices-sweep', payload: noPayload(), settings: { retryLimit: 0, expireInSeconds: 5 * 60, batchSize: 1 } });
/** At 18:00: the psychologists' digest of waiting requests. */
export const requestsDigestJob = defineJob({ name: 'requests-digest', payload: noPayload(), settings: { retryLimit: 2, expireInSeconds: 10 * 60, batchSize: 1 } });
