import type { AdminDoctor, DoctorCategory, PendingEmailChange } from '@parenthese/shared';
import type { Config } from '../../../config';
import { presentTemporaryPassword } from '../../accounts/temporary-password-state';
import type { DoctorRow } from './repository';

/** A psychologist as the back-office shows them: the temporary password while there is one and the real creation date. */
export function presentAdminDoctor(row: DoctorRow, settings: Pick<Config, 'dataEncryptionKey' | 'temporaryPasswordLifetimeDays'>, pendingEmailChange: PendingEmailChange | null): AdminDoctor {
  const { user, doctor } = row;
  return {
    userId: user.id,
    adeliNumber: doctor.adeliNumber,
    firstName: doctor.firstName,
    lastName: doctor.lastName,
    mail: user.email ?? '',
    phoneNumber: doctor.phoneNumber,
    address: doctor.address,
    doctorCategories: doctor.categories as DoctorCategory[],
    locked: user.isLocked,
    ...presentTemporaryPassword(user, settings),
    isFirstConnection: user.isFirstConnection,
    phoneEnabled: doctor.isPhoneEnabled,
    teamsEnabled: doctor.isVideoEnabled,
    // The product offers phone and Teams-style video only (spec section 7).
    meetsEnabled: false,
    zoomEnabled: false,
    createdAt: user.createdAt.toISOString(),
    pendingEmailChange,
  };
}
