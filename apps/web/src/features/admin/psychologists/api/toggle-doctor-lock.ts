import { toggleAccountLock } from '../../api/toggle-account-lock';
import { useDoctorMutation } from './use-doctor-mutation';

/** POST /account/lock/toggle, the same call as for employees. */
export const useToggleDoctorLock = () => useDoctorMutation(toggleAccountLock);
