import { describe, expect, it } from 'vitest';
import { failNext } from '../../src/mocks/node';
import * as accounts from '../../src/services/accounts';
import * as authFlows from '../../src/services/authFlows';
import { setRequestTimeoutForTests } from '../../src/services/client';
import * as quizResults from '../../src/services/quizResults';
import { expectErr, setupDemoBackend, signIn } from './helpers';

setupDemoBackend({ rest: 'pglite' });

/** A backend that never answers in time fails as a network error instead of hanging forever. */
describe('request timeout', () => {
  it('turns a hung code request into a network error', async () => {
    setRequestTimeoutForTests(100);
    failNext({ method: 'POST', path: '/auth/v1/otp' }, { delayMs: 1_000 });
    const error = expectErr(await authFlows.sendOtp('kund@example.com'));
    expect(error.kind).toBe('network');
  });

  it('turns a hung database write into a network error', async () => {
    await signIn('kund@example.com');
    setRequestTimeoutForTests(100);
    failNext({ method: 'POST', path: '/rest/v1/user_quiz_results' }, { delayMs: 1_000 });
    const error = expectErr(
      await quizResults.insert({
        user_email: 'kund@example.com',
        answers: ['a'],
        business_type: 'x',
      }),
    );
    expect(error.kind).toBe('network');
  });

  it('turns a hung profile update into a network error', async () => {
    await signIn('kund@example.com');
    setRequestTimeoutForTests(100);
    failNext({ method: 'PATCH', path: '/rest/v1/konton' }, { delayMs: 1_000 });
    const error = expectErr(await accounts.updateAddress('kund@example.com', 'Storgatan 1'));
    expect(error.kind).toBe('network');
  });
});
