import { useId, useState } from 'react';
import { CalendarPlus, Copy, KeyRound, RefreshCw, Trash2 } from 'lucide-react';
import { dateText } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { CardStatus } from '@/components/ui/card-status';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/http-client';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { useEndCalendarFeed } from '../api/end-calendar-feed';
import { useCalendarFeed } from '../api/get-calendar-feed';

/** Where each application's subscription is, in the words of its French menus. */
const SUBSCRIBE_STEPS = [
  {
    application: 'Google Agenda',
    steps:
      "Sur ordinateur, à côté de « Autres agendas », cliquez sur « + » puis « À partir de l'URL », collez l'adresse et validez avec « Ajouter l'agenda ». Google peut mettre plusieurs heures à afficher un changement.",
  },
  {
    application: 'Outlook',
    steps: "Dans le calendrier, choisissez « Ajouter un calendrier » puis « S'abonner à partir du web » (Outlook sur le web) ou « À partir d'Internet » (Outlook pour Windows), et collez l'adresse.",
  },
  {
    application: 'Apple Calendrier',
    steps:
      'Sur Mac : menu « Fichier » puis « Nouvel abonnement à un calendrier ». Sur iPhone ou iPad : « Réglages », « Calendrier », « Comptes », « Ajouter un compte », « Autre » puis « Ajouter un calendrier avec abonnement ».',
  },
] as const;

async function copyAddress(address: string) {
  try {
    await navigator.clipboard.writeText(address);
    toastSuccess('Adresse copiée');
  } catch {
    toastError("Le presse-papiers n'est pas accessible. Sélectionnez l'adresse et copiez-la manuellement.");
  }
}

/** The address just created: shown this once, since the server keeps only its digest. */
function NewAddress({ address }: { address: string }) {
  const fieldId = useId();
  const noteId = useId();
  return (
    <div className="space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-4">
      <label htmlFor={fieldId} className="block text-sm font-semibold text-slate-900">
        Votre adresse d'abonnement
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id={fieldId} readOnly value={address} aria-describedby={noteId} onFocus={(event) => event.currentTarget.select()} className="font-mono text-xs sm:text-sm" />
        <Button type="button" onClick={() => void copyAddress(address)} className="shrink-0">
          <Copy aria-hidden="true" />
          Copier l'adresse
        </Button>
      </div>
      <p id={noteId} className="text-sm text-slate-700">
        Collez-la dans votre agenda maintenant : elle ne sera plus affichée. Gardez-la pour vous, car toute personne qui la connaît voit les horaires de vos rendez-vous.
      </p>
    </div>
  );
}

/**
 * « Mon compte »'s calendar subscription (issue 21): a secret address that Google Agenda, Outlook or Apple
 * Calendrier fetch by themselves. The address is shown once, when created; afterwards the card says since
 * when one is active, and a new one (which ends the old) can be made.
 */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const createFeed = useCreateCalendarFeed();
  const endFeed = useEndCalendarFeed();
  const [createdAddress, setCreatedAddress] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'replace' | 'end' | null>(null);

  const create = () =>
    createFeed.mutate(undefined, {
      onSuccess: (created) => {
        setCreatedAddress(created.feedUrl);
        setConfirming(null);
      },
      onError: (error) => toastError(errorMessage(error, "Impossible de créer l'adresse d'abonnement.")),
    });
  const end = () =>
    endFeed.mutate(undefined, {
      onSuccess: () => {
        setCreatedAddress(null);
        setConfirming(null);
        toastSuccess('Abonnement désactivé', "L'ancienne adresse ne fonctionne plus.");
      },
      onError: (error) => toastError(errorMessage(error, "Impossible de désactiver l'adresse d'abonnement.")),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Abonnement agenda</CardTitle>
        <CardDescription>
          Retrouvez vos rendez-vous Parenthèse dans votre agenda habituel, mis à jour automatiquement : ceux du mois écoulé et des trois mois à venir, en attente ou confirmés.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {/* Announces the new address to screen readers; present before it changes, so it is read out. */}
        <p role="status" className="sr-only">
          {createdAddress ? "Nouvelle adresse d'abonnement créée. Elle est affichée une seule fois, ci-dessous." : ''}
        </p>
        <CardStatus query={feed} loadingLabel="Chargement de l'abonnement agenda" errorMessage="Impossible de charger l'état de votre abonnement agenda.">
          {(state) => (
            <>
              {createdAddress ? (
                <NewAddress address={createdAddress} />
              ) : state.isActive && state.activeSince ? (
                <div className="flex gap-3 text-sm text-slate-700">
                  <KeyRound className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                  <p>
                    <span className="font-medium text-slate-900">Une adresse est active depuis le {dateText(state.activeSince)}.</span> Par sécurité, elle ne peut pas être affichée à nouveau : si vous
                    ne l'avez plus, créez-en une nouvelle.
                  </p>
                </div>
              ) : (
                <p className="text-sm text-slate-700">Aucune adresse d'abonnement n'est active.</p>
              )}

              <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                {state.isActive ? (
                  <>
                    <Button type="button" variant="outline" onClick={() => setConfirming('replace')} disabled={endFeed.isPending}>
                      <RefreshCw aria-hidden="true" />
                      Créer une nouvelle adresse
                    </Button>
                    <Button type="button" variant="ghost" onClick={() => setConfirming('end')} disabled={createFeed.isPending}>
                      <Trash2 aria-hidden="true" />
                      Désactiver l'abonnement
                    </Button>
                  </>
                ) : (
                  <Button type="button" onClick={create} isLoading={createFeed.isPending} loadingText="Création…">
                    <CalendarPlus aria-hidden="true" />
                    Créer une adresse d'abonnement
                  </Button>
                )}
              </div>
            </>
          )}
        </CardStatus>

        <details className="group rounded-xl border border-slate-200 p-4">
          <summary className="cursor-pointer font-medium text-slate-900">Comment s'abonner depuis mon agenda ?</summary>
          <dl className="mt-3 space-y-3 text-sm">
            {SUBSCRIBE_STEPS.map(({ application, steps }) => (
              <div key={application}>
                <dt className="font-medium text-slate-900">{application}</dt>
                <dd className="text-slate-700">{steps}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-slate-600">
            Chaque rendez-vous s'affiche sous le nom « Rendez-vous Parenthèse », sans motif ni identité du salarié. Pour un rendez-vous téléphonique à venir, le numéro à appeler figure dans sa
            description.
          </p>
        </details>
      </CardContent>

      <ConfirmDialog
        isOpen={confirming === 'replace'}
        onOpenChange={(isOpen) => !isOpen && setConfirming(null)}
        onConfirm={create}
        title="Créer une nouvelle adresse ?"
        description="L'adresse actuelle cessera de fonctionner : les agendas abonnés avec elle ne recevront plus vos rendez-vous. Il faudra vous abonner avec la nouvelle adresse."
        confirmLabel="Créer une nouvelle adresse"
        isBusy={createFeed.isPending}
        busyLabel="Création…"
      />
      <ConfirmDialog
        isOpen={confirming === 'end'}
        onOpenChange={(isOpen) => !isOpen && setConfirming(null)}
        onConfirm={end}
        title="Désactiver l'abonnement ?"
        description="L'adresse actuelle cessera de fonctionner : les agendas abonnés avec elle ne recevront plus vos rendez-vous."
        confirmLabel="Désactiver"
        isDestructive
        isBusy={endFeed.isPending}
        busyLabel="Désactivation…"
      />
    </Card>
  );
}
