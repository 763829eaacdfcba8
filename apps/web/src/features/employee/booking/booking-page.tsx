import { useEffect, useId, useReducer, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, CalendarCheck, CheckCircle2 } from 'lucide-react';
import { bookingMessages, paths, type ApiErrorCode } from '@parenthese/shared';
import { AlertBanner } from '@/components/ui/alert-banner';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { LoadError } from '@/components/ui/load-error';
import { EmployeePage, useEmployeeDetails } from '@/features/employee/shared';
import { errorMessage, HttpError } from '@/lib/http-client';
import { useCreateConsultation } from './api/book-consultation';
import { wizardSlotsQueryOptions } from './api/find-available-slots';
import { BOOKING_STEPS, BookingStepper } from './components/booking-stepper';
import { DetailsStep } from './components/details-step';
import { PsychologistChoice } from './components/psychologist-choice';
import { bookingReducer, canGoNext, initialBookingState } from './booking-state';
import { LazyScheduleSteps } from './schedule-loader';

/** Refusals that concern the chosen slot only: the employee picks another one. */
const SLOT_REFUSALS: readonly (ApiErrorCode | null)[] = ['SLOT_TAKEN', 'SLOT_OVERLAPS_OWN_CONSULTATION'];

export const REDIRECT_AFTER_BOOKING_MS = 3000;

