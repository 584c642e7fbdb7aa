// Each operator's own channels (message_channels): its WhatsApp sender (phone number id, access token,
// authentication template and language, the app secret that signs its status webhooks, the token that
// answers Meta's verification handshake), its SMTP server and its webhook. Secrets are stored sealed
// and never read back into an answer: the console sees only which ones are set.
import type { Sql } from '../store/db';
import { invalid } from '../domain/errors';
import { seal, secretsKey, unseal } from './secrets';

export const DEFAULT_WHATSAPP_API_VERSION = 'v23.0';

export interface WhatsAppSettings {
  phoneNumberId: string;
  accessToken: string;
  template: string;
  language: string;
  apiVersion: string;
  appSecret: string | null;
  verifyToken: string | null;
}

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string | null;
  password: string | null;
  from: string;
}

export interface OperatorChannels {
  whatsapp: WhatsAppSettings | null;
  smtp: SmtpSettings | null;
  webhookUrl: string | null;
}

interface ChannelRow {
  operator_id: number;
  whatsapp_phone_number_id: string | null;
  whatsapp_template: string | null;
  whatsapp_language: string | null;
  whatsapp_api_version: string | null;
  smtp_host: string | null;
  smtp_port: number | null;
  smtp_secure: boolean;
  smtp_user: string | null;
  smtp_from: string | null;
  webhook_url: string | null;
  sealed_secrets: string | null;
  updated_at: Date;
  [k: string]: unknown;
}

type Secrets = Partial<Record<'whatsappToken' | 'whatsappAppSecret' | 'whatsappVerifyToken' | 'smtpPassword', string>>;

async function channelRow(db: Sql, operatorId: number): Promise<ChannelRow | undefined> {
  return (await db.query<ChannelRow>('SELECT * FROM message_channels WHERE operator_id = $1', [operatorId]))[0];
}

/** The operator's channels with their secrets, for the relay and the webhook's signature check only. */
export async function operatorChannels(db: Sql, operatorId: number, env: NodeJS.ProcessEnv = process.env): Promise<OperatorChannels> {
  const row = await channelRow(db, operatorId);
  const globalWebhook = env.KHEL_MESSAGE_WEBHOOK_URL || null;
  if (!row) return { whatsapp: null, smtp: null, webhookUrl: globalWebhook };
  const secrets = unseal(row.sealed_secrets, secretsKey(env)) as Secrets;
  const whatsapp =
    row.whatsapp_phone_number_id && row.whatsapp_template && secrets.whatsappToken
      ? {
          phoneNumberId: row.whatsapp_phone_number_id,
          accessToken: secrets.whatsappToken,
          template: row.whatsapp_template,
          language: row.whatsapp_language ?? 'en',
          apiVersion: row.whatsapp_api_version ?? DEFAULT_WHATSAPP_API_VERSION,
          appSecret: secrets.whatsappAppSecret ?? null,
          verifyToken: secrets.whatsappVerifyToken ?? null,
        }
      : null;
  const smtp =
    row.smtp_host && row.smtp_from
      ? { host: row.smtp_host, port: row.smtp_port ?? 587, secure: row.smtp_secure, user: row.smtp_user, password: secrets.smtpPassword ?? null, from: row.smtp_from }
      : null;
  return { whatsapp, smtp, webhookUrl: row.webhook_url ?? globalWebhook };
}

/** What the console shows: settings without secrets, and which secrets are set. */
export interface ChannelSettingsView {
  whatsapp_phone_number_id: string | null;
  whatsapp_template: string | null;
  whatsapp_language: string | null;
  whatsapp_api_version: string | null;
  whatsapp_token_set: boolean;
  whatsapp_app_secret_set: boolean;
  whatsapp_verify_token_set: boolean;
  smtp_host: string | null;
  smtp_port: number | null;
  smtp_secure: boolean;
  smtp_user: string | null;
  smtp_from: string | null;
  smtp_password_set: boolean;
  webhook_url: string | null;
  updated_at: string | null;
}

export async function channelSettingsView(db: Sql, operatorId: number, env: NodeJS.ProcessEnv = process.env): Promise<ChannelSettingsView> {
  const row = await channelRow(db, operatorId);
  const secrets = unseal(row?.sealed_secrets ?? null, secretsKey(env)) as Secrets;
  return {
    whatsapp_phone_number_id: row?.whatsapp_phone_number_id ?? null,
    whatsapp_template: row?.whatsapp_template ?? null,
    whatsapp_language: row?.whatsapp_language ?? null,
    whatsapp_api_version: row?.whatsapp_api_version ?? null,
    whatsapp_token_set: Boolean(secrets.whatsappToken),
    whatsapp_app_secret_set: Boolean(secrets.whatsappAppSecret),
    whatsapp_verify_token_set: Boolean(secrets.whatsappVerifyToken),
    smtp_host: row?.smtp_host ?? null,
    smtp_port: row?.smtp_port ?? null,
    smtp_secure: row?.smtp_secure ?? false,
    smtp_user: row?.smtp_user ?? null,
    smtp_from: row?.smtp_from ?? null,
    smtp_password_set: Boolean(secrets.smtpPassword),
    webhook_url: row?.webhook_url ?? null,
    updated_at: row ? row.updated_at.toISOString() : null,
  };
}

