export { BookingPage } from './booking-page';
export { availableSlotsQueryOptions } from './api/find-available-slots';
