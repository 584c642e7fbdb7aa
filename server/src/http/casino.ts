// Casino calls.
//   POST /lotus/lobbyUrl  {} | {game_type} | {game_id, game_type}   → {status, launchUrl}   (spec §7.4)
//     game_type: 'slots' | 'live', optionally with the lobby tab: 'slots-fishing', 'live-roulette'
//   POST /qtech/launchUrl {gameId, providerCode}                    → {status, data: url}
//     logged-in players only (401 without a token); demo → 400 'Please login from your read ID.'
//   POST /casino/catalogue {}   (designed, open) the host's games, and the tabs and studios that have any:
//     {status, data: {games: [{id, name: {lang: text}, provider, section, categories, thumbnail, rtp, minStake, maxStake}],
//     liveCasino: {tabs}, slotsGames: {tabs}, providers}} (server/src/casino/catalogue.ts)
//   POST /account/casino-profit-loss {page?, limit?}   (designed) the player's casino rounds, newest first:
//     {status, data: {page, limit, items: [{gameName, gameId, roundId, stake, win, net, date}]}} (rupees)
//   The seamless wallet, for providers, in QT Platform's shape under /casino/qt/{providerCode}
//   (shared-kernel/src/contract/casino.ts): GET accounts/{playerId}/session|balance, POST transactions,
//   transactions/rollback, bonus/rewards. A wrong Pass-Key → 401 LOGIN_FAILED, logged in
//   casino_refused_calls; refusals → {code, message} with QT_ERROR_STATUS.
import { refuseOutsideAllowedCountries } from './jurisdiction';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { timingSafeEqual, createHash } from 'node:crypto';
import * as S from '@khel/shared-kernel/contract-schemas';
import type { LobbyUrlResponse, QtechLaunchResponse, QtError, QtErrorCode } from '@khel/shared-kernel/contract';
import { QT_ERROR_STATUS, QT_PASS_KEY_HEADER, QT_WALLET_BASE, QT_WALLET_SESSION_HEADER } from '@khel/shared-kernel/contract';
import { CASINO_DEVELOPMENT_SECRET, type Config } from '../config';
import type { Database } from '../store/db';
import { currentUser, refuseDemo, requireUser } from '../identity/auth';
import { assertPlayerMayBet } from '../responsible-gambling/responsible-gambling';
import { aggregator, builtInProvider, launch as launchGame, launchAdapterFor, LaunchUnavailableError, UnknownGameError } from '../casino/launch';
import { casinoRounds, CasinoWalletRefusal, type SeamlessWallet } from '../casino/seamless-wallet';
import { launchGameId } from '../casino/live-games';
import { pageOf } from './payments';
import { badRequest, ok } from './reply';
import { bodyOf, paiseToRupees, text } from './input';
import { hostOfRequest, requestHostname } from '../site/request-host';
import { catalogueView, providerBaseFor, type HostCatalogue } from '../casino/catalogue';
import { logRefusedWalletCall } from '../casino/refused-calls';
import { fromThisMachine } from './dev';
import { hostMoneyOf } from '../domain/money-mode';

const GAME_FIELD = { max: [100, 'Unknown game'] as [number, string], pattern: [/^[\w.:-]+$/, 'Unknown game'] as [RegExp, string] };
const CATEGORY = /^[a-z]{1,12}(-[a-z]{1,20})?$/;
const splitOnce = (v: string): [string, string] => {
  const i = v.indexOf('-');
  return i < 0 ? [v, ''] : [v.slice(0, i), v.slice(i + 1)];
};

