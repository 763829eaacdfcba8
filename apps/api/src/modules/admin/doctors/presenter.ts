import type { AdminDoctor, DoctorCategory, PendingEmailChange } from '@parenthese/shared';
import { decryptSecret } from '../../../lib/secret-box';
import type { DoctorRow } from './repository';

/** A psychologist as the back-office shows them: the temporary password while there is one and the real creation date. */
export function presentAdminDoctor(row: DoctorRow, encryptionKey: Buffer, pendingEmailChange: PendingEmailChange | null): AdminDoctor {
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
    password: user.temporaryPasswordEncrypted ? decryptSecret(encryptionKey, user.temporaryPasswordEncrypted) : '',
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
