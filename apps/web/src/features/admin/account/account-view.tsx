import { EmailChangeCard } from '@/features/account-email';
import { OpenSessionsCard } from '@/features/account-sessions';
import { SecondFactorSection } from '@/features/second-factor';

/** « Mon compte »: the administrator's own second factor, sign-in email and open sessions. */
export function AccountView() {
  return (
    <div className="space-y-6">
      <SecondFactorSection />
      <EmailChangeCard />
      <OpenSessionsCard />
    </div>
  );
}