/** The three-step booking wizard (spec section 2): details, date and time, summary. */
export function BookingPage() {
  const navigate = useNavigate();
  const details = useEmployeeDetails();
  const createConsultation = useCreateConsultation();
  const [state, dispatch] = useReducer(bookingReducer, initialBookingState);
  const { step, category, meetingType, subject, slot, isConfirmed } = state;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();

  // Step 2's first search, started as soon as step 1's choices that it depends on are made (a category, a mode,
  // then possibly a psychologist; the message does not change it), alongside the later steps' code rather than
  // after it and after 'Suivant': on a slow network the list is then in the cache when step 2 shows. The
  // query's own staleTime keeps a choice made again from searching again.
  const { month, psychologist } = state;
  useEffect(() => {
    if (step !== 0 || !category || !meetingType) return;
    void queryClient.prefetchQuery(wizardSlotsQueryOptions({ category, meetingType, month, psychologist }));
  }, [queryClient, step, category, meetingType, month, psychologist]);

  useEffect(() => {
    if (!isConfirmed) return;
    const timer = window.setTimeout(() => navigate(paths.employeeConsultations), REDIRECT_AFTER_BOOKING_MS);
    return () => window.clearTimeout(timer);
  }, [isConfirmed, navigate]);

  const isFirstStepRender = useRef(true);
  useEffect(() => {
    // Moving between steps puts the focus on the new step's title (not on first display).
    if (isFirstStepRender.current) {
      isFirstStepRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const hasPhoneNumber = Boolean(details.data?.phoneNumber);
  const hasCredits = (details.data?.availableCredits ?? 0) > 0;

  // With no credit left the wizard stops on its first step, and says why beside 'Suivant'.
  const noCreditReasonId = useId();

  async function confirm() {
    if (!category || !meetingType || !slot) {
      toastError('Informations manquantes pour confirmer le rendez-vous');
      return;
    }
    try {
      await createConsultation.mutateAsync({ meetingType, subject, meetingId: slot.meetingIds[0], doctorCategoryName: category });
      toastSuccess(bookingMessages.requested, bookingMessages.requestedDetail);
      dispatch({ type: 'confirmed' });
    } catch (error) {
      if (error instanceof HttpError && error.status === 409 && SLOT_REFUSALS.includes(error.code)) {
        // Back to step 2, whose slots the failed booking searched again (useCreateConsultation): never a dead end.
        toastError(error.message, 'Créneau indisponible');
        dispatch({ type: 'slotRefused', notice: error.message });
        return;
      }
      toastError(errorMessage(error, 'Impossible de confirmer le rendez-vous. Veuillez réessayer.'));
    }
  }

  const backToProfile = <BackLink to={paths.employeeProfile} />;

  return (
    <EmployeePage isLoading={details.isPending} title="Prendre rendez-vous" description="Une consultation gratuite et anonyme, offerte par votre entreprise." actions={backToProfile} width="narrow">
      {details.isPending ? (
        <Skeleton className="h-96" />
      ) : details.isError ? (
        <LoadError message="Impossible de charger votre profil." onRetry={() => details.refetch()} isRetrying={details.isFetching} />
      ) : isConfirmed ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-12 text-center" role="status">
            <CheckCircle2 className="size-12 text-emerald-600" aria-hidden="true" />
            <p className="text-xl font-semibold text-slate-900">{bookingMessages.requested}</p>
            <p className="text-slate-600">{bookingMessages.requestedDetail}</p>
            <p className="text-slate-600">Redirection vers vos rendez-vous dans quelques secondes...</p>
            <Button asChild variant="outline">
              <Link to={paths.employeeConsultations}>Voir mes rendez-vous</Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <div className="space-y-6">
          {!hasCredits && (
            <AlertBanner title="Crédits épuisés" tone="danger">
              Vous n'avez plus de crédits disponibles. Contactez votre entreprise pour réserver une consultation.
            </AlertBanner>
          )}
          <BookingStepper currentStep={step} />
          <Card>
            <CardHeader>
              <CardTitle>
                <span ref={headingRef} tabIndex={-1} className="focus:outline-none">
                  {BOOKING_STEPS[step]}
                </span>
              </CardTitle>
            </CardHeader>
            <CardContent>
              {step === 0 && (
                <DetailsStep
                  category={category}
                  onCategoryChange={(value) => dispatch({ type: 'categoryChosen', category: value })}
                  meetingType={meetingType}
                  onMeetingTypeChange={(value) => dispatch({ type: 'meetingTypeChosen', meetingType: value })}
                  subject={subject}
                  onSubjectChange={(value) => dispatch({ type: 'subjectChanged', subject: value })}
                  hasPhoneNumber={hasPhoneNumber}
                />
              )}
              {step === 0 && category && meetingType && (
                <div className="mt-8">
                  <PsychologistChoice
                    category={category}
                    meetingType={meetingType}
                    presentationId={state.psychologist?.presentationId ?? null}
                    onChange={(psychologist) => dispatch({ type: 'psychologistChosen', psychologist })}
                  />
                </div>
              )}
              {(category || meetingType) && <LazyScheduleSteps state={state} dispatch={dispatch} phoneNumber={details.data.phoneNumber} />}
            </CardContent>
            <CardFooter className="flex-col-reverse items-stretch gap-2 sm:flex-row sm:items-center sm:justify-between">
              <Button type="button" variant="outline" className="w-full sm:w-auto" disabled={step === 0 || createConsultation.isPending} onClick={() => dispatch({ type: 'stepBack' })}>
                <ArrowLeft aria-hidden="true" />
                Précédent
              </Button>
              {step < 2 ? (
                <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center">
                  {!hasCredits && (
                    <p id={noCreditReasonId} className="text-sm font-medium text-red-700">
                      {bookingMessages.noEmployeeCredit}
                    </p>
                  )}
                  <Button
                    type="button"
                    className="w-full sm:w-auto"
                    disabled={!hasCredits || !canGoNext(state)}
                    aria-describedby={hasCredits ? undefined : noCreditReasonId}
                    onClick={() => dispatch({ type: 'stepNext' })}
                  >
                    Suivant
                    <ArrowRight aria-hidden="true" />
                  </Button>
                </div>
              ) : (
                <Button type="button" className="w-full sm:w-auto" disabled={!hasCredits} isLoading={createConsultation.isPending} loadingText="Confirmation..." onClick={confirm}>
                  <CalendarCheck aria-hidden="true" />
                  Confirmer le rendez-vous
                </Button>
              )}
            </CardFooter>
          </Card>
        </div>
      )}
    </EmployeePage>
  );
}
