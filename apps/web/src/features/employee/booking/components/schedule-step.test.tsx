import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SlotTime } from '../lib/slots';
import { ScheduleStep } from './schedule-step';

const day = '2026-11-26';
const times: SlotTime[] = ['09:00', '10:00', '14:00'].map((time, index) => ({ time, startDate: `2026-11-26T0${8 + index}:00:00.000Z`, meetingIds: [`slot-${index}`] }));

function Harness() {
  const [selectedTime, setSelectedTime] = useState<string | null>(null);
  return (
    <>
      <button type="button">Avant</button>
      <ScheduleStep
        month="2026-11"
        months={['2026-11']}
        onMonthChange={() => {}}
        days={new Map([[day, times]])}
        selectedDay={day}
        onSelectDay={() => {}}
        selectedTime={selectedTime}
        onSelectTime={(slot) => setSelectedTime(slot.time)}
        isLoading={false}
        isError={false}
        onRetry={() => {}}
        notice={null}
      />
    </>
  );
}

describe('ScheduleStep time slots', () => {
  it('are one tab stop whose arrow keys move and choose, as a radio group', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const group = screen.getByRole('radiogroup', { name: /^Créneaux du/ });
    const [nine, ten, two] = within(group).getAllByRole('radio');
    expect(nine).toHaveAttribute('tabindex', '0');
    expect(ten).toHaveAttribute('tabindex', '-1');

    nine.focus();
    await user.keyboard('{ArrowRight}');
    expect(ten).toHaveFocus();
    expect(ten).toHaveAttribute('aria-checked', 'true');
    expect(ten).toHaveAttribute('tabindex', '0');
    expect(nine).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(two).toHaveFocus();
    expect(two).toHaveAttribute('aria-checked', 'true');

    // Tab leaves the group instead of walking through every time.
    await user.tab();
    expect(
      within(group)
        .queryAllByRole('radio')
        .some((radio) => radio === document.activeElement),
    ).toBe(false);
  });
});
