import { useParams } from 'react-router';
import { ShieldX } from 'lucide-react';
import { secondFactorResetMessages } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { usePageTitle } from '@/components/ui/page-container';
import { errorMessage, HttpError } from '@/lib/http-client';
import { useRefuseSecondFactorReset } from './api/refuse-second-factor-reset';
import { BackHomeButton, LinkCardHeader, LinkOutcome, LinkPageFrame } from './components/link-page-frame';

const TITLE = 'Refuser la réinitialisation de votre double authentification';

/**
 * The page the reset request's notice opens (decision 0044). Nothing happens on arrival: a mail client
 * or a link scanner that opens the address refuses nothing; the owner's click does.
 */
export function RefuseSecondFactorResetPage() {
  const { resetToken } = useParams();
  usePageTitle(TITLE);
  const refusal = useRefuseSecondFactorReset();

  const isInvalid = !resetToken || (refusal.error instanceof HttpError && refusal.error.status === 400);
  if (isInvalid) return <LinkOutcome outcome="invalid" title="Lien invalide" description={secondFactorResetMessages.invalidLink} />;
  if (refusal.isSuccess) return <LinkOutcome outcome="done" title="Réinitialisation refusée" description={refusal.data.message} />;

  return (
    <LinkPageFrame>
      <Card>
        <LinkCardHeader
          icon={ShieldX}
          title={TITLE}
          description="L'équipe de Parenthèse a demandé la réinitialisation de la double authentification de votre compte. Si vous n'en êtes pas à l'origine, refusez-la : rien ne changera sur votre compte."
        />
        <CardContent className="space-y-4">
          {refusal.isError && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {errorMessage(refusal.error, 'Impossible de refuser la réinitialisation. Veuillez réessayer.')}
            </p>
          )}
          <Button type="button" className="w-full" onClick={() => refusal.mutate(resetToken)} isLoading={refusal.isPending} loadingText="Refus en cours...">
            Refuser la réinitialisation
          </Button>
          <BackHomeButton />
        </CardContent>
      </Card>
    </LinkPageFrame>
  );
}
