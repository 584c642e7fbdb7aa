// The key checks every set of texts passes against its English (the site's, the operator console's):
// each language has every key, no key English lacks, no English left behind and the same {{values}}.
// A plural English writes as key_one / key_other is a key like any other: every language gives both.

/** Texts by group, then key: { group: { key: text } }. */
export type TextGroups = Readonly<Record<string, Readonly<Record<string, string>> | undefined>>;

const entries = (texts: TextGroups): [string, string, string][] =>
  Object.entries(texts).flatMap(([group, keys]) => Object.entries(keys ?? {}).map(([key, text]): [string, string, string] => [group, key, text]));

/** 'group.key' paths `reference` has and `target` lacks (or leaves empty). */
export const missingKeysIn = (reference: TextGroups, target: TextGroups): string[] =>
  entries(reference)
    .filter(([group, key]) => {
      const value = target[group]?.[key];
      return typeof value !== 'string' || value.trim() === '';
    })
    .map(([group, key]) => `${group}.${key}`);

/** 'group.key' paths `target` has and `reference` lacks: a key nothing shows. */
export const extraKeysIn = (reference: TextGroups, target: TextGroups): string[] => missingKeysIn(target, reference);

/** Keys whose text in `target` is still `reference`'s text. */
export const untranslatedKeysIn = (reference: TextGroups, target: TextGroups): string[] =>
  entries(reference)
    .filter(([group, key, text]) => target[group]?.[key] === text)
    .map(([group, key]) => `${group}.${key}`);

/** The {{values}} a text fills in, sorted. */
const placeholdersOf = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();

/** Keys whose text in `target` fills in other {{values}} than `reference`'s (a lost amount or time). */
export const placeholderMismatchesIn = (reference: TextGroups, target: TextGroups): string[] =>
  entries(reference)
    .filter(([group, key, text]) => {
      const translated = target[group]?.[key];
      return typeof translated === 'string' && placeholdersOf(translated).join() !== placeholdersOf(text).join();
    })
    .map(([group, key]) => `${group}.${key}`);
