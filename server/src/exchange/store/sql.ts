// The bet path's SQL builder: statements written as tagged templates, each `${value}` a parameter
// named by the expression that gives it, numbered `$1…$n` only when the statement is sent. A
// `param(value)` placed twice is sent once and numbered once; a fragment (another `sql` template)
// is spliced in with its parameters; `raw(text)` splices trusted SQL text (names, never input).
//
//   const ids = param(bets.map((b) => b.betId));
//   await run(tx, sql`UPDATE bets SET status = 'void' WHERE id = ANY(${ids}::bigint[])`);

import type { Row, Sql } from '../../store/db';

/** A parameter that keeps one number wherever the statement uses it. */
export class Param {
  constructor(readonly value: unknown) {}
}

/** SQL text spliced as it is: trusted text only (a name, a fixed clause), never a player's input. */
export class Raw {
  constructor(readonly text: string) {}
}

/** A statement or a piece of one: its text around its values (parameters, fragments, raw text). */
export class Fragment {
  constructor(
    readonly strings: readonly string[],
    readonly values: readonly unknown[],
  ) {}
}

export const param = (value: unknown): Param => new Param(value);
export const raw = (text: string): Raw => new Raw(text);

export function sql(strings: TemplateStringsArray, ...values: unknown[]): Fragment {
  return new Fragment([...strings], values);
}

/** Fragments one after the other, `separator` between them. */
export function join(parts: readonly Fragment[], separator: string): Fragment {
  if (parts.length === 0) return new Fragment([''], []);
  return new Fragment(['', ...parts.slice(1).map(() => separator), ''], parts);
}

/** The statement's text, its parameters numbered in order of first use, and their values. */
export function render(statement: Fragment): { text: string; params: unknown[] } {
  const params: unknown[] = [];
  const numbers = new Map<Param, number>();
  const placeholder = (p: Param): string => {
    let n = numbers.get(p);
    if (n === undefined) {
      params.push(p.value);
      numbers.set(p, (n = params.length));
    }
    return `$${n}`;
  };
  const text = (f: Fragment): string => {
    let out = f.strings[0] ?? '';
    f.values.forEach((v, i) => {
      const piece = v instanceof Fragment ? text(v) : v instanceof Raw ? v.text : placeholder(v instanceof Param ? v : new Param(v));
      out += piece + (f.strings[i + 1] ?? '');
    });
    return out;
  };
  return { text: text(statement), params };
}

/** Sends the statement and returns its rows. */
export function run<R extends Row = Row>(db: Sql, statement: Fragment): Promise<R[]> {
  const { text, params } = render(statement);
  return db.query<R>(text, params);
}
