// The booking's second public face (index.ts is the page's): the date and time picker with its choice, and the
// booking itself, reused by « Déplacer » and « Reprendre rendez-vous » in « Mes rendez-vous », whose dialogs load
// on demand. Apart from index.ts, so that the booking page's first download does not carry the day picker.
export { FreeHourStep, useFreeHourChoice, whenText, type FreeHourChoice } from './components/free-hour-step';
export { useCreateConsultation } from './api/book-consultation';
