import { standingWeekHourOf, weekHourOf, type StandingWeekResponse, type StandingWeekUpdateRequest, type StandingWeekUpdateResponse } from '@parenthese/shared';
import { lockPsychologistPlanning } from './repository';
import { findStandingWeek, saveStandingWeek, withdrawStandingWeekSlots } from './standing-week-repository';
import type { Services } from '../services';

/** « Semaine type » (decision 0065): the psychologist's pattern, saved, turned on or off. */
export function createStandingWeekService(deps: Pick<Services, 'availabilityChanges' | 'config' | 'db' | 'standingWeeks' | 'clock'>) {
  const horizonWeeks = () => deps.config.availabilityHorizonWeeks;

  async function get(psychologistId: string): Promise<StandingWeekResponse> {
    const row = await findStandingWeek(deps.db, psychologistId);
    return { isEnabled: row?.isEnabled ?? false, hours: (row?.weekHours ?? []).map(standingWeekHourOf), horizonWeeks: horizonWeeks() };
  }

  /**
   * Saves the pattern; turned off, its free future slots are withdrawn in the same transaction. Turned
   * on, the job runs for this psychologist at once, so the next weeks show the result now.
   */
  async function save(psychologistId: string, input: StandingWeekUpdateRequest, now = deps.clock.now()): Promise<StandingWeekUpdateResponse> {
    const weekHours = [...new Set(input.hours.map(weekHourOf))].sort((a, b) => a - b);
    const withdrawnOnSave = await deps.availabilityChanges.transaction(
      async (tx) => {
        await lockPsychologistPlanning(tx, psychologistId);
        await saveStandingWeek(tx, psychologistId, { weekHours, isEnabled: input.isEnabled }, now);
        return input.isEnabled ? 0 : withdrawStandingWeekSlots(tx, psychologistId, now);
      },
      (withdrawn) => (withdrawn > 0 ? 'all' : 'none'),
    );
    const run = input.isEnabled ? await deps.standingWeeks.run(now, [psychologistId]) : { published: 0, withdrawn: 0 };
    return {
      isEnabled: input.isEnabled,
      hours: weekHours.map(standingWeekHourOf),
      horizonWeeks: horizonWeeks(),
      published: run.published,
      withdrawn: withdrawnOnSave + run.withdrawn,
    };
  }

  return { get, save };
}
