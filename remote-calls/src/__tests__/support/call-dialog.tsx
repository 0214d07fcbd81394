// Opens the Calls screen as a role and then the Add Call or Edit Call modal, once the staff
// choices have arrived, for the form's tests.
import { screen, within } from '@testing-library/react';
import type { Role } from 'shared-domain';
import { type FakeApi, renderScreen, signIn } from 'test-support';
import Calls from '../../exposes/Calls';
import { userInRole } from './calls-fixtures';

async function openScreen(api: FakeApi, role: Role, caller: string) {
  signIn(userInRole(role));
  const view = await renderScreen(<Calls />, { apiUrl: api.url, path: '/calls' });
  const card = await screen.findByRole('article', { name: caller });
  return { ...view, card };
}

async function dialogNamed(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await within(dialog).findByRole('option', { name: 'Laila Nasser' });
  return dialog;
}

export async function openAddCall(api: FakeApi, role: Role = 'operations_manager') {
  const view = await openScreen(api, role, 'Omar Khalil');
  await view.user.click(screen.getByRole('button', { name: 'Add Call' }));
  return { ...view, dialog: await dialogNamed('Add Call') };
}

/** Edits the call of the card named `caller`. */
export async function openEditCall(
  api: FakeApi,
  role: Role = 'operations_manager',
  caller = 'Omar Khalil',
) {
  const view = await openScreen(api, role, caller);
  await view.user.click(within(view.card).getByRole('button', { name: 'Edit' }));
  return { ...view, dialog: await dialogNamed('Edit Call') };
}
