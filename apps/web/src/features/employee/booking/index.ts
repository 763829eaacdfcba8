export { BookingPage } from './booking-page';
// The date and time picker, reused by « Déplacer » in « Mes rendez-vous ».
export { ScheduleStep } from './components/schedule-step';
export { slotsByDay, type SlotTime } from './lib/slots';
// The booking itself, reused by « Reprendre rendez-vous avec la même personne ».
export { useCreateConsultation as useCreateMeeting } from './api/book-consultation';
