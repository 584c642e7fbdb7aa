// Messages that arrive (issue 33): the player's code-delivery status, the console's deliveries and
// channel settings (secrets are written, never read back), WhatsApp's webhook.
import { Envelope, Type } from './common';
import { BodyOf } from './fields';

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
const Str = () => Type.String();

export const CodeDeliveryQuery = Type.Object({ orderId: Type.Optional(Type.String({ description: 'the OTP order id the send answered' })) });
export const CodeDeliveryAnswer = Envelope(
  Type.Object({
    status: Type.String({ enum: ['pending', 'sent', 'delivered', 'read', 'failed'], description: 'failed: the code could not be sent; the player may ask again (resend)' }),
    canResend: Type.Boolean(),
  }),
);

export const DeliveriesQuery = Type.Object({
  status: Type.Optional(Type.String({ enum: ['queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'unknown', ''], errorMessage: 'status is not a delivery status' })),
  limit: Type.Optional(Type.String({ pattern: '^\\d{0,3}$', errorMessage: 'limit must be 1 to 200' })),
});
export const DeliveryRow = Type.Object({
  id: Type.Integer(),
  channel: Str(),
  recipient: Type.String({ description: 'masked' }),
  purpose: Str(),
  status: Str(),
  via: Nullable(Str()),
  attempts: Type.Integer(),
  maybe_duplicate: Type.Boolean({ description: 'sent again after an attempt whose outcome was lost: the player may have it twice' }),
  last_error: Nullable(Str()),
  created_at: Str(),
  status_at: Nullable(Str()),
});
export const DeliveriesAnswer = Envelope(Type.Array(DeliveryRow));
export const DeliveryAttempt = Type.Object({
  attempt: Type.Integer(),
  instance: Str(),
  via: Nullable(Str()),
  started_at: Str(),
  finished_at: Nullable(Str()),
  outcome: Nullable(Str()),
  error_code: Nullable(Str()),
  error: Nullable(Str()),
});
export const DeliveryAttemptsAnswer = Envelope(Type.Array(DeliveryAttempt));

const TextField = (description: string) => Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()], { description, errorMessage: `${description.split(' ')[0]} must be text` }));
export const ChannelSettingsRequest = BodyOf(
  Type.Object({
    whatsapp_phone_number_id: TextField('WhatsApp phone number id (digits, from WhatsApp Manager)'),
    whatsapp_template: TextField('authentication template name'),
    whatsapp_language: TextField('template language code, e.g. en or en_US'),
    whatsapp_api_version: TextField('Graph API version, e.g. v23.0'),
    whatsapp_token: TextField('access token (written only; empty removes it)'),
    whatsapp_app_secret: TextField('app secret that signs the status webhooks (written only)'),
    whatsapp_verify_token: TextField('verify token of the webhook handshake (written only)'),
    smtp_host: TextField('SMTP host'),
    smtp_port: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 65535 }), Type.Null()], { errorMessage: 'smtp_port must be 1 to 65535' })),
    smtp_secure: Type.Optional(Type.Boolean({ errorMessage: 'smtp_secure must be true or false' })),
    smtp_user: TextField('SMTP user'),
    smtp_password: TextField('SMTP password (written only)'),
    smtp_from: TextField('sender address'),
    webhook_url: TextField('generic webhook URL'),
  }),
);
export const ChannelSettings = Type.Object({
    whatsapp_phone_number_id: Nullable(Str()),
    whatsapp_template: Nullable(Str()),
    whatsapp_language: Nullable(Str()),
    whatsapp_api_version: Nullable(Str()),
    whatsapp_token_set: Type.Boolean(),
    whatsapp_app_secret_set: Type.Boolean(),
    whatsapp_verify_token_set: Type.Boolean(),
    smtp_host: Nullable(Str()),
    smtp_port: Type.Union([Type.Integer(), Type.Null()]),
    smtp_secure: Type.Boolean(),
    smtp_user: Nullable(Str()),
    smtp_from: Nullable(Str()),
    smtp_password_set: Type.Boolean(),
    webhook_url: Nullable(Str()),
    updated_at: Nullable(Str()),
  status_webhook_path: Type.String({ description: "the path of this operator's WhatsApp webhook (GET handshake, POST statuses)" }),
});
export const ChannelSettingsAnswer = Envelope(ChannelSettings);

export const WhatsAppWebhookParams = Type.Object({ operatorId: Type.String() });
export const WhatsAppHandshakeQuery = Type.Object({
  'hub.mode': Type.Optional(Type.String()),
  'hub.verify_token': Type.Optional(Type.String()),
  'hub.challenge': Type.Optional(Type.String()),
});
export const WhatsAppHandshakeAnswer = Type.String({ description: 'hub.challenge, echoed' });
export const WhatsAppWebhookRequest = Type.Unknown({ description: "Meta's messages webhook (entry[].changes[].value.statuses[]), signed by X-Hub-Signature-256" });
export const WhatsAppWebhookAnswer = Envelope(Type.Object({ matched: Type.Integer() }));

// UTR reconciliation (server/src/payments/reconciliation.ts): rupees beside paise.
export const ReconciliationRequest = BodyOf(
  Type.Object({
    file_name: Type.Optional(Type.String({ maxLength: 200, description: 'the uploaded file name', errorMessage: 'file_name must be text' })),
    csv: Type.Optional(Type.String({ description: 'the statement file as text (CSV)', errorMessage: 'csv must be text' })),
  }),
);
export const ReconciliationLine = Type.Object({
  line_id: Type.Integer(),
  line_no: Type.Integer(),
  txn_date: Type.String(),
  narration: Type.String(),
  reference: Type.String(),
  utr: Type.Union([Type.String(), Type.Null()]),
  credit_paise: Type.Integer(),
  credit: Type.Number({ description: 'rupees' }),
  status: Type.String({ enum: ['matched', 'mismatch', 'no_deposit', 'decided', 'duplicate'] }),
  deposit_id: Type.Union([Type.Integer(), Type.Null()]),
  deposit_amount_paise: Type.Union([Type.Integer(), Type.Null()]),
  deposit_amount: Type.Union([Type.Number(), Type.Null()]),
  deposit_status: Type.Union([Type.String(), Type.Null()]),
  approved_now: Type.Boolean(),
});
export const Reconciliation = Type.Object({
    upload_id: Type.Integer(),
    layout: Type.String({ enum: ['generic', 'sbi', 'hdfc'] }),
    credit_lines: Type.Integer(),
    new_lines: Type.Integer(),
    repeated_lines: Type.Integer(),
    matched: Type.Array(ReconciliationLine),
    mismatches: Type.Array(ReconciliationLine),
    lines_without_deposit: Type.Array(ReconciliationLine),
    duplicates: Type.Array(ReconciliationLine),
    already_decided: Type.Array(ReconciliationLine),
    deposits_without_line: Type.Array(
      Type.Object({ id: Type.Integer(), user_id: Type.Integer(), amount_paise: Type.Integer(), amount: Type.Number(), utr: Type.String(), created_at: Type.String() }),
    ),
});
export const ReconciliationAnswer = Envelope(Reconciliation);
