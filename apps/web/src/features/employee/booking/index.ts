export { BookingPage } from './booking-page';
