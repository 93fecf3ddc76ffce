import { expect } from '@playwright/test';
import { filterApplied, openPanel, rowWith, search, test, toast } from './staff.js';

test.describe('back office: users', () => {
  test('an admin invites a user and changes their role', async ({ page }) => {
    const email = `invitee-${Date.now()}@example.com`;
    await openPanel(page, '/users');
    await expect(page.getByRole('columnheader', { name: 'Contact' })).toBeVisible();

    await page.getByRole('link', { name: 'Add User' }).click();
    await expect(page).toHaveURL(/\/admin\/users\/create$/);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'First name' }).fill('Amara');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Okafor');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, `Invitation sent to ${email}`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/users(\?|$)/);

    await search(page, 'Search users', 'Amara');
    const row = rowWith(page, email);
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell', { name: /Amara Okafor/ })).toBeVisible();

    const role = row.getByRole('combobox', { name: `Role of ${email}` });
    await expect(role).toHaveValue('user');
    // A role change says what the new role can see, and waits for a confirmation.
    await role.selectOption('admin');
    const dialog = page.getByRole('dialog', { name: `Make ${email} Admin?` });
    await expect(dialog).toContainText('every booking and the medical records attached to it');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(role).toHaveValue('user');
    await role.selectOption('moderator');
    await page
      .getByRole('dialog', { name: `Make ${email} Moderator?` })
      .getByRole('button', { name: 'Change role' })
      .click();
    await expect(toast(page, 'User role updated successfully')).toBeVisible();
    await expect(role).toHaveValue('moderator');

    // The role filter finds them among the moderators, not among the plain users.
    await page.getByRole('combobox', { name: 'Role', exact: true }).click();
    await page.getByRole('option', { name: 'Moderator' }).click();
    await filterApplied(page, 'role', 'moderator');
    await expect(rowWith(page, email)).toBeVisible();
    await page.getByRole('combobox', { name: 'Role', exact: true }).click();
    await page.getByRole('option', { name: 'User', exact: true }).click();
    await expect(page.getByText('No users found matching your criteria.')).toBeVisible();

    const answer = await page.request.get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`);
    expect(((await answer.json()) as { role: string }[])[0]?.role).toBe('moderator');

    // The audit log says it in words: the old and the new role.
    await openPanel(page, `/audit-events?filter=${encodeURIComponent(JSON.stringify({ action: 'user.role_change' }))}`);
    await expect(page.getByRole('cell', { name: 'Role: User → Moderator' }).first()).toBeVisible();
  });

  test('an invitation to an existing email shows the server error on the field', async ({ page }) => {
    await openPanel(page, '/users/create');
    await page.getByRole('textbox', { name: 'Email' }).fill('patient@medtour.local');
    await page.getByRole('textbox', { name: 'First name' }).fill('Dup');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Licate');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('A user with this email already exists')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/users\/create$/);
  });

  test('an admin cannot change their own role and sees the empty text for no match', async ({ page, staff }) => {
    await openPanel(page, '/users');
    await search(page, 'Search users', staff.email);
    const own = rowWith(page, staff.email).getByRole('combobox', { name: `Role of ${staff.email}` });
    await expect(own).toBeDisabled();
    await search(page, 'Search users', 'no-such-person-xyz');
    await expect(page.getByText('No users found matching your criteria.')).toBeVisible();
  });
});
