/**
 * The reauthentication code request that the code steps on /profile (the password dialog and the
 * account deletion) send their codes with. How a parent hears its code step, and what the step
 * says, is the step's own (codeEntry: `codeEntry.*` replies and its `toasts`).
 */
import { fromPromise } from 'xstate';
import { requestReauthentication } from '../../services/authFlows';
import { codeRequestMachine, type CodeRequest } from '../codeRequest';
import { unwrap } from './result';

/**
 * Reauthentication codes: the code-request machine, mailing the auth server's reauthentication
 * code (proof that the person at the keyboard owns the account) instead of a sign-in code. The
 * password dialog on /profile and the account deletion invoke it for as long as they are open.
 */
export const reauthCodeRequest = codeRequestMachine.provide({
  actors: {
    sendCode: fromPromise<void, CodeRequest>(() => unwrap(requestReauthentication())),
  },
});
