export { ContactPage, contactPageName } from './contact-page';
