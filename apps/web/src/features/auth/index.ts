export { FirstConnectionPage } from './first-connection-page';
export { ResetPasswordPage } from './reset-password-page';
export { LoginDialog } from './components/login-dialog';
export { ConfirmEmailChangePage, RefuseEmailChangePage, UndoEmailChangePage } from './email-change-link-page';
export { AcceptInvitationPage } from './accept-invitation-page';
export { RefuseSecondFactorResetPage } from './refuse-second-factor-reset-page';
export { ConfirmContactEmailPage } from './confirm-contact-email-page';
