// Account calls (spec §7.1): balance, bet settings, stakes, profile, time setting, the bonus wallet.
// The /account/{id}/... answers carry both envelopes ({status,msg,data} and {success,result}).
import { Envelope, Rupees, SuccessEnvelope, Type, type Static, type TSchema } from './common';
import { Body, Needed } from './fields';
import { MAX_STAKE_PRESETS } from '../account';
import { UserSettings } from './auth';

/** `{status, msg, data}` and `{success, result}` with the same value: the /account/{id}/... calls. */
export const AccountAnswer = <T extends TSchema>(result: T) => Type.Composite([Envelope(result), SuccessEnvelope(result)]);

/** The :id of /account/{id}/...: the caller's own member code. */
export const AccountParams = Type.Object({ id: Type.String({ description: "the caller's member code" }) });

/** POST user/getBalanceCRef → data. Rupees with 2 decimals. */
export const BalanceData = Type.Object({
  /** available balance (cash) */
  balance: Rupees,
  /** net exposure held by open bets */
  liability: Rupees,
  bonus_balance: Rupees,
  /** always 0 (spec §3) */
  free_cash: Type.Number(),
  use_bonus_wallet: Type.Boolean(),
});
export type BalanceData = Static<typeof BalanceData>;

/** POST /getUserSetting → data: bet delays (seconds) and limits (rupees); §9's defaults for visitors */
export const BetSettingsAnswer = Envelope(Type.Record(Type.String(), Type.Number()));

/** Stake buttons: whole rupees, as numbers or their text; the server checks each value with the spec's messages. */
const StakeList = (message: string, description: string) => Type.Unsafe<Array<number | string>>({ type: 'array', description, errorMessage: { type: message } });
const STAKE_LIST_MESSAGE = `settings must be a list of 1 to ${MAX_STAKE_PRESETS} stakes`;

/** POST /account/{id}/settings/one-click {settings: {active, settings, selected}} (the server checks its fields) */
export const OneClickRequest = Body({
  settings: Needed(
    Type.Unsafe<{ active: boolean; settings: Array<number | string>; selected: number }>({
      type: 'object',
      description: '{active, settings: stakes, selected}',
      errorMessage: { type: 'settings must be an object' },
    }),
  ),
});
/** POST /account/{id}/settings/stakes|mobile-stakes|mobile-stakes-exchange-game {settings: stakes} */
export const StakesRequest = Body({ settings: Needed(StakeList(STAKE_LIST_MESSAGE, `1 to ${MAX_STAKE_PRESETS} stake buttons, whole rupees`)) });
export const SettingsAnswer = AccountAnswer(UserSettings);

export const TimeZoneSetting = Type.Union([Type.Literal('india'), Type.Literal('system'), Type.Literal('device')]);
export type TimeZoneSetting = Static<typeof TimeZoneSetting>;
/** POST /account/{id}/settings/time-setting {settings: 'india'|'system'|'device'} */
export const TimeSettingRequest = Body({
  settings: Needed(Type.Unsafe<TimeZoneSetting>({ type: 'string', enum: ['india', 'system', 'device'], errorMessage: 'settings must be india, system or device' })),
});
export const TimeSettingAnswer = AccountAnswer(Type.Object({ time_zone: TimeZoneSetting }));

/** POST /user/getUserMatchStack → data */
export const MatchStackData = Type.Object({
  match_stack: Type.Array(Type.Number()),
  buttons: Type.Array(Type.Object({ label: Type.String(), value: Type.Number() })),
});
export type MatchStackData = Static<typeof MatchStackData>;
export const MatchStackAnswer = Envelope(MatchStackData);
/** POST /user/updateMatchStack {match_stack: the stakes, or their JSON text (forms)} */
export const MatchStackRequest = Body({
  match_stack: Needed(
    Type.Unsafe<Array<number | string> | string>({ type: ['array', 'string'], description: 'the stake buttons, or their JSON text', errorMessage: { type: STAKE_LIST_MESSAGE } }),
  ),
});

/** GET account/{memberCode}/profile/get → result */
export const ProfileData = Type.Object({
  memberCode: Type.String(),
  user_name: Type.String(),
  name: Type.String(),
  country_code: Type.Union([Type.String(), Type.Null()]),
  mobile: Type.Union([Type.String(), Type.Null()]),
  refer_code: Type.Union([Type.String(), Type.Null()]),
  is_demo: Type.Boolean(),
  time_zone: TimeZoneSetting,
  created_at: Type.String(),
  /** the verified e-mail address, null when none */
  email: Type.Union([Type.String(), Type.Null()]),
  /** an address the player has asked to add whose verification link is still open, else null */
  pending_email: Type.Union([Type.String(), Type.Null()]),
});
export type ProfileData = Static<typeof ProfileData>;
export const ProfileAnswer = AccountAnswer(ProfileData);
export const NotificationsAnswer = AccountAnswer(Type.Array(Type.Unknown()));

/** GET /account/{id}/balance-settings → result */
const WalletCode = Type.Union([Type.Literal('MAIN'), Type.Literal('BONUS')]);
export const BalanceSettingsAnswer = AccountAnswer(
  Type.Object({ useBonusWallet: Type.Boolean(), walletCode: WalletCode, wallets: Type.Array(Type.Object({ walletCode: WalletCode, balance: Rupees })) }),
);
/** PUT /account/{id}/settings/switch-wallet?useBonusWallet=&walletCode= */
export const SwitchWalletQuery = Type.Object({
  useBonusWallet: Type.Optional(Type.String({ description: "'true' or 'false'" })),
  walletCode: Type.Optional(Type.String({ description: 'MAIN or BONUS' })),
});
export const SwitchWalletAnswer = AccountAnswer(Type.Object({ useBonusWallet: Type.Boolean(), walletCode: WalletCode }));

/** GET /account/wagering-details?walletType=sports|casino → {success, result} */
export const WageringQuery = Type.Object({ walletType: Type.Optional(Type.String({ description: 'sports (default) or casino' })) });
export const WageringAnswer = SuccessEnvelope(
  Type.Object({
    walletType: Type.Union([Type.Literal('sports'), Type.Literal('casino')]),
    bonusBalance: Rupees,
    wageringRequired: Rupees,
    wageringCompleted: Rupees,
    wageringRemaining: Rupees,
    activeBonuses: Type.Array(Type.Object({ id: Type.Number(), amount: Rupees, wageringRequired: Rupees, wagered: Rupees, expiresAt: Type.String() })),
  }),
);
