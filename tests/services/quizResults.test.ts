import { describe, expect, it } from 'vitest';
import { advanceClock, failNext } from '../../src/mocks/node';
import * as quizResults from '../../src/services/quizResults';
import { expectErr, expectOk, newAnonymousClient, signIn, setupDemoBackend } from './helpers';

setupDemoBackend({ rest: 'pglite' });

const EMAIL = 'quiz@example.com';
const RESULT = {
  user_email: EMAIL,
  answers: ['Ett par timmar i veckan', '0-5 000 kr'],
  business_type: 'Konsult,E-handel',
};

describe('quizResults', () => {
  it('inserts a result (personal_text null) and lists it, newest first', async () => {
    await signIn(EMAIL);
    expectOk(await quizResults.insert(RESULT));
    advanceClock(1_000);
    expectOk(await quizResults.insert({ ...RESULT, business_type: 'Café' }));
    const rows = expectOk(await quizResults.listMine());
    expect(rows.map((r) => r.business_type)).toEqual(['Café', 'Konsult,E-handel']);
    expect(rows[1]).toMatchObject({ ...RESULT, personal_text: null });
  });

  it("refuses a result for another address (42501) and hides others' results", async () => {
    await signIn(EMAIL);
    expectOk(await quizResults.insert(RESULT));
    const error = expectErr(
      await quizResults.insert({ ...RESULT, user_email: 'annan@example.com' }),
    );
    expect(error).toMatchObject({ kind: 'forbidden', status: 403, code: '42501' });
    await newAnonymousClient();
    advanceClock(61_000);
    await signIn('annan@example.com');
    expect(expectOk(await quizResults.listMine())).toEqual([]);
  });

  it('a visitor cannot save or list results (no grant: 401 42501, not an empty list)', async () => {
    const error = expectErr(await quizResults.insert(RESULT));
    expect(error).toMatchObject({ kind: 'forbidden', status: 401, code: '42501' });
    expect(expectErr(await quizResults.listMine())).toMatchObject({
      kind: 'forbidden',
      status: 401,
      code: '42501',
    });
  });

  it('maps a 500 and a network failure', async () => {
    await signIn(EMAIL);
    failNext({ method: 'POST', path: '/rest/v1/user_quiz_results' }, { status: 500 });
    expect(expectErr(await quizResults.insert(RESULT)).kind).toBe('server');
    failNext({ method: 'POST', path: '/rest/v1/user_quiz_results' }, { network: true });
    expect(expectErr(await quizResults.insert(RESULT)).kind).toBe('network');
    failNext({ method: 'GET', path: '/rest/v1/user_quiz_results' }, { status: 500 });
    expect(expectErr(await quizResults.listMine()).kind).toBe('server');
  });
});