export const casinoRoutes =
  (db: Database, config: Config, wallet: SeamlessWallet, hostCatalogue: HostCatalogue): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const auth = { preHandler: requireUser(db) };
    const playerCall = (summary: string, body: S.TSchema, answer: S.TSchema) => ({
      ...auth,
      schema: { summary, tags: ['casino'], security: [{ player: [] }], body, response: { 200: answer } },
    });
    const builtIn = builtInProvider(config.casinoProviderCode, config.casinoProviderUrl);
    const agg = config.casinoAggregator ? aggregator(config.casinoAggregator) : null;
    const providerBase = (req: FastifyRequest) => providerBaseFor(config.casinoProviderUrl, requestHostname(req));

    // The host's games, tabs and studios (none where the host has no casino section).
    app.post('/casino/catalogue', { schema: { summary: "The casino's games: names, studios, tabs, pictures, RTP and stakes; only tabs and studios with games", tags: ['casino'], body: S.AnyBody, response: { 200: S.CasinoCatalogueAnswer } } }, async (req) => {
      const host = await hostOfRequest(db, req);
      const games = host.sections.some((s) => s.section === 'casino') ? await hostCatalogue(requestHostname(req)) : [];
      return ok(catalogueView(games));
    });

    // game_type names the lobby: 'slots' or 'live', optionally with a tab: 'slots-fishing', 'live-roulette'.
    const launch = async (req: FastifyRequest, requested: string, gameType: string | undefined) => {
      const user = currentUser(req);
      refuseDemo(user);
      const gameId = await launchGameId(db, requested); // a search result's id (/casino_live/{id}) names its game
      await assertPlayerMayBet(db, user.id, 0); // no game opens during a cool-off or self-exclusion
      await refuseOutsideAllowedCountries(db, req); // nor outside a real-money host's allowed countries (issue 33)
      const [section, category] = gameType ? splitOnce(gameType) : [undefined, undefined];
      const hostname = requestHostname(req) || 'localhost';
      const money = hostMoneyOf((await hostOfRequest(db, req)).config);
      try {
        return await launchGame(db, launchAdapterFor(hostname, builtIn, agg, config.casinoAggregator?.hosts ?? []), {
          userId: user.id,
          playerName: user.name,
          khelSessionId: req.sessionId!,
          gameId,
          section: section === 'slots' || section === 'live' ? section : undefined,
          category: category || undefined,
          hostname,
          moneyMode: money.mode,
          coinLabel: money.mode === 'play' ? money.label : undefined,
        });
      } catch (err) {
        if (err instanceof UnknownGameError) throw badRequest(err.message);
        if (err instanceof LaunchUnavailableError) {
          req.log.error({ err }, 'casino launch failed');
          throw badRequest('The game cannot be opened now. Please try again.');
        }
        throw err;
      }
    };

    app.post('/lotus/lobbyUrl', playerCall('The casino lobby, or one game: its launch address', S.LobbyUrlRequest, S.LobbyUrlAnswer), async (req): Promise<LobbyUrlResponse> => {
      const body = bodyOf(req);
      const gameId = text(body, 'game_id', GAME_FIELD) ?? '';
      const gameType = text(body, 'game_type', { max: [40, 'Unknown category'] })?.toLowerCase();
      return { status: true, launchUrl: await launch(req, gameId, gameType && CATEGORY.test(gameType) ? gameType : undefined) };
    });

    app.post('/qtech/launchUrl', playerCall("A provider game's launch address", S.QtechLaunchRequest, S.QtechLaunchAnswer), async (req): Promise<QtechLaunchResponse> => {
      const body = bodyOf(req);
      const gameId = text(body, 'gameId', { required: 'gameId is required', ...GAME_FIELD });
      text(body, 'providerCode', { max: [50, 'Unknown provider'] });
      return { status: true, data: await launch(req, gameId, undefined) };
    });

    app.post('/account/casino-profit-loss', playerCall("The player's casino rounds, newest first: stake, win and net", S.CasinoProfitLossRequest, S.CasinoProfitLossAnswer), async (req) => {
      const user = currentUser(req);
      const page = pageOf(bodyOf(req));
      const rounds = await casinoRounds(db, user.id, page);
      const items = rounds.map((r) => ({
        gameName: r.gameName,
        gameId: r.gameId,
        roundId: r.roundId,
        stake: paiseToRupees(r.stakePaise),
        win: paiseToRupees(r.winPaise),
        net: paiseToRupees(r.winPaise - r.stakePaise),
        date: r.createdAt,
      }));
      return ok({ ...page, items });
    });

    await app.register(walletRoutes(db, config, wallet), { prefix: `${QT_WALLET_BASE}/:providerCode` });
  };

/**
 * The wallet's routes. Each call first checks the Pass-Key of the provider named in the path (constant
 * time); the public development key is taken only from a direct connection on this machine (a
 * request relayed by a proxy, e.g. the shell's /api, carries forwarded headers and is refused) and
 * never in production (config refuses to start with it).
 */
