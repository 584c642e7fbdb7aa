// One stake-preset editor (issue 35): /settings and the slip's pop-up show the kernel's same editor with
// the same §5 rule, against the real server; a list saved on /settings is the slip's list at that size
// (a phone's mobileStakesSettings below 1024px, presetStakeSettings.settings above).
import { expect, test } from '@playwright/test';
import { loggedInAt, newPlayer } from '../support/account';
import { isMobile, keepScreenshot } from '../support/player';
import { clickBackOdds, slip } from '../support/sports';

test('a player edits stake presets on /settings with the §5 messages, and the slip offers the saved list in the same editor', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const player = await newPlayer(request);
  await loggedInAt(page, player, '/settings');
  const editor = page.getByTestId(isMobile(testInfo) ? 'presets-mobile-stakes' : 'presets-stakes');
  await editor.getByRole('button', { name: 'Edit Stakes' }).click();
  await editor.getByTestId('stake-edit-0').fill('10000000');
  await editor.getByTestId('stake-edit-1').fill('10000000');
  await editor.getByRole('button', { name: 'UPDATE' }).click();
  await expect(editor.getByRole('alert')).toHaveText('Only one value can be 1,00,00,000.');
  await editor.getByTestId('stake-edit-1').fill('2.5');
  await editor.getByRole('button', { name: 'UPDATE' }).click();
  await expect(editor.getByRole('alert')).toHaveText('Please enter a valid integer.');
  await keepScreenshot(page, testInfo, `settings-presets-${testInfo.project.name}-problem`);
  await editor.getByTestId('stake-edit-1').fill('150');
  await editor.getByRole('button', { name: 'UPDATE' }).click();
  await expect(editor.getByRole('status')).toBeVisible();
  await expect(editor.getByText('1,00,00,000')).toBeVisible();

  await page.goto('/');
  await clickBackOdds(page);
  const betSlip = slip(page);
  await expect(betSlip.getByTestId('slip-preset-10000000')).toHaveText('1,00,00,000');
  await betSlip.getByTestId('slip-preset-150').click();
  await expect(betSlip.getByTestId('slip-stake')).toHaveValue('150');
  await betSlip.getByTestId('stake-edit-open').click();
  await expect(betSlip.getByTestId('stake-edit-1')).toHaveValue('150');
  await keepScreenshot(page, testInfo, `slip-presets-${testInfo.project.name}-editing`);
});
