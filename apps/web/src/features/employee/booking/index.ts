export { BookingPage } from './booking-page';
// The date and time picker with its choice, reused by « Déplacer » and « Reprendre rendez-vous » in « Mes rendez-vous ».
export { FreeHourStep, useFreeHourChoice, whenText, type FreeHourChoice } from './components/free-hour-step';
// The booking itself, reused by « Reprendre rendez-vous avec la même personne ».
export { useCreateConsultation } from './api/book-consultation';
