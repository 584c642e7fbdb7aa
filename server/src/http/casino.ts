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
//   POST /casino/wallet/{authenticate|balance|debit|credit|rollback}   the seamless wallet, for providers:
//     body signed (HMAC-SHA256, hex in x-khel-signature; provider code in x-khel-provider; see
//     shared-kernel/src/contract/casino.ts). Bad signature → 401 {status:'ERROR', code:'INVALID_SIGNATURE'},
//     logged in casino_refused_calls. Refusals → 200 {status:'ERROR', code, message}.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import * as S from '@khel/shared-kernel/contract-schemas';
import type { LobbyUrlResponse, QtechLaunchResponse, WalletCall, WalletError } from '@khel/shared-kernel/contract';
import { WALLET_PROVIDER_HEADER, WALLET_SIGNATURE_HEADER } from '@khel/shared-kernel/contract';
import type { Config } from '../config';
import type { Database } from '../store/db';
import { currentUser, refuseDemo, requireUser } from '../identity/auth';
import { assertPlayerMayBet } from '../responsible-gambling/responsible-gambling';
import { issueLaunchToken, launchUrl, UnknownGameError } from '../casino/launch';
import { casinoRounds, CasinoWalletRefusal, SeamlessWallet } from '../casino/seamless-wallet';
import { launchGameId } from '../casino/live-games';
import { pageOf } from './payments';
import { badRequest, ok } from './reply';
import { bodyOf, paiseToRupees, text } from './input';
import { hostOfRequest, requestHostname } from '../site/request-host';
import { catalogueView, providerBaseFor, type HostCatalogue } from '../casino/catalogue';
import { logRefusedWalletCall } from '../casino/refused-calls';

const GAME_FIELD = { max: [100, 'Unknown game'] as [number, string], pattern: [/^[\w.:-]+$/, 'Unknown game'] as [RegExp, string] };
const CATEGORY = /^[a-z]{1,12}(-[a-z]{1,20})?$/;
const splitOnce = (v: string): [string, string] => {
  const i = v.indexOf('-');
  return i < 0 ? [v, ''] : [v.slice(0, i), v.slice(i + 1)];
};

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

export const casinoRoutes =
  (db: Database, config: Config, wallet: SeamlessWallet, hostCatalogue: HostCatalogue): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const auth = { preHandler: requireUser(db) };
    const playerCall = (summary: string, body: S.TSchema, answer: S.TSchema) => ({
      ...auth,
      schema: { summary, tags: ['casino'], security: [{ player: [] }], body, response: { 200: answer } },
    });
    const providerBase = (req: FastifyRequest) => providerBaseFor(config.casinoProviderUrl, requestHostname(req));

    // The host's games, tabs and studios (none where the host has no casino section).
    app.post('/casino/catalogue', { schema: { summary: "The casino's games: names, studios, tabs, pictures, RTP and stakes; only tabs and studios with games", tags: ['casino'], response: { 200: S.CasinoCatalogueAnswer } } }, async (req) => {
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
      const [section, category] = gameType ? splitOnce(gameType) : [undefined, undefined];
      try {
        const token = await issueLaunchToken(db, user.id, gameId);
        return launchUrl(providerBase(req), token, {
          gameId,
          section: section === 'slots' || section === 'live' ? section : undefined,
          category: category || undefined,
        });
      } catch (err) {
        if (err instanceof UnknownGameError) throw badRequest(err.message);
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

    // The wallet, in its own scope: JSON bodies are kept as sent, as the signature covers the exact bytes.
    await app.register(async (scope) => {
      scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (req, body, done) => {
        req.rawBody = body as string;
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(null, undefined);
        }
      });

      const calls: Record<WalletCall, (provider: string, body: Record<string, unknown>) => Promise<S.Static<typeof S.WalletCallAnswer>>> = {
        authenticate: (_p, b) => wallet.authenticate(b.token),
        balance: (_p, b) => wallet.balance(b.playerId),
        debit: (p, b) => wallet.debit(p, b),
        credit: (p, b) => wallet.credit(p, b),
        rollback: (p, b) => wallet.rollback(p, b),
      };

      const walletSchema = {
        summary: "The seamless wallet, for casino providers (signed): authenticate a launch token, a player's balance, debit, credit, rollback",
        tags: ['casino'],
        params: S.WalletCallParams,
        body: S.WalletCallRequest,
        response: { 200: S.WalletCallAnswer, 400: S.WalletRefusalAnswer, 401: S.WalletRefusalAnswer, 404: S.WalletRefusalAnswer },
      };
      scope.withTypeProvider<TypeBoxTypeProvider>().post('/casino/wallet/:call', { schema: walletSchema }, async (req, reply) => {
        const call = req.params.call as WalletCall;
        if (!Object.hasOwn(calls, call)) return reply.code(404).send(refusal('INVALID_REQUEST', 'No such wallet call'));
        const provider = String(req.headers[WALLET_PROVIDER_HEADER] ?? '');
        const secret = config.casinoProviders[provider];
        const signature = req.headers[WALLET_SIGNATURE_HEADER];
        if (!secret || req.rawBody === undefined || !signatureValid(secret, req.rawBody, typeof signature === 'string' ? signature : undefined)) {
          req.log.warn({ provider, call, ip: req.ip }, 'casino wallet call refused: bad signature');
          await logRefusedWalletCall(db, { provider, call, reason: 'bad signature', ip: req.ip });
          return reply.code(401).send(refusal('INVALID_SIGNATURE', 'Invalid signature'));
        }
        const body = req.body;
        if (!body || typeof body !== 'object' || Array.isArray(body)) return reply.code(400).send(refusal('INVALID_REQUEST', 'Request body must be a JSON object'));
        try {
          return await calls[call](provider, body as Record<string, unknown>);
        } catch (err) {
          if (err instanceof CasinoWalletRefusal) return refusal(err.code, err.message);
          throw err;
        }
      });
    });
  };

const refusal = (code: WalletError['code'], message: string): WalletError => ({ status: 'ERROR', code, message });

function signatureValid(secret: string, body: string, signature: string | undefined): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