const walletRoutes =
  (db: Database, config: Config, wallet: SeamlessWallet): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const errors = { 400: S.QtErrorAnswer, 401: S.QtErrorAnswer, 403: S.QtErrorAnswer, 500: S.QtErrorAnswer };
    const schema = <P extends S.TSchema, B extends S.TSchema | undefined, A extends S.TSchema>(summary: string, params: P, body: B, answer: A) => ({
      summary,
      tags: ['casino-wallet'],
      params,
      ...(body ? { body } : {}),
      response: { 200: answer, ...errors },
    });

    const refuse = (reply: FastifyReply, code: QtErrorCode, message: string) => reply.code(QT_ERROR_STATUS[code]).send({ code, message } satisfies QtError);

    /** The provider whose Pass-Key this request carries, or undefined (refused and logged). */
    const authenticated = async (req: FastifyRequest, providerCode: string, call: string): Promise<boolean> => {
      const expected = Object.hasOwn(config.casinoProviders, providerCode) ? config.casinoProviders[providerCode] : undefined;
      const given = req.headers[QT_PASS_KEY_HEADER];
      let reason: string | null = null;
      if (!expected || typeof given !== 'string' || !sameSecret(given, expected)) reason = 'bad Pass-Key';
      else if (expected === CASINO_DEVELOPMENT_SECRET && !fromThisMachine(req)) reason = 'development Pass-Key from another machine or through a proxy';
      if (reason === null) return true;
      req.log.warn({ provider: providerCode, call, ip: req.ip }, `casino wallet call refused: ${reason}`);
      await logRefusedWalletCall(db, { provider: providerCode, call, reason, ip: req.ip });
      return false;
    };

    const handle =
      <R>(call: string, run: (req: FastifyRequest, provider: string, session: unknown) => Promise<R>) =>
      async (req: FastifyRequest, reply: FastifyReply) => {
        const provider = (req.params as { providerCode: string }).providerCode;
        if (!(await authenticated(req, provider, call))) return refuse(reply, 'LOGIN_FAILED', 'Invalid Pass-Key');
        try {
          return await run(req, provider, req.headers[QT_WALLET_SESSION_HEADER]);
        } catch (err) {
          if (err instanceof CasinoWalletRefusal) return refuse(reply, err.code, err.message);
          req.log.error({ err, call }, 'casino wallet call failed');
          return refuse(reply, 'UNKNOWN_ERROR', 'The wallet could not complete the call');
        }
      };
    const objectBody = (req: FastifyRequest): Record<string, unknown> => {
      const b = req.body;
      if (!b || typeof b !== 'object' || Array.isArray(b)) throw new CasinoWalletRefusal('REQUEST_DECLINED', 'The body must be a JSON object');
      return b as Record<string, unknown>;
    };
    const rupees = (a: { balancePaise: number; referenceId: string }) => ({ balance: paiseToRupees(a.balancePaise), referenceId: a.referenceId });

    const account = (call: 'session' | 'balance', summary: string, read: (provider: string, playerId: string, session: unknown) => Promise<number>) =>
      app.get(
        `/accounts/:playerId/${call}`,
        { schema: { ...schema(summary, S.QtAccountParams, undefined, S.QtBalanceAnswer), querystring: S.QtAccountQuery } },
        handle(call, async (req, provider, session) => ({
          balance: paiseToRupees(await read(provider, (req.params as { playerId: string }).playerId, session)),
          currency: 'INR' as const,
        })),
      );
    account('session', 'Verify a Wallet-Session (once, within the launch time): the balance', (pr, id, s) => wallet.verifySession(pr, id, s));
    account('balance', "The player's balance (a live Wallet-Session)", (pr, id, s) => wallet.balance(pr, id, s));
    app.post(
      '/transactions',
      { schema: schema('A DEBIT (a stake: needs the live Wallet-Session) or a CREDIT (a win of a debited round)', S.QtWalletParams, S.QtTransactionBody, S.QtTransactionAnswer) },
      handle('transaction', async (req, provider, session) => rupees(await wallet.transaction(provider, session, objectBody(req)))),
    );
    app.post(
      '/transactions/rollback',
      { schema: schema('Undo a DEBIT (betId); a debit not yet seen is refused when it comes', S.QtWalletParams, S.QtRollbackBody, S.QtTransactionAnswer) },
      handle('rollback', async (req, provider) => rupees(await wallet.rollback(provider, objectBody(req)))),
    );
    app.post(
      '/bonus/rewards',
      { schema: schema("A provider's reward paid to the player", S.QtWalletParams, S.QtBonusRewardBody, S.QtTransactionAnswer) },
      handle('bonus', async (req, provider) => rupees(await wallet.bonusReward(provider, objectBody(req)))),
    );
  };

/** Constant-time comparison of two secrets of any length (through their SHA-256). */
function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
