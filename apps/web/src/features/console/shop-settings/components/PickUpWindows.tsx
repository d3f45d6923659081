// The pick-up windows, day by day (ISO 1 Monday … 7 Sunday), as the shared week editor edits
// them: none is a day closed to pick-ups, up to WINDOWS_A_DAY a day.
import type { WeeklyRange } from '@tessera/domain';
import { WeeklyHours } from '../../../../components/WeeklyHours.tsx';
import { WINDOWS_A_DAY } from '../shopSettingsForm.ts';

export interface PickUpWindowsProps {
  value: WeeklyRange[];
  onChange(value: WeeklyRange[]): void;
  /** The problem of the form's window at this index, if any. */
  errorOf(index: number): string | undefined;
}

export function PickUpWindows(props: PickUpWindowsProps) {
  return <WeeklyHours id="shop-pickup" kind="pickUp" max={WINDOWS_A_DAY} {...props} />;
}
