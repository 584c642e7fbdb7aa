// The API's schemas at the edge (Fastify's convention): every route declares its params, query, body
// and response schemas beside it (TypeBox, most from shared-kernel's contract so the client's types
// and the server's checks are one source). From them:
//   - requests are validated before the handler runs; a refusal is the `{status:false, msg}` envelope
//     with the schema's `errorMessage` (ajv-errors) or a generated "<field> must …" message;
//   - an OpenAPI 3.1 document is generated (@fastify/swagger): its JSON at /api/v1/docs/json and a
//     plain reference page at /api/v1/docs (no script), outside production or with KHEL_API_DOCS=on;
//   - answers are sent as the handlers build them (JSON.stringify, no field dropped), and with
//     `checkResponses` each answer is checked against its declared response schema, so a schema
//     that drifts from what the route sends fails the server's tests.
import Ajv, { type ValidateFunction } from 'ajv';
import ajvErrors from 'ajv-errors';
import ajvFormats from 'ajv-formats';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Bodies are checked as sent, without type coercion: a JSON `true` must not pass as the text "true",
 * nor a one-item list as its item (a form's fields are text, and the schemas' text fields take it).
 * Query strings and path parameters are always text: there Fastify's coercing validator stays.
 * Text fields that also take a JSON number are union types, meant: `allowUnionTypes` keeps strict mode
 * from logging each one at every start (thousands of lines in a test run).
 */
function validator(coerceTypes: false | 'array'): (schema: object) => ValidateFunction {
  const ajv = new Ajv({ coerceTypes, useDefaults: true, removeAdditional: false, allErrors: true, strict: 'log', allowUnionTypes: true, addUsedSchema: false });
  ajvFormats(ajv, { mode: 'fast' });
  ajvErrors(ajv);
  return (schema) => ajv.compile(schema);
}

export const API_DOCS_PATH = '/api/v1/docs';

export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  const compileBody = validator(false);
  const compileText = validator('array');
  app.setValidatorCompiler((route) => (route.httpPart === 'body' ? compileBody(route.schema) : compileText(route.schema)));
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Khel API',
        description:
          "The calls the Khel site, the operator console and the casino provider make. Amounts are rupees with two decimals; odds are decimal prices on the exchange's ladder. Answers are the envelope {status, msg, data}, or {success, result} where the spec says so.",
        version: '1',
      },
      components: {
        securitySchemes: { player: { type: 'http', scheme: 'bearer', description: 'the token from auth/login (players) or operator/login (operators)' } },
      },
    },
    // the docs' own routes are not part of the API
    hideUntagged: false,
  });
  if (config.apiDocs) {
    app.get(`${API_DOCS_PATH}/json`, { schema: { hide: true } }, async () => app.swagger());
    app.get(API_DOCS_PATH, { schema: { hide: true } }, async (_req, reply) => {
      // the page's own inline styles; nothing else loads
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
      return reply.type('text/html; charset=utf-8').send(referencePage(app.swagger() as OpenApiDocument));
    });
  }

  // Answers go out exactly as the handlers build them (response schemas document them; they never
  // drop or coerce a field).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  if (config.checkResponses) checkAnswersAgainstSchemas(app);
}

/** Each answer against the response schema its route declares for that status (tests and CI). */
function checkAnswersAgainstSchemas(app: FastifyInstance): void {
  const ajv = new Ajv({ allErrors: true, strict: false });
  ajvFormats(ajv);
  const compiled = new WeakMap<object, ValidateFunction>();
  app.addHook('preSerialization', async (req, reply, payload) => {
    const responses = (req.routeOptions.schema as { response?: Record<string, object> } | undefined)?.response;
    if (!responses) return payload;
    const schema = responses[String(reply.statusCode)] ?? responses[`${String(reply.statusCode)[0]}xx`] ?? responses.default;
    if (!schema) return payload;
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    // the payload as the client will read it (dates as strings, no undefined fields)
    if (!validate(JSON.parse(JSON.stringify(payload)))) {
      const where = `${req.method} ${req.routeOptions.url} ${reply.statusCode}`;
      const detail = ajv.errorsText(validate.errors, { separator: '; ' });
      req.log.error({ where, detail }, 'answer does not match its response schema');
      throw new Error(`answer of ${where} does not match its response schema: ${detail}`);
    }
    return payload;
  });
}

interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: unknown }>;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}
interface OpenApiDocument {
  info: { title: string; description?: string; version: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const json = (v: unknown) => `<pre>${escapeHtml(JSON.stringify(v, null, 2))}</pre>`;

/** The reference as one readable page: every call with its parameters, body and answers. */
function referencePage(doc: OpenApiDocument): string {
  const rows: string[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parts: string[] = [];
      if (op.description) parts.push(`<p>${escapeHtml(op.description)}</p>`);
      if (op.parameters?.length) parts.push(`<h4>Parameters</h4>${json(op.parameters.map((p) => ({ in: p.in, name: p.name, required: p.required ?? false, schema: p.schema })))}`);
      const body = op.requestBody?.content && Object.values(op.requestBody.content)[0]?.schema;
      if (body) parts.push(`<h4>Body</h4>${json(body)}`);
      for (const [status, r] of Object.entries(op.responses ?? {})) {
        const schema = r.content && Object.values(r.content)[0]?.schema;
        parts.push(`<h4>Answer ${escapeHtml(status)}</h4>${schema ? json(schema) : `<p>${escapeHtml(r.description ?? '')}</p>`}`);
      }
      const title = `<b>${method.toUpperCase()}</b> <code>${escapeHtml(path)}</code>${op.summary ? ` — ${escapeHtml(op.summary)}` : ''}`;
      rows.push(`<details id="${escapeHtml(`${method}-${path}`)}"><summary>${title}</summary>${parts.join('')}</details>`);
    }
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} reference</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem}summary{cursor:pointer;padding:.35rem 0}
details{border-bottom:1px solid #ddd}pre{background:#f5f5f5;padding:.5rem;overflow:auto;font-size:13px}code{font-size:14px}</style></head>
<body><h1>${escapeHtml(doc.info.title)} reference</h1><p>${escapeHtml(doc.info.description ?? '')}</p>
<p><a href="${API_DOCS_PATH}/json">OpenAPI document (JSON)</a> · ${rows.length} calls</p>${rows.join('\n')}</body></html>`;
}
