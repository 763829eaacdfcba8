export { ContactPage } from './contact-page';
