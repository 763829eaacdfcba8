export { PrivacyPage } from './privacy-page';
export { LegalNoticePage } from './legal-notice-page';
export { AccessibilityPage } from './accessibility-page';
export { TermsOfUsePage } from './terms-of-use-page';
