import { useParams } from 'react-router';
import { MailCheck } from 'lucide-react';
import { contactEmailMessages } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { errorMessage, HttpError } from '@/lib/http-client';
import { usePageTitle } from '@/components/ui/page-container';
import { useConfirmContactEmail } from './api/confirm-contact-email';
import { BackHomeButton, LinkCardHeader, LinkOutcome, LinkPageFrame } from './components/link-page-frame';

/**
 * The page the link mailed to a personal address opens (decision 0047). Nothing happens on arrival:
 * a mail client or a link scanner that opens the address confirms nothing; the owner's click does.
 */
export function ConfirmContactEmailPage() {
  const { contactEmailToken } = useParams();
  usePageTitle('Confirmer votre adresse personnelle');
  const confirmation = useConfirmContactEmail();

  const isInvalid = !contactEmailToken || (confirmation.error instanceof HttpError && confirmation.error.status === 400);
  if (isInvalid) return <LinkOutcome outcome="invalid" title="Lien invalide" description={contactEmailMessages.invalidLink} />;
  if (confirmation.isSuccess) return <LinkOutcome outcome="done" title="Adresse confirmée" description={confirmation.data.message} />;

  return (
    <LinkPageFrame>
      <Card>
        <LinkCardHeader
          icon={MailCheck}
          title="Confirmer votre adresse personnelle"
          description="Les messages Parenthèse de votre compte seront envoyés à cette adresse. Elle ne sert pas à se connecter : votre identifiant de connexion ne change pas."
        />
        <CardContent className="space-y-4">
          {confirmation.isError && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {errorMessage(confirmation.error, 'Impossible de confirmer cette adresse. Veuillez réessayer.')}
            </p>
          )}
          <Button type="button" className="w-full" onClick={() => confirmation.mutate(contactEmailToken)} isLoading={confirmation.isPending} loadingText="Confirmation...">
            Confirmer cette adresse
          </Button>
          <BackHomeButton />
        </CardContent>
      </Card>
    </LinkPageFrame>
  );
}
