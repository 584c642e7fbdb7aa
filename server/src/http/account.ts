// Account calls (spec §7.1):
//   POST /user/getBalanceCRef                         balance (cash), liability (hold), rupees
//   POST /getUserSetting                              bet delays and limits (§9 defaults); visitors get the defaults
//   POST /account/:id/settings/one-click|stakes|mobile-stakes|mobile-stakes-exchange-game  {settings}
//   POST /account/:id/settings/time-setting {settings: 'india'|'system'|'device'}   (designed, §7.5)
//   POST /user/getUserMatchStack, POST /user/updateMatchStack {match_stack}
//   GET  /account/:id/profile/get, GET /account/:id/notification/message
//   POST /user/selfChangePassword {oldPassword, newPassword, confirmPassword} (body designed)
// The spec shows `{success, result}` for the account base without listing which of these calls
// read it, so /account/:id/... answers carry both envelopes ({status,msg,data} and {success,result}).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { LOGIN_PASSWORD_MAX, SIGNUP_PASSWORD_MIN, type BalanceData, type MatchStackData } from '@khel/shared-kernel/contract';
import type { Database } from '../store/db';
import { currentUser, optionalUser, requireUser, type AuthUser } from '../identity/auth';
import { changePassword, profileOf, setTimeZone } from '../identity/account';
import { playerBetSettings } from '../identity/bet-settings';
import { matchStack, parseOneClick, parseStakeList, saveMatchStack, saveOneClick, savePresets, type PresetField } from '../identity/stakes';
import { playerBalances } from '../wallet/ledger';
import { usesBonusWallet } from '../wallet/bonus';
import { dailyPlayCoins } from '../wallet/play-coins';
import { hostMoneyOf } from '../domain/money-mode';
import { hostOfRequest } from '../site/request-host';
import { badRequest, ok } from './reply';
import { bodyOf, idParam, paiseToRupees, text } from './input';
import { PLAYER, noBodyIsEmpty, refusals } from './route-schema';
import {
  AccountParams,
  BalanceData as BalanceAnswerData,
  BetSettingsAnswer,
  ChangePasswordRequest,
  DoneAnswer,
  Envelope,
  MatchStackAnswer,
  MatchStackRequest,
  NoFields,
  NotificationsAnswer,
  OneClickRequest,
  ProfileAnswer,
  SettingsAnswer,
  StakesRequest,
  TimeSettingAnswer,
  TimeSettingRequest,
  type TSchema,
} from '@khel/shared-kernel/contract-schemas';

/** A player's call: its summary, body, params and answer; the refusals it may give. */
export const playerCall = (summary: string, answer: TSchema, parts: { body?: TSchema; params?: TSchema; querystring?: TSchema } = {}, tags = ['account']) => ({
  schema: { summary, tags, security: PLAYER, ...parts, response: { 200: answer, ...refusals } },
});

export const accountOk = <T>(result: T, msg = 'Success') => ({ status: true, msg, data: result, success: true, result });

/** The :id of an /account/:id/... path must be the caller's own member code. */
export function ownAccount(req: FastifyRequest): AuthUser {
  const user = currentUser(req);
  const id = idParam((req.params as { id?: string }).id, 'Member code');
  if (id !== user.id) throw badRequest('This is not your account');
  return user;
}

const PRESET_PATHS: Record<string, PresetField> = {
  stakes: 'settings',
  'mobile-stakes': 'mobileStakesSettings',
  'mobile-stakes-exchange-game': 'mobileStakesExchangeGameSettings',
};

