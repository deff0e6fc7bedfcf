/**
 * Reauthentication codes: the code-request machine, mailing the auth server's reauthentication
 * code (proof that the person at the keyboard owns the account) instead of a sign-in code. The
 * password dialog on /profile and the account deletion invoke it for as long as they are open.
 */
import { fromPromise } from 'xstate';
import { requestReauthentication } from '../../services/auth';
import { codeRequestMachine, type CodeRequest } from '../codeRequest';
import { unwrap } from './result';

export const reauthCodeRequest = codeRequestMachine.provide({
  actors: {
    sendCode: fromPromise<void, CodeRequest>(() => unwrap(requestReauthentication())),
  },
});
