// Messages that arrive (issue 33): the outbox relay's lifetime, WhatsApp's webhook, the console's
// deliveries and channel settings, the player's code-delivery status.
//   GET  /messages/code-status?orderId=            → data {status: pending|sent|delivered|read|failed, canResend}
//   GET  /messaging/whatsapp/:operatorId/webhook   Meta's verification handshake: hub.mode=subscribe and the
//                                                  operator's verify token → hub.challenge as text, else 403
//   POST /messaging/whatsapp/:operatorId/webhook   statuses (sent, delivered, read, failed), accepted only with a
//                                                  valid X-Hub-Signature-256 (HMAC-SHA256 of the raw body, app secret)
//   GET  /operator/messaging/deliveries?status=&limit=      the operator's recent messages (masked, no bodies)
//   GET  /operator/messaging/deliveries/:id/attempts
//   GET  /operator/messaging/channels              settings; secrets only as *_set
//   PUT  /operator/messaging/channels {…}          saves them (audited, without the secrets)
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import * as S from '@khel/shared-kernel/contract-schemas';
import type { Config } from '../config';
import type { Database } from '../store/db';
import { MessageRelay } from '../messaging/relay';
import { applyWhatsAppStatuses, codeDeliveryStatus, deliveryAttempts, recentDeliveries, validHubSignature } from '../messaging/deliveries';
import { channelSettingsView, operatorChannels, saveChannelSettings, type ChannelSettingsInput } from '../messaging/channels';
import { actorOf, requireOperator } from '../operator/operators';
import { audit } from '../operator/audit';
import { badRequest, forbidden, notFound, ok } from './reply';
import { bodyOf, idParam } from './input';

const webhookPath = (operatorId: number) => `/api/v1/messaging/whatsapp/${operatorId}/webhook`;

export const messagingRoutes =
  (db: Database, config: Config): FastifyPluginAsync =>
  async (plain) => {
    if (config.messageRelay) {
      const relay = new MessageRelay(db, { pollMs: config.messageRelayPollMs, log: (msg, detail) => plain.log.warn(detail ?? {}, msg) });
      relay.start();
      plain.addHook('onClose', () => relay.stop());
    }
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const auth = { preHandler: requireOperator(db) };
    const call = (summary: string, parts: { body?: S.TSchema; querystring?: S.TSchema; params?: S.TSchema }, answer: S.TSchema, tags = ['operator']) => ({
      schema: { summary, tags, ...(tags[0] === 'operator' ? { security: [{ player: [] }] } : {}), ...parts, response: { 200: answer } },
    });

    app.get('/messages/code-status', call('Whether the code of an OTP order reached the player (failed: ask again)', { querystring: S.CodeDeliveryQuery }, S.CodeDeliveryAnswer, ['auth']), async (req) => {
      const orderId = (req.query as { orderId?: string }).orderId ?? '';
      if (!/^[0-9a-f]{32}$/.test(orderId)) throw badRequest('Please send OTP first!');
      const status = await codeDeliveryStatus(db, orderId);
      if (!status) throw notFound('Please send OTP first!');
      return ok({ status, canResend: status === 'failed' });
    });

    app.get('/operator/messaging/deliveries', { ...auth, ...call("The operator's recent messages and what became of them", { querystring: S.DeliveriesQuery }, S.DeliveriesAnswer) }, async (req) => {
      const q = req.query as { status?: string; limit?: string };
      return ok(await recentDeliveries(db, actorOf(req).operatorId, { status: q.status || undefined, limit: Number(q.limit) || 50 }));
    });
    app.get('/operator/messaging/deliveries/:id/attempts', { ...auth, ...call("One message's attempts", { params: S.IdParams }, S.DeliveryAttemptsAnswer) }, async (req) =>
      ok(await deliveryAttempts(db, actorOf(req).operatorId, idParam((req.params as { id?: string }).id))),
    );

    const view = async (operatorId: number) => ({ ...(await channelSettingsView(db, operatorId)), status_webhook_path: webhookPath(operatorId) });
    app.get('/operator/messaging/channels', { ...auth, ...call("The operator's message channels (secrets only as set or not)", {}, S.ChannelSettingsAnswer) }, async (req) => ok(await view(actorOf(req).operatorId)));
    app.put('/operator/messaging/channels', { ...auth, ...call("Set the operator's message channels", { body: S.ChannelSettingsRequest }, S.ChannelSettingsAnswer) }, async (req) => {
      const actor = actorOf(req);
      const input = (bodyOf(req) ?? {}) as ChannelSettingsInput;
      await db.transaction(async (tx) => {
        await saveChannelSettings(tx, actor.operatorId, input);
        const changed = Object.keys(input).filter((k) => (input as Record<string, unknown>)[k] !== undefined);
        await audit(tx, actor, 'messaging.channels', null, { operatorId: actor.operatorId, changed });
      });
      return ok(await view(actor.operatorId), 'Channels saved');
    });

    // WhatsApp's webhook: its own scope, where a JSON body is kept raw for the signature check.
    await app.register(async (hook) => {
      hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
      const operatorOf = (params: unknown): number => {
        const raw = (params as { operatorId?: string }).operatorId ?? '';
        if (!/^\d{1,9}$/.test(raw)) throw notFound('No such webhook');
        return Number(raw);
      };
      const handshake = call("Meta's webhook verification: echoes hub.challenge for the operator's verify token", { params: S.WhatsAppWebhookParams, querystring: S.WhatsAppHandshakeQuery }, S.WhatsAppHandshakeAnswer, ['messaging']);
      hook.get('/messaging/whatsapp/:operatorId/webhook', handshake, async (req, reply) => {
        const q = req.query as Record<string, string | undefined>;
        const whatsapp = (await operatorChannels(db, operatorOf(req.params))).whatsapp;
        if (q['hub.mode'] !== 'subscribe' || !whatsapp?.verifyToken || q['hub.verify_token'] !== whatsapp.verifyToken) throw forbidden('Verification refused');
        return reply.type('text/plain').send(q['hub.challenge'] ?? '');
      });
      const statuses = call("WhatsApp delivery statuses, signed with the operator's app secret", { params: S.WhatsAppWebhookParams, body: S.WhatsAppWebhookRequest }, S.WhatsAppWebhookAnswer, ['messaging']);
      hook.post('/messaging/whatsapp/:operatorId/webhook', statuses, async (req) => {
        const operatorId = operatorOf(req.params);
        const whatsapp = (await operatorChannels(db, operatorId)).whatsapp;
        if (!whatsapp?.appSecret) throw notFound('No such webhook');
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.from(typeof req.body === 'string' ? req.body : '');
        const signature = req.headers['x-hub-signature-256'];
        if (!validHubSignature(raw, typeof signature === 'string' ? signature : undefined, whatsapp.appSecret)) throw forbidden('Invalid signature');
        let payload: unknown;
        try {
          payload = JSON.parse(raw.toString('utf8'));
        } catch {
          throw badRequest('Request body must be JSON');
        }
        const matched = await db.transaction((tx) => applyWhatsAppStatuses(tx, operatorId, payload));
        return ok({ matched });
      });
    });
  };