export const accountRoutes =
  (db: Database): FastifyPluginAsync =>
  async (app) => {
    app.addHook('preValidation', noBodyIsEmpty);
    const auth = { preHandler: requireUser(db) };

    app.post('/user/getBalanceCRef', { ...auth, ...playerCall('Balance, liability and bonus balance (rupees)', Envelope(BalanceAnswerData), { body: NoFields }) }, async (req) => {
      const user = currentUser(req);
      const money = hostMoneyOf((await hostOfRequest(db, req)).config);
      if (money.mode === 'play') await dailyPlayCoins(db, user, money);
      const balances = await playerBalances(db, user.id);
      const data: BalanceData = {
        balance: paiseToRupees(balances.cash),
        liability: paiseToRupees(balances.hold),
        bonus_balance: paiseToRupees(balances.bonus),
        free_cash: 0,
        use_bonus_wallet: await usesBonusWallet(db, user.id),
      };
      return ok(data);
    });

    app.post('/getUserSetting', { preHandler: optionalUser(db), ...playerCall("The player's bet delays and limits (the defaults for a visitor)", BetSettingsAnswer, { body: NoFields }) }, async (req) => ok(await playerBetSettings(db, req.user?.id)));

    app.post('/account/:id/settings/one-click', { ...auth, ...playerCall('Save the one-click stakes', SettingsAnswer, { params: AccountParams, body: OneClickRequest }) }, async (req) => {
      const user = ownAccount(req);
      const settings = await saveOneClick(db, user, parseOneClick(bodyOf(req).settings));
      return accountOk(settings, 'One click settings saved');
    });

    for (const [path, field] of Object.entries(PRESET_PATHS)) {
      app.post(`/account/:id/settings/${path}`, { ...auth, ...playerCall('Save the stake buttons', SettingsAnswer, { params: AccountParams, body: StakesRequest }) }, async (req) => {
        const user = ownAccount(req);
        const stakes = parseStakeList(bodyOf(req).settings);
        return accountOk(await savePresets(db, user, field, stakes), 'Stakes saved');
      });
    }

    app.post('/account/:id/settings/time-setting', { ...auth, ...playerCall('Save the time setting', TimeSettingAnswer, { params: AccountParams, body: TimeSettingRequest }) }, async (req) => {
      const user = ownAccount(req);
      // india, system or device (the schema refuses any other value with the same message)
      const zone = bodyOf(req).settings as 'india' | 'system' | 'device' | undefined;
      if (zone === undefined) throw badRequest('settings must be india, system or device');
      await setTimeZone(db, user.id, zone);
      return accountOk({ time_zone: zone }, 'Time setting saved');
    });

    app.post('/user/getUserMatchStack', { ...auth, ...playerCall("The player's stake buttons", MatchStackAnswer, { body: NoFields }) }, async (req) => {
      const buttons = await matchStack(db, currentUser(req).id);
      const data: MatchStackData = { match_stack: buttons.map((b) => b.value), buttons };
      return ok(data);
    });

    app.post('/user/updateMatchStack', { ...auth, ...playerCall('Save the stake buttons', MatchStackAnswer, { body: MatchStackRequest }) }, async (req) => {
      const user = currentUser(req);
      const raw = bodyOf(req).match_stack;
      // The client may send the list itself or its JSON text (form posts).
      const list = typeof raw === 'string' && raw.length < 1000 ? safeJson(raw) : raw;
      const stakes = parseStakeList(list);
      await saveMatchStack(db, user, stakes);
      const buttons = await matchStack(db, user.id);
      return ok({ match_stack: stakes, buttons } satisfies MatchStackData, 'Stakes updated');
    });

    app.get('/account/:id/profile/get', { ...auth, ...playerCall("The player's profile", ProfileAnswer, { params: AccountParams }) }, async (req) => accountOk(await profileOf(db, ownAccount(req).id)));

    // Player notifications: the spec fixes the bell at 0, and nothing yet sends a player message.
    app.get('/account/:id/notification/message', { ...auth, ...playerCall("The player's notifications (none yet)", NotificationsAnswer, { params: AccountParams }) }, async (req) => {
      ownAccount(req);
      return accountOk([] as unknown[]);
    });

    app.post('/user/selfChangePassword', { ...auth, ...playerCall('Change the password; other sessions end', DoneAnswer, { body: ChangePasswordRequest }) }, async (req) => {
      const body = bodyOf(req);
      const pick = (a: string, b: string) => body[a] ?? body[b];
      const fields = { old: pick('oldPassword', 'old_password'), next: pick('newPassword', 'new_password'), confirm: pick('confirmPassword', 'confirm_password') };
      const oldPassword = text(fields, 'old', { required: 'Old password is required', raw: true, max: [128, 'Password is too long'] });
      const newPassword = text(fields, 'next', {
        required: 'New password is required',
        raw: true,
        min: [SIGNUP_PASSWORD_MIN, `Must be at least ${SIGNUP_PASSWORD_MIN} characters`],
        max: [LOGIN_PASSWORD_MAX, `Password must be at most ${LOGIN_PASSWORD_MAX} characters`],
      });
      const confirm = text(fields, 'confirm', { required: 'This field is required', raw: true, max: [128, 'Password is too long'] });
      if (confirm !== newPassword) throw badRequest('Password does not match.');
      await changePassword(db, currentUser(req), req.sessionId, { oldPassword, newPassword }, { ip: req.ip });
      return ok(null, 'Password changed. You have been logged out on your other devices.');
    });
  };

function safeJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    throw badRequest('match_stack must be a list of stakes');
  }
}
