/**
 * src/services/accountData.ts with the real supabase-js client, /rest/v1 on PGlite with the real
 * migrations: the deletion's order (a wrong code touches nothing, files go before the function
 * finishes) and its faults, and the export's scope.
 */
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/mocks/db';
import { advanceClock, failNext, getDemoInboxFor } from '../../src/mocks/node';
import { deleteMyAccount, exportFileName, exportMine } from '../../src/services/accountData';
import * as accounts from '../../src/services/accounts';
import * as authFlows from '../../src/services/authFlows';
import * as avatars from '../../src/services/avatars';
import {
  expectErr,
  expectOk,
  newAnonymousClient,
  setupDemoBackend,
  signInWithAccount,
} from './helpers';

const backend = setupDemoBackend({ rest: 'pglite' });

const PNG = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

async function userWithPicture(email: string) {
  const { row } = await signInWithAccount(email);
  const path = expectOk(await avatars.upload(row.id, PNG));
  expectOk(await accounts.updateAvatarUrl(email, path));
  expectOk(await authFlows.requestReauthentication());
  return { row, code: getDemoInboxFor(email)[0]?.code ?? '' };
}

describe('deleteMyAccount', () => {
  it('a wrong code deletes nothing, not even the picture', async () => {
    const { code } = await userWithPicture('fel.kod@example.se');
    expect(expectErr(await deleteMyAccount(code === '000000' ? '111111' : '000000'))).toMatchObject(
      {
        kind: 'invalid',
        code: 'code_invalid',
      },
    );
    expect(getDb().objects).toHaveLength(1);
    expect(await backend.rows('konton')).toHaveLength(1);
  });

  it('a dropped connection while removing the files leaves the account; trying again finishes', async () => {
    const { code } = await userWithPicture('avbrott@example.se');
    failNext({ method: 'DELETE', path: '/storage/v1/object/avatars' }, { network: true });
    expect(expectErr(await deleteMyAccount(code)).kind).toBe('network');
    expect(await backend.rows('konton')).toHaveLength(1);
    expectOk(await deleteMyAccount(code));
    expect(await backend.rows('konton')).toHaveLength(0);
    expect(getDb().objects).toHaveLength(0);
  });

  it('a 500 from the function is a server error, and nothing is gone', async () => {
    const { code } = await userWithPicture('serverfel@example.se');
    failNext({ method: 'POST', path: '/rest/v1/rpc/delete_my_account' }, { status: 500 });
    expect(expectErr(await deleteMyAccount(code)).kind).toBe('server');
    expect(await backend.rows('konton')).toHaveLength(1);
    expect(getDb().objects).toHaveLength(1);
  });

  it('a visitor cannot call it (no grant: 401)', async () => {
    await newAnonymousClient();
    expect(expectErr(await deleteMyAccount('123456'))).toMatchObject({
      kind: 'forbidden',
      status: 401,
      code: '42501',
    });
  });
});

describe('exportMine', () => {
  it("holds only the caller's own rows, and is refused to a visitor", async () => {
    await signInWithAccount('forsta@example.se');
    await newAnonymousClient();
    advanceClock(61_000);
    await signInWithAccount('andra@example.se');
    const data = expectOk(await exportMine());
    expect(data.konto?.email).toBe('andra@example.se');
    expect(JSON.stringify(data)).not.toContain('forsta@example.se');
    await newAnonymousClient();
    expect(expectErr(await exportMine()).kind).toBe('forbidden');
  });

  it('is named after the local date', () => {
    expect(exportFileName(new Date(2026, 0, 5, 23, 59))).toBe(
      'startklar-mina-uppgifter-2026-01-05.json',
    );
  });
});
