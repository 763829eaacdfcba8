export { EmailChangeCard } from './email-change-card';