export interface ChannelSettingsInput {
  whatsapp_phone_number_id?: string | null;
  whatsapp_template?: string | null;
  whatsapp_language?: string | null;
  whatsapp_api_version?: string | null;
  /** a secret left out (undefined) keeps the stored one; null or '' removes it */
  whatsapp_token?: string | null;
  whatsapp_app_secret?: string | null;
  whatsapp_verify_token?: string | null;
  smtp_host?: string | null;
  smtp_port?: number | null;
  smtp_secure?: boolean;
  smtp_user?: string | null;
  smtp_from?: string | null;
  smtp_password?: string | null;
  webhook_url?: string | null;
}

const SECRET_FIELDS: Array<[keyof ChannelSettingsInput, keyof Secrets]> = [
  ['whatsapp_token', 'whatsappToken'],
  ['whatsapp_app_secret', 'whatsappAppSecret'],
  ['whatsapp_verify_token', 'whatsappVerifyToken'],
  ['smtp_password', 'smtpPassword'],
];

function checkInput(i: ChannelSettingsInput): void {
  if (i.whatsapp_phone_number_id && !/^\d{5,30}$/.test(i.whatsapp_phone_number_id)) throw invalid('The WhatsApp phone number id is the number of digits Meta shows for the sender');
  if (i.whatsapp_template && !/^[a-z0-9_]{1,512}$/.test(i.whatsapp_template)) throw invalid('A template name has lower-case letters, digits and underscores');
  if (i.whatsapp_language && !/^[a-z]{2,3}(_[A-Z]{2})?$/.test(i.whatsapp_language)) throw invalid('The template language is a code such as en or en_US');
  if (i.whatsapp_api_version && !/^v\d{1,3}\.\d$/.test(i.whatsapp_api_version)) throw invalid('The Graph API version looks like v23.0');
  if (i.smtp_port !== undefined && i.smtp_port !== null && !(Number.isInteger(i.smtp_port) && i.smtp_port >= 1 && i.smtp_port <= 65535)) throw invalid('The SMTP port is a number from 1 to 65535');
  if (i.smtp_from && !/^[^\s@<>]+@[^\s@<>]+$|^[^<>]*<[^\s@<>]+@[^\s@<>]+>$/.test(i.smtp_from)) throw invalid('The sender address is an e-mail address');
  if (i.webhook_url) {
    let url: URL;
    try {
      url = new URL(i.webhook_url);
    } catch {
      throw invalid('The webhook is a URL');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalid('The webhook is an http(s) URL');
  }
}

/** Saves the operator's channel settings (fields left out keep their value). */
export async function saveChannelSettings(tx: Sql, operatorId: number, input: ChannelSettingsInput, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  checkInput(input);
  const row = await channelRow(tx, operatorId);
  const key = secretsKey(env);
  const secrets = unseal(row?.sealed_secrets ?? null, key) as Secrets;
  let secretsChanged = false;
  for (const [field, name] of SECRET_FIELDS) {
    const value = input[field] as string | null | undefined;
    if (value === undefined) continue;
    secretsChanged = true;
    if (value) secrets[name] = value;
    else delete secrets[name];
  }
  const pick = <K extends keyof ChannelSettingsInput & keyof ChannelRow>(k: K) => (input[k] === undefined ? (row?.[k] ?? null) : input[k] || null);
  const sealed = secretsChanged ? (Object.keys(secrets).length ? seal(secrets as Record<string, string>, key) : null) : (row?.sealed_secrets ?? null);
  await tx.query(
    `INSERT INTO message_channels (operator_id, whatsapp_phone_number_id, whatsapp_template, whatsapp_language, whatsapp_api_version,
       smtp_host, smtp_port, smtp_secure, smtp_user, smtp_from, webhook_url, sealed_secrets, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, now())
     ON CONFLICT (operator_id) DO UPDATE SET whatsapp_phone_number_id = $2, whatsapp_template = $3, whatsapp_language = $4,
       whatsapp_api_version = $5, smtp_host = $6, smtp_port = $7, smtp_secure = $8, smtp_user = $9, smtp_from = $10,
       webhook_url = $11, sealed_secrets = $12, updated_at = now()`,
    [
      operatorId,
      pick('whatsapp_phone_number_id'),
      pick('whatsapp_template'),
      pick('whatsapp_language'),
      pick('whatsapp_api_version'),
      pick('smtp_host'),
      pick('smtp_port'),
      input.smtp_secure ?? row?.smtp_secure ?? false,
      pick('smtp_user'),
      pick('smtp_from'),
      pick('webhook_url'),
      sealed,
    ],
  );
}
