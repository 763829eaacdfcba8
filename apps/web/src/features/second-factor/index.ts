export { EnrolmentFlow } from './components/enrolment-flow';
export { RecoveryCodesPanel } from './components/recovery-codes-panel';
export { SecondFactorSection } from './components/second-factor-section';
export { TotpCodeField } from './components/totp-code-field';
export { totpCodeError } from './code-error';
export { useSecondFactorStatus } from './api/account-second-factor';
