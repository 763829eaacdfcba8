import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, ArrowRight, CalendarCheck, CheckCircle2 } from 'lucide-react';
import { bookingMessages, paths, type DayKey, type DoctorCategory, type MeetingType } from '@parenthese/shared';
import { AlertBanner } from '@/components/ui/alert-banner';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { PageContainer } from '@/components/ui/page-container';
import { Skeleton } from '@/components/ui/skeleton';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { LoadError } from '@/components/ui/load-error';
import { CrisisLine, useEmployeeDetails } from '@/features/employee/shared';
import { errorMessage, HttpError } from '@/lib/http-client';
import { useCreateMeeting } from './api/create-meeting';
import { useAvailableSlots } from './api/find-available-slots';
import { BOOKING_STEPS, BookingStepper } from './components/booking-stepper';
import { DetailsStep } from './components/details-step';
import type { SlotTime } from './lib/slots';
import { SCHEDULE_UNAVAILABLE, useSchedule } from './use-schedule';

/** Refusals that concern the chosen slot only: the employee picks another one. */
const SLOT_REFUSALS: string[] = [bookingMessages.slotTaken, bookingMessages.overlapsOwnConsultation];

export const REDIRECT_AFTER_BOOKING_MS = 3000;

/** The three-step booking wizard (spec section 2): details, date and time, summary. */
export function BookingPage() {
  const navigate = useNavigate();
  const details = useEmployeeDetails();
  const createMeeting = useCreateMeeting();
  const [step, setStep] = useState(0);
  const [category, setCategory] = useState<DoctorCategory | null>(null);
  const [meetingType, setMeetingType] = useState<MeetingType | null>(null);
  const [subject, setSubject] = useState('');
  // The booking window is in Paris time, whose first computation loads the browser's time zone data (about
  // 150 ms of a slowed phone's main thread, before the page could paint): it is read once a category and a
  // mode are chosen, when the schedule and its slots are needed, not on first display.
  // That code, with the later steps', is downloaded from the first choice on (use-schedule.ts).
  const { schedule, hasFailed: hasScheduleFailed, retry: retrySchedule } = useSchedule(Boolean(category || meetingType));
  const needsSchedule = Boolean(category && meetingType && schedule);
  const months = useMemo(() => (needsSchedule && schedule ? schedule.bookingMonths() : []), [needsSchedule, schedule]);
  const firstMonth = useMemo(() => (needsSchedule && schedule ? schedule.bookingWindow().firstDay.slice(0, 7) : ''), [needsSchedule, schedule]);
  const [chosenMonth, setMonth] = useState<string | null>(null);
  const month = chosenMonth ?? firstMonth;
  const [day, setDay] = useState<DayKey | null>(null);
  const [slot, setSlot] = useState<SlotTime | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isConfirmed, setIsConfirmed] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const slots = useAvailableSlots({ category, meetingType, month });
  const days = useMemo(() => (schedule ? schedule.slotsByDay(slots.data) : new Map<DayKey, SlotTime[]>()), [schedule, slots.data]);

  useEffect(() => {
    if (!isConfirmed) return;
    const timer = window.setTimeout(() => navigate(paths.employeeAppointments), REDIRECT_AFTER_BOOKING_MS);
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

  const resetSchedule = () => {
    setDay(null);
    setSlot(null);
    setNotice(null);
  };
  // With no credit left the wizard stops on its first step, and says why beside 'Suivant'.
  const noCreditReasonId = useId();
  const canGoNext = !hasCredits ? false : step === 0 ? Boolean(category && meetingType) : step === 1 ? Boolean(day && slot) : false;

  async function confirm() {
    if (!category || !meetingType || !slot) {
      toastError('Informations manquantes pour confirmer le rendez-vous');
      return;
    }
    try {
      await createMeeting.mutateAsync({ meetingType, subject, meetingId: slot.meetingIds[0], doctorCategoryName: category });
      toastSuccess('Rendez-vous confirmé', 'Vous allez être redirigé vers vos rendez-vous.');
      setIsConfirmed(true);
    } catch (error) {
      if (error instanceof HttpError && error.status === 409 && SLOT_REFUSALS.includes(error.message)) {
        // Taken meanwhile, or clashing with one of the employee's own consultations: fresh slots on step 2, never a dead end.
        toastError(error.message, 'Créneau indisponible');
        setSlot(null);
        setNotice(error.message);
        setStep(1);
        const fresh = await slots.refetch();
        if (day && schedule && !schedule.slotsByDay(fresh.data).has(day)) setDay(null);
        return;
      }
      toastError(errorMessage(error, 'Impossible de confirmer le rendez-vous. Veuillez réessayer.'));
    }
  }

  const backToProfile = <BackLink to={paths.employeeProfile} />;

  return (
    <PageContainer title="Prendre rendez-vous" description="Une consultation gratuite et anonyme, offerte par votre entreprise." actions={backToProfile} width="narrow">
      {details.isPending ? (
        <Skeleton className="h-96" />
      ) : details.isError ? (
        <LoadError message="Impossible de charger votre profil." onRetry={() => details.refetch()} isRetrying={details.isFetching} />
      ) : isConfirmed ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-12 text-center" role="status">
            <CheckCircle2 className="size-12 text-emerald-600" aria-hidden="true" />
            <p className="text-xl font-semibold text-slate-900">Rendez-vous confirmé</p>
            <p className="text-slate-600">Redirection vers vos rendez-vous dans quelques secondes...</p>
            <Button asChild variant="outline">
              <Link to={paths.employeeAppointments}>Voir mes rendez-vous</Link>
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
                  onCategoryChange={(value) => {
                    setCategory(value);
                    resetSchedule();
                  }}
                  meetingType={meetingType}
                  onMeetingTypeChange={(value) => {
                    setMeetingType(value);
                    resetSchedule();
                  }}
                  subject={subject}
                  onSubjectChange={setSubject}
                  hasPhoneNumber={hasPhoneNumber}
                />
              )}
              {step > 0 && !schedule && (hasScheduleFailed ? (
                <AlertBanner title={SCHEDULE_UNAVAILABLE} tone="danger" action={<Button variant="outline" size="sm" onClick={retrySchedule}>Réessayer</Button>} />
              ) : (
                <Skeleton className="h-72" />
              ))}
              {step === 1 && schedule && (
                <schedule.ScheduleStep
                  month={month}
                  months={months}
                  onMonthChange={(value) => {
                    setMonth(value);
                    resetSchedule();
                  }}
                  days={days}
                  selectedDay={day}
                  onSelectDay={(value) => {
                    setDay(value);
                    setSlot(null);
                  }}
                  selectedTime={slot?.time ?? null}
                  onSelectTime={(value) => {
                    setSlot(value);
                    setNotice(null);
                  }}
                  isLoading={slots.isFetching}
                  isError={slots.isError}
                  onRetry={() => slots.refetch()}
                  notice={notice}
                />
              )}
              {step === 2 && schedule && category && meetingType && slot && (
                <schedule.SummaryStep category={category} meetingType={meetingType} startDate={slot.startDate} subject={subject} phoneNumber={details.data.phoneNumber} />
              )}
            </CardContent>
            <CardFooter className="flex-col-reverse items-stretch gap-2 sm:flex-row sm:items-center sm:justify-between">
              <Button type="button" variant="outline" className="w-full sm:w-auto" disabled={step === 0 || createMeeting.isPending} onClick={() => setStep((current) => current - 1)}>
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
                    disabled={!canGoNext}
                    aria-describedby={hasCredits ? undefined : noCreditReasonId}
                    onClick={() => setStep((current) => current + 1)}
                  >
                    Suivant
                    <ArrowRight aria-hidden="true" />
                  </Button>
                </div>
              ) : (
                <Button type="button" className="w-full sm:w-auto" disabled={!hasCredits} isLoading={createMeeting.isPending} loadingText="Confirmation..." onClick={confirm}>
                  <CalendarCheck aria-hidden="true" />
                  Confirmer le rendez-vous
                </Button>
              )}
            </CardFooter>
          </Card>
        </div>
      )}
      {/* Once the page's data is there: shown earlier, it would be pushed down as the content arrives (a layout shift). */}
      {!details.isPending && <CrisisLine />}
    </PageContainer>
  );
}
