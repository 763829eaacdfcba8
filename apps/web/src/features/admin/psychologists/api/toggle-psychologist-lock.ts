import { toggleAccountLock } from '../../api/toggle-account-lock';
import { usePsychologistMutation } from './use-psychologist-mutation';

/** POST /account/lock/toggle, the same call as for employees. */
export const useTogglePsychologistLock = () => usePsychologistMutation(toggleAccountLock);
