export { PsyProfilePage } from './psy-profile-page';
